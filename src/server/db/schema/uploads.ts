import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { clientId, createdAt } from './columns.js';
import { users } from './users.js';
import { optionalWorkspaceColumn } from './workspaces.js';

export const UPLOAD_KINDS = ['logo', 'pdf', 'image'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Uploaded files. `id` is random (it appears in /pdf/{id}, /logo/{id} URLs), never sequential. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    clientId: clientId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null for an anonymous visitor's upload. */
    workspaceId: optionalWorkspaceColumn(),
    kind: varchar('kind', { length: 10, enum: UPLOAD_KINDS }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    /** bytes */
    byteSize: integer('byte_size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    title: varchar('title', { length: 255 }),
    description: text('description'),
    originalName: varchar('original_name', { length: 255 }),
    /** Relative to DATA_DIR. */
    storagePath: text('storage_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_user_id_idx').on(t.userId),
    index('uploads_workspace_idx').on(t.workspaceId),
    check('uploads_kind_check', sql`${t.kind} in ('logo', 'pdf', 'image')`),
  ],
);
