import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  varchar,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { clientId, createdAt } from './columns.js';
import { dynamicQrCodes, qrCodes } from './qr-codes.js';
import { users } from './users.js';

/** Columns shared by generation and download events. No raw IP addresses are stored. */
function eventColumns() {
  return {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    qrCodeId: integer('qr_code_id').references(() => qrCodes.id, { onDelete: 'set null' }),
    dynamicQrCodeId: integer('dynamic_qr_code_id').references(() => dynamicQrCodes.id, {
      onDelete: 'set null',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Anonymous id the browser keeps locally. */
    sessionId: varchar('session_id', { length: 100 }),
    qrType: varchar('qr_type', { length: 20 }),
    qrContent: text('qr_content'),
    userAgent: varchar('user_agent', { length: 512 }),
    referrerHost: varchar('referrer_host', { length: 255 }),
    createdAt: createdAt(),
  } satisfies Record<string, PgColumnBuilderBase>;
}

export const qrGenerations = pgTable(
  'qr_generations',
  {
    ...eventColumns(),
    foregroundColor: varchar('foreground_color', { length: 20 }),
    backgroundColor: varchar('background_color', { length: 20 }),
    hasLogo: boolean('has_logo').notNull().default(false),
    isDynamic: boolean('is_dynamic').notNull().default(false),
  },
  (t) => [
    index('qr_generations_user_created_idx').on(t.userId, t.createdAt),
    index('qr_generations_client_created_idx').on(t.clientId, t.createdAt),
  ],
);

export const qrDownloads = pgTable(
  'qr_downloads',
  {
    ...eventColumns(),
    foregroundColor: varchar('foreground_color', { length: 20 }),
    backgroundColor: varchar('background_color', { length: 20 }),
    hasLogo: boolean('has_logo').notNull().default(false),
    /** png, svg, pdf, ... */
    downloadType: varchar('download_type', { length: 10 }).notNull().default('png'),
  },
  (t) => [
    index('qr_downloads_user_created_idx').on(t.userId, t.createdAt),
    index('qr_downloads_client_created_idx').on(t.clientId, t.createdAt),
  ],
);
