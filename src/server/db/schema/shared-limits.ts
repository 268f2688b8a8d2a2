import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

/**
 * Rate-limit counters shared by every app process on the database (src/server/lib/shared-limits.ts).
 * One fixed window per key: `count` hits since `windowStart`, the window ends at `expiresAt`.
 * `keyHash` is an HMAC of the limit's key (which holds addresses and IPs), so neither is stored.
 */
export const sharedLimitCounters = pgTable('shared_limit_counters', {
  keyHash: varchar('key_hash', { length: 64 }).primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamptz('window_start').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});
