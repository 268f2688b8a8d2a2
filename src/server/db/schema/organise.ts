import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clientId, createdAt } from './columns.js';
import { dynamicQrCodes } from './qr-codes.js';
import { workspaceColumn } from './workspaces.js';

/**
 * Folders of dynamic codes (migration 0044, issue 40 item 1): a code is in at most one
 * (dynamic_qr_codes.folder_id, set null when the folder is deleted). Names are unique per
 * workspace in any case.
 */
export const codeFolders = pgTable(
  'code_folders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    workspaceId: workspaceColumn(),
    name: varchar('name', { length: 60 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('code_folders_workspace_name_key').on(t.workspaceId, sql`lower(${t.name})`)],
);

/** Tags of dynamic codes (migration 0044): a name unique per workspace and a colour. */
export const codeTags = pgTable(
  'code_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    workspaceId: workspaceColumn(),
    name: varchar('name', { length: 40 }).notNull(),
    /** One of contracts/organise TAG_COLOURS. */
    colour: varchar('colour', { length: 10 }).notNull().default('grey'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('code_tags_workspace_name_key').on(t.workspaceId, sql`lower(${t.name})`)],
);

/** Which tags a dynamic code has (both sides cascade). */
export const dynamicCodeTags = pgTable(
  'dynamic_code_tags',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => dynamicQrCodes.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => codeTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'dynamic_code_tags_pk', columns: [t.codeId, t.tagId] }),
    index('dynamic_code_tags_tag_idx').on(t.tagId, t.codeId),
  ],
);
