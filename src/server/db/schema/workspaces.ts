import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { WORKSPACE_ROLE_ORDER } from '../../../contracts/workspaces.js';
import { clientId, createdAt, timestamptz } from './columns.js';
import { users } from './users.js';

/**
 * Workspaces (migration 0039, issue 39): what users make (codes, uploads, API keys, webhooks,
 * UTM presets, bulk runs, payment products) belongs to one, inside one white-label client.
 * Every user has one personal workspace (`personal`, made with the account, never deleted on
 * its own); a deleted workspace keeps its row (`deleted_at`) so its codes' short links answer
 * "removed".
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientId(),
    name: varchar('name', { length: 100 }).notNull(),
    personal: boolean('personal').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deletedAt: timestamptz('deleted_at'),
    /** Premium is per workspace (migration 0040): its Stripe customer, made at its first checkout. */
    stripeCustomerId: varchar('stripe_customer_id', { length: 100 }),
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 100 }),
    /** 'free', 'active' (Premium) or 'past_due' (Premium; the card needs fixing). */
    subscriptionStatus: varchar('subscription_status', { length: 50 }).notNull().default('free'),
  },
  (t) => [
    index('workspaces_stripe_customer_idx').on(t.stripeCustomerId),
    index('workspaces_stripe_subscription_idx').on(t.stripeSubscriptionId),
    uniqueIndex('workspaces_personal_key')
      .on(t.createdBy)
      .where(sql`${t.personal} = true`),
  ],
);

/** Who belongs to a workspace, with which role. Removing the row takes effect at once. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10, enum: WORKSPACE_ROLE_ORDER }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_idx').on(t.userId),
    check('workspace_members_role_check', sql`${t.role} in ('owner', 'admin', 'editor', 'viewer')`),
  ],
);

/**
 * Invitations by mail: `tokenHash` is the sha256 hex of the link's token (the token itself is
 * only in the mail). Pending while not accepted, not revoked and before `expiresAt` (7 days).
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The invited address, trimmed and lower-cased. */
    email: varchar('email', { length: 255 }).notNull(),
    role: varchar('role', { length: 10, enum: WORKSPACE_ROLE_ORDER }).notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('workspace_invitations_token_hash_key').on(t.tokenHash),
    uniqueIndex('workspace_invitations_pending_key')
      .on(t.workspaceId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check(
      'workspace_invitations_role_check',
      sql`${t.role} in ('owner', 'admin', 'editor', 'viewer')`,
    ),
  ],
);

/**
 * The audit trail of a workspace: who (the actor's id and address at the time), what
 * (`action`, its target, and for changes the values before and after), when, and from where
 * (the network the request came from, as a truncated prefix: no full IP address is kept, and
 * the browser or API client). Kept one year.
 */
export const workspaceAudit = pgTable(
  'workspace_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: varchar('actor_email', { length: 255 }),
    /** 'web' (a signed-in session) or 'api' (an API key). */
    via: varchar('via', { length: 10 }).notNull().default('web'),
    action: varchar('action', { length: 60 }).notNull(),
    targetKind: varchar('target_kind', { length: 30 }),
    targetId: varchar('target_id', { length: 64 }),
    targetLabel: varchar('target_label', { length: 255 }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    fromNetwork: varchar('from_network', { length: 64 }),
    fromAgent: varchar('from_agent', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('workspace_audit_workspace_created_idx').on(t.workspaceId, t.createdAt)],
);

/** The workspace an owned row belongs to (codes, keys, webhooks, presets, bulk runs). */
export const workspaceColumn = () =>
  integer('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** The same for rows that may have no workspace (an anonymous visitor's upload). */
export const optionalWorkspaceColumn = () =>
  integer('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' });
