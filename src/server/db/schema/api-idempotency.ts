import { char, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { clientId, createdAt, timestamptz } from './columns.js';
import { users } from './users.js';

/**
 * Idempotency-Key records of the public API's POSTs (migration 0032, issue 19 item 2): one per
 * (API key: `keyRef` "key:{api key id}" or "client:{client id}", the user it acted for,
 * Idempotency-Key). `fingerprint` is the hex SHA-256 of the
 * request (method, path, body); `statusCode` is null while the first request is in flight, then
 * the answer's status, content type and body are kept for replays until `expiresAt` (24 hours).
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    keyRef: varchar('key_ref', { length: 40 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull(),
    fingerprint: char('fingerprint', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    contentType: varchar('content_type', { length: 255 }),
    body: text('body'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.keyRef, t.userId, t.idempotencyKey] }),
    index('api_idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
