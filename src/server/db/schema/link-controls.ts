import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { UtmParams } from '../../../contracts/link-controls.js';
import { clientId, createdAt, timestamptz } from './columns.js';
import { dynamicQrCodes } from './qr-codes.js';
import { users } from './users.js';
import { workspaceColumn } from './workspaces.js';

/** Saved UTM parameter sets of a workspace (migration 0021, 0039); names unique in it. */
export const utmPresets = pgTable(
  'utm_presets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    name: varchar('name', { length: 80 }).notNull(),
    params: jsonb('params').$type<UtmParams>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('utm_presets_workspace_name_key').on(t.workspaceId, t.name)],
);

/**
 * The destination health checker's last verdict per code. `notifiedStatus` is the status the
 * owner was last told about, so each transition mails once.
 */
export const destinationHealth = pgTable('destination_health', {
  codeId: integer('code_id')
    .primaryKey()
    .references(() => dynamicQrCodes.id, { onDelete: 'cascade' }),
  clientId: clientId(),
  destination: text('destination').notNull(),
  /** ok | redirected | broken */
  status: varchar('status', { length: 20 }).notNull(),
  httpStatus: integer('http_status'),
  finalUrl: text('final_url'),
  detail: text('detail'),
  checkedAt: timestamptz('checked_at').notNull(),
  brokenSince: timestamptz('broken_since'),
  notifiedStatus: varchar('notified_status', { length: 20 }),
});

/**
 * Codes waiting for the destination checker (migration 0033): queued when created or when the
 * destination changes, and every active code once per daily run. `queuedAt` tells a check that
 * ran on an older destination from a newer request (the row stays for the newer one).
 */
export const destinationCheckQueue = pgTable(
  'destination_check_queue',
  {
    codeId: integer('code_id')
      .primaryKey()
      .references(() => dynamicQrCodes.id, { onDelete: 'cascade' }),
    queuedAt: timestamptz('queued_at').notNull(),
  },
  (t) => [index('destination_check_queue_queued_idx').on(t.queuedAt)],
);
