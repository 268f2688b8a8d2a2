import { bigint, check, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { DEFAULT_CLIENT_ID, timestamptz } from './columns.js';

/**
 * Pre-aggregated scan counts, so analytics over a year of scans read thousands of rows, not
 * millions. The scan rollup (modules/scans/rollup.ts) folds scan_events into them every few
 * seconds, in id order, and records in `scan_rollup_state` the last event id folded in: the
 * rollups hold exactly the events with id <= rolledUpTo, and analytics add the newer events
 * from scan_events themselves, so answers are exact whatever the rollup's lag.
 *
 * No foreign keys, for the reason scan_events has none (schema/scans.ts): the fold writes
 * several rows per scan and the referential checks cost more than the rows (measured on
 * PGlite: 265 of 605 ms folding 5,000 scans). Rows still go when their code is deleted
 * (trigger `scan_events_follow_code_delete`, migration 0007); the fold only reads events of
 * codes that exist, and a delete waits for a fold under way (ROLLUP_FOLD_LOCK).
 */

/** One row (id 1): scan_events with id <= rolledUpTo are in the rollups, newer ones are not. */
export const scanRollupState = pgTable(
  'scan_rollup_state',
  {
    id: integer('id').primaryKey().default(1),
    rolledUpTo: bigint('rolled_up_to', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('scan_rollup_state_single_row', sql`${t.id} = 1`)],
);

/**
 * Per code and 15-minute UTC slot (every time zone's offset is a multiple of 15 minutes, so a
 * slot never straddles a local hour). `uniqueScanners` counts first-of-the-day human scans
 * (the visitor key's first for this code on that UTC day).
 */
export const scanSlotCounts = pgTable(
  'scan_slot_counts',
  {
    clientId: integer('client_id').notNull().default(DEFAULT_CLIENT_ID),
    dynamicQrCodeId: integer('dynamic_qr_code_id').notNull(),
    slotStart: timestamptz('slot_start').notNull(),
    scans: integer('scans').notNull().default(0),
    uniqueScanners: integer('unique_scanners').notNull().default(0),
    bots: integer('bots').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dynamicQrCodeId, t.slotStart] })],
);

/**
 * Dimensions of scan_day_dims: human scans by country .. referrer and, for scans a split sent,
 * by split variant (its key; no row for other scans) and by city (`country|region|city`, each
 * part possibly empty; '' = no city); bots by reason.
 */
export const SCAN_DIMENSIONS = [
  'country',
  'device',
  'os',
  'browser',
  'referrer',
  'variant',
  'city',
  'bot',
] as const;
export type ScanDimension = (typeof SCAN_DIMENSIONS)[number];

/**
 * Per code, UTC day, dimension and value ('' = unknown): the number of scans. For dimension
 * 'bot' the value is the bot reason and the count is of filtered requests.
 */
export const scanDayDims = pgTable(
  'scan_day_dims',
  {
    clientId: integer('client_id').notNull().default(DEFAULT_CLIENT_ID),
    dynamicQrCodeId: integer('dynamic_qr_code_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dimension: varchar('dimension', { length: 16, enum: SCAN_DIMENSIONS }).notNull(),
    value: varchar('value', { length: 255 }).notNull(),
    scans: integer('scans').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dynamicQrCodeId, t.day, t.dimension, t.value] })],
);
