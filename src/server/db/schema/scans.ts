import { bigint, boolean, char, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { clientId, timestamptz } from './columns.js';
import { dynamicQrCodes } from './qr-codes.js';

/**
 * One row per request to a short link. Bots, link previews and HEAD requests are stored with
 * is_bot = true and not counted. No raw IP: `visitorKey` is an HMAC (daily-rotating salt) hex.
 */
export const scanEvents = pgTable(
  'scan_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    dynamicQrCodeId: integer('dynamic_qr_code_id')
      .notNull()
      .references(() => dynamicQrCodes.id, { onDelete: 'cascade' }),
    scannedAt: timestamptz('scanned_at').notNull().defaultNow(),
    isBot: boolean('is_bot').notNull().default(false),
    botReason: varchar('bot_reason', { length: 50 }),
    deviceType: varchar('device_type', { length: 20 }),
    os: varchar('os', { length: 50 }),
    browser: varchar('browser', { length: 50 }),
    /** ISO 3166-1 alpha-2, upper case; null when unknown. */
    country: char('country', { length: 2 }),
    referrerHost: varchar('referrer_host', { length: 255 }),
    visitorKey: varchar('visitor_key', { length: 64 }),
    /** HTTP method of the request (GET or HEAD). */
    method: varchar('method', { length: 10 }).notNull().default('GET'),
  },
  (t) => [index('scan_events_code_scanned_idx').on(t.dynamicQrCodeId, t.scannedAt)],
);
