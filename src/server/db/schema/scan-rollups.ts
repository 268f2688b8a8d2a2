import { date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { clientId, timestamptz } from './columns.js';
import { dynamicQrCodes } from './qr-codes.js';

/**
 * Pre-aggregated scan counts kept by a database trigger on scan_events inserts (migration
 * 0004_scan-rollups), so analytics over a year of scans read thousands of rows, not millions.
 * The writer of scan_events knows nothing about them. Rows go when their code is deleted.
 */

/**
 * Per code and 15-minute UTC slot (every time zone's offset is a multiple of 15 minutes, so a
 * slot never straddles a local hour). `uniqueScanners` counts first-of-the-day human scans
 * (the visitor key's first for this code on that UTC day).
 */
export const scanSlotCounts = pgTable(
  'scan_slot_counts',
  {
    clientId: clientId(),
    dynamicQrCodeId: integer('dynamic_qr_code_id')
      .notNull()
      .references(() => dynamicQrCodes.id, { onDelete: 'cascade' }),
    slotStart: timestamptz('slot_start').notNull(),
    scans: integer('scans').notNull().default(0),
    uniqueScanners: integer('unique_scanners').notNull().default(0),
    bots: integer('bots').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dynamicQrCodeId, t.slotStart] })],
);

/** Dimensions of scan_day_dims: human scans by country .. referrer; bots by reason. */
export const SCAN_DIMENSIONS = ['country', 'device', 'os', 'browser', 'referrer', 'bot'] as const;
export type ScanDimension = (typeof SCAN_DIMENSIONS)[number];

/**
 * Per code, UTC day, dimension and value ('' = unknown): the number of scans. For dimension
 * 'bot' the value is the bot reason and the count is of filtered requests.
 */
export const scanDayDims = pgTable(
  'scan_day_dims',
  {
    clientId: clientId(),
    dynamicQrCodeId: integer('dynamic_qr_code_id')
      .notNull()
      .references(() => dynamicQrCodes.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    dimension: varchar('dimension', { length: 16, enum: SCAN_DIMENSIONS }).notNull(),
    value: varchar('value', { length: 255 }).notNull(),
    scans: integer('scans').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dynamicQrCodeId, t.day, t.dimension, t.value] })],
);
