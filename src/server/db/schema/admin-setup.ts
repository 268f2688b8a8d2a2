import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clientId, createdAt, timestamptz } from './columns.js';

/**
 * One-time links that make an administrator (issue 36 item 3), proven by possession of the
 * server's start log or a shell on the server, not by mail:
 * - `first-admin`: printed in the start log while the default client has no admin; `start_id`
 *   names the start that printed it (one per start, however many processes share it), and the
 *   link stops working once any admin exists. `address` is null: the form asks for it.
 * - `grant`: printed by `npm run admin -- <address>` for that `address`; works while an admin
 *   exists too (the operator asked for it).
 * `token_hash` is the sha256 hex of the 256-bit token in the link (the token is never stored).
 * Usable while `used_at` is null and now < `expires_at` (24 hours); using one voids the others.
 */
export const adminSetupLinks = pgTable(
  'admin_setup_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    kind: varchar('kind', { length: 20, enum: ['first-admin', 'grant'] }).notNull(),
    address: varchar('address', { length: 255 }),
    startId: varchar('start_id', { length: 64 }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_setup_links_token_hash_key').on(t.tokenHash),
    uniqueIndex('admin_setup_links_start_id_key').on(t.startId),
    check(
      'admin_setup_links_kind_check',
      sql`(${t.kind} = 'first-admin' and ${t.address} is null) or (${t.kind} = 'grant' and ${t.address} is not null)`,
    ),
  ],
);
