import { integer, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';

/** The default white-label tenant: row 1 of `clients`, seeded by the first migration. */
export const DEFAULT_CLIENT_ID = 1;

/** UTC instant; read back as a JS Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** Tenant column every tenant-owned table carries. */
export const clientId = () =>
  integer('client_id')
    .notNull()
    .default(DEFAULT_CLIENT_ID)
    .references(() => clients.id);
