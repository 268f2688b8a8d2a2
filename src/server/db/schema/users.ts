import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '../../../contracts/i18n/locales.js';
import { clientId, createdAt, timestamptz } from './columns.js';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Accounts. `username` is the account's e-mail address, trimmed and lower-cased, and `email`
 * holds the same address: one identity per address, unique per client among live accounts (a
 * soft-deleted account frees its address). `emailVerified` is true once a mailed link was
 * followed (or Google vouched for the address); only then does ADMIN_EMAILS grant admin.
 * `passwordHash` is null for Google-only accounts.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    username: varchar('username', { length: 255 }).notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash'),
    /**
     * Set at a sign-in whose password is shorter than 8 characters or on the common-password
     * list (ASVS 6.2.1, 6.2.4): the app asks for a new one. Cleared whenever a password is set.
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    email: varchar('email', { length: 255 }),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** OpenID Connect `sub` from the Google issuer. */
    googleId: varchar('google_id', { length: 255 }),
    role: varchar('role', { length: 10, enum: USER_ROLES }).notNull().default('user'),
    /** Stripe Connect Express account that receives this seller's product sales. */
    stripeAccountId: varchar('stripe_account_id', { length: 100 }),
    /** 'pending' | 'ready' | 'restricted', from account.updated; null = not connected. */
    stripeAccountStatus: varchar('stripe_account_status', { length: 20 }),
    /**
     * The account's one trial (used once; it counts in the account's personal workspace). The
     * subscription is the workspace's (schema/workspaces.ts, migration 0040).
     */
    trialActivated: boolean('trial_activated').notNull().default(false),
    trialStartDate: timestamptz('trial_start_date'),
    trialEndDate: timestamptz('trial_end_date'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
    /** Set when the purge job removed the personal data of a deleted account (30 days on). */
    purgedAt: timestamptz('purged_at'),
    /**
     * The account's language (issue 42, migration 0048): one of contracts/i18n LOCALES, chosen
     * at sign-up from the browser and changed in account settings. Every mail to the account is
     * written in it.
     */
    locale: varchar('locale', { length: 5, enum: LOCALES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_purge_due_idx')
      .on(t.deletedAt)
      .where(sql`${t.isDeleted} = true and ${t.purgedAt} is null`),
    // The normalised address, so no write path can create a second account for it.
    uniqueIndex('users_client_address_key')
      .on(t.clientId, sql`lower(btrim(${t.username}))`)
      .where(sql`${t.isDeleted} = false`),
    uniqueIndex('users_client_google_id_key')
      .on(t.clientId, t.googleId)
      .where(sql`${t.isDeleted} = false`),
    index('users_client_email_idx').on(t.clientId, t.email),
    index('users_stripe_account_id_idx').on(t.stripeAccountId),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_username_normalised_check', sql`${t.username} = lower(btrim(${t.username}))`),
    check('users_email_is_username_check', sql`${t.email} is null or ${t.email} = ${t.username}`),
    check('users_locale_check', sql`${t.locale} in ('en', 'es', 'de', 'fr', 'pt')`),
  ],
);

/**
 * Server-side sessions. `id` is the sha256 hex of the cookie token, so a database leak gives
 * no usable cookie. Valid while now < expires_at (idle, slides) and now < absolute_expires_at.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    absoluteExpiresAt: timestamptz('absolute_expires_at').notNull(),
    userAgent: varchar('user_agent', { length: 512 }),
    /**
     * The workspace whose company sign-in made this session (migration 0041); null for every
     * other way in (password, Google, a mailed link).
     */
    companyWorkspaceId: integer('company_workspace_id'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);
