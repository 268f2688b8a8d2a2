import { char, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clientId, createdAt, timestamptz } from './columns.js';
import { users } from './users.js';
import { workspaceColumn } from './workspaces.js';

/**
 * Personal API keys (migration 0028, issue 19). `secretHash` is the hex SHA-256 of the whole key
 * as shown once ("qrs_" + 43 base64url characters of 32 random bytes); the key itself is never
 * stored. `prefix` is the key's first 12 characters, shown afterwards to tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    name: varchar('name', { length: 80 }).notNull(),
    /** 'read' | 'read-write' */
    scope: varchar('scope', { length: 10 }).notNull(),
    prefix: varchar('prefix', { length: 16 }).notNull(),
    secretHash: char('secret_hash', { length: 64 }).notNull(),
    /** null = never expires. */
    expiresAt: timestamptz('expires_at'),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_key').on(t.secretHash),
    index('api_keys_user_idx').on(t.userId, t.createdAt),
    index('api_keys_workspace_idx').on(t.workspaceId, t.createdAt),
  ],
);
