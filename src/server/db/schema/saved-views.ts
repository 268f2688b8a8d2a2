import { sql } from 'drizzle-orm';
import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clientId, createdAt } from './columns.js';
import { users } from './users.js';
import { workspaceColumn } from './workspaces.js';

/**
 * Saved views (migration 0047, issue 40 item 2): a user's named searches of a workspace's codes,
 * `search` being the dashboard URL's query string (search, filters, sort). Only their maker
 * sees them; names unique per user and workspace in any case.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    workspaceId: workspaceColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    search: varchar('search', { length: 2000 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_views_user_workspace_name_key').on(
      t.userId,
      t.workspaceId,
      sql`lower(${t.name})`,
    ),
  ],
);
