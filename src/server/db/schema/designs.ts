import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { KitDesign } from '../../../contracts/designs.js';
import { clientId, createdAt, timestamptz } from './columns.js';
import { users } from './users.js';
import { workspaceColumn } from './workspaces.js';

/**
 * Brand kits (migration 0043, issue 40 item 4): a workspace's named designs, names unique in it,
 * at most one its default (`is_default`). Codes made with a kit copy its design into their own
 * row, so nothing here is referenced by a code.
 */
export const designKits = pgTable(
  'design_kits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    workspaceId: workspaceColumn(),
    name: varchar('name', { length: 80 }).notNull(),
    design: jsonb('design').$type<KitDesign>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('design_kits_workspace_name_key').on(t.workspaceId, t.name),
    uniqueIndex('design_kits_workspace_default_key')
      .on(t.workspaceId)
      .where(sql`${t.isDefault}`),
  ],
);
