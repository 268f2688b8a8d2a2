import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { LinkControls } from '../../../contracts/link-controls.js';
import { clientId, createdAt, timestamptz } from './columns.js';
import { uploads } from './uploads.js';
import { users } from './users.js';
import { workspaceColumn } from './workspaces.js';

/**
 * Saved static codes. `content` holds the type's fields (validated per qrType by the contracts
 * before storage) and `design` the style and frame settings, each as one JSON document.
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    /** Who made it (the workspace owns it). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    name: varchar('name', { length: 255 }).notNull().default(''),
    qrType: varchar('qr_type', { length: 20 }).notNull().default('url'),
    qrMode: varchar('qr_mode', { length: 10 }).notNull().default('static'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    design: jsonb('design').$type<Record<string, unknown>>().notNull().default({}),
    logoUploadId: text('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('qr_codes_user_created_idx').on(t.userId, t.createdAt),
    index('qr_codes_workspace_created_idx').on(t.workspaceId, t.createdAt),
  ],
);

/**
 * Dynamic codes: the printed code encodes {PUBLIC_URL}/d/{shortCode}, which redirects to
 * `destination`. `shortCode` is random and globally unique (the redirect knows no tenant).
 */
export const dynamicQrCodes = pgTable(
  'dynamic_qr_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    /** Who made it (the workspace owns it). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    name: varchar('name', { length: 255 }).notNull().default(''),
    shortCode: varchar('short_code', { length: 20 }).notNull(),
    destination: text('destination').notNull(),
    qrType: varchar('qr_type', { length: 20 }).notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    design: jsonb('design').$type<Record<string, unknown>>().notNull().default({}),
    logoUploadId: text('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Counted scans (bots, previews and HEAD requests excluded). */
    scanCount: bigint('scan_count', { mode: 'number' }).notNull().default(0),
    lastScannedAt: timestamptz('last_scanned_at'),
    /**
     * Counted scans stored without a scan_events row (free plan past its monthly detail limit).
     * Included in scanCount.
     */
    undetailedScanCount: bigint('undetailed_scan_count', { mode: 'number' }).notNull().default(0),
    /**
     * Human scans of `detailMonth` (a UTC month's first day) stored with a scan_events row: the
     * scan writer checks a plan's monthly detail limit against it (under the row lock) instead
     * of counting scan_events. Starts over when a scan of a later month is written.
     */
    detailMonth: date('detail_month', { mode: 'string' }),
    detailedInMonth: integer('detailed_in_month').notNull().default(0),
    isPaused: boolean('is_paused').notNull().default(false),
    pausedAt: timestamptz('paused_at'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
    /** Set when the owner's deleted account was purged: the short link answers 410. */
    retiredAt: timestamptz('retired_at'),
    /** Schedule, scan cap, fallback and smart rules (contracts/link-controls.ts); null = none. */
    linkControls: jsonb('link_controls').$type<LinkControls>(),
    /** argon2id PHC string of the scanner password; null = not protected. */
    linkPasswordHash: text('link_password_hash'),
    /** Human redirects counted against linkControls.maxScans, claimed one by one atomically. */
    cappedScans: integer('capped_scans').notNull().default(0),
    /** Wrong passwords entered by scanners, and when the last one was. */
    passwordRejections: integer('password_rejections').notNull().default(0),
    lastPasswordRejectionAt: timestamptz('last_password_rejection_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /**
     * Its folder (migration 0044; code_folders, ON DELETE SET NULL: deleting a folder never
     * deletes codes); null: in no folder. Not a Drizzle reference: code_folders references
     * this module's workspaces, declared after it.
     */
    folderId: integer('folder_id'),
    /**
     * What a search looks in, lower-cased (migration 0047, issue 40 item 9): name, destination,
     * short code and the content's JSON text, joined by U+0001. Kept by the database.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || E'\\x01' || destination || E'\\x01' || short_code || E'\\x01' || content::text)`,
    ),
  },
  (t) => [
    uniqueIndex('dynamic_qr_codes_short_code_key').on(t.shortCode),
    index('dynamic_qr_codes_workspace_folder_idx').on(t.workspaceId, t.folderId),
    index('dynamic_qr_codes_workspace_scans_idx').on(t.workspaceId, t.scanCount),
    index('dynamic_qr_codes_workspace_scanned_idx').on(t.workspaceId, t.lastScannedAt),
    index('dynamic_qr_codes_user_created_idx').on(t.userId, t.createdAt),
    index('dynamic_qr_codes_workspace_created_idx').on(t.workspaceId, t.createdAt),
    // Migration 0047 (issue 40 item 9): a workspace's live codes in the lists' default order.
    index('dynamic_qr_codes_workspace_live_idx')
      .on(t.workspaceId, t.isPaused, t.createdAt, t.id, t.clientId)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/**
 * Edit history of dynamic codes: one row per change of content or type (migration 0012).
 * `before` and `after` are the content documents; `changedFields` names the fields that differ
 * (and "qrType" when the type changed).
 */
export const dynamicQrCodeEdits = pgTable(
  'dynamic_qr_code_edits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    codeId: integer('code_id')
      .notNull()
      .references(() => dynamicQrCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromType: varchar('from_type', { length: 20 }).notNull(),
    toType: varchar('to_type', { length: 20 }).notNull(),
    changedFields: jsonb('changed_fields').$type<string[]>().notNull().default([]),
    before: jsonb('before').$type<Record<string, unknown>>().notNull().default({}),
    after: jsonb('after').$type<Record<string, unknown>>().notNull().default({}),
    /** Redirect destination before and after (migration 0021; null on older rows). */
    fromDestination: text('from_destination'),
    toDestination: text('to_destination'),
    createdAt: createdAt(),
  },
  (t) => [index('dynamic_qr_code_edits_code_created_idx').on(t.codeId, t.createdAt)],
);
