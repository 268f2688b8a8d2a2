import { boolean, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { clientId, createdAt } from './columns.js';
import { users } from './users.js';
import { workspaceColumn } from './workspaces.js';

/**
 * A bulk generation run (issue 16): announced before its first row so the plan's row cap is
 * checked up front. `id` is random (it is in URLs). Only its owner may read it.
 */
export const bulkRuns = pgTable(
  'bulk_runs',
  {
    id: text('id').primaryKey(),
    clientId: clientId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    qrType: varchar('qr_type', { length: 20 }).notNull(),
    dynamic: boolean('dynamic').notNull().default(false),
    /** Rows announced; rows outside 1..row_count are refused. */
    rowCount: integer('row_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bulk_runs_user_id_idx').on(t.userId),
    index('bulk_runs_workspace_idx').on(t.workspaceId),
  ],
);

/** One row's outcome; a retried row replaces its earlier outcome. No SVG is kept. */
export const bulkRunItems = pgTable(
  'bulk_run_items',
  {
    runId: text('run_id')
      .notNull()
      .references(() => bulkRuns.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    status: varchar('status', { length: 10, enum: ['success', 'error'] }).notNull(),
    name: varchar('name', { length: 255 }),
    /** The exact string encoded. */
    content: text('content'),
    shortUrl: text('short_url'),
    scannable: boolean('scannable'),
    grade: varchar('grade', { length: 20 }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.row] })],
);
