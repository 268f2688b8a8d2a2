import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clientId, createdAt, timestamptz } from './columns.js';
import { users } from './users.js';

/**
 * What a mailed link does when followed:
 * - `verify-email`: proves the account's address (ADMIN_EMAILS applies only after this);
 * - `set-password`: sets or resets the account's password, proves the address, ends every
 *   other session and signs in;
 * - `change-email`: mailed to the NEW address of a signed-in owner who asked to change it;
 *   following it makes that the account's address (verified), voids the account's other
 *   links and ends every session (the browser that follows it, if signed in to the account,
 *   gets a fresh one). `address` is the new address.
 * - `trial`: a trial asked for by an address without an account; following it creates the
 *   account (with the password chosen there), starts the trial and signs in. Until then
 *   nothing exists that can be signed into (`user_id` is null).
 */
export const ACCOUNT_LINK_PURPOSES = [
  'verify-email',
  'set-password',
  'change-email',
  'trial',
] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/**
 * Single-use links mailed to an address. `tokenHash` is the sha256 hex of the 256-bit token in
 * the link (the token itself is never stored). Usable while `usedAt` is null, now < `expiresAt`
 * and, for links of an account, while the account's address is still `address` (a changed
 * address makes older links worthless).
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    /** Null for `trial` links of addresses that have no account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20, enum: ACCOUNT_LINK_PURPOSES }).notNull(),
    /** The normalised address the link was mailed to. */
    address: varchar('address', { length: 255 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_links_token_hash_key').on(t.tokenHash),
    index('account_links_user_id_idx').on(t.userId),
    index('account_links_client_address_idx').on(t.clientId, t.address),
    check(
      'account_links_purpose_check',
      sql`${t.purpose} in ('verify-email', 'set-password', 'change-email', 'trial')`,
    ),
  ],
);
