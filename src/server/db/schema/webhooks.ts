import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { clientId, createdAt, timestamptz } from './columns.js';
import { users } from './users.js';
import { workspaceColumn } from './workspaces.js';

/**
 * Scan webhook endpoints (migration 0031, issue 19 item 5). The queue, deliveries and attempt
 * log (webhook_events, webhook_deliveries, webhook_attempts, webhook_scan_state) are read and
 * written with SQL in modules/webhooks/queue.ts.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    url: varchar('url', { length: 2048 }).notNull(),
    /** "whsec_" + 43 base64url characters; the server signs with it, so it is kept as is. */
    secret: varchar('secret', { length: 64 }).notNull(),
    nextRequestAt: timestamptz('next_request_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_endpoints_user_idx').on(t.userId),
    index('webhook_endpoints_workspace_idx').on(t.workspaceId),
  ],
);
