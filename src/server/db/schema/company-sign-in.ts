import { boolean, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clientId, createdAt, timestamptz } from './columns.js';
import { users } from './users.js';
import { workspaces } from './workspaces.js';

/**
 * Company sign-in (OpenID Connect) of a workspace (migration 0041, issue 39 item 7): at most one
 * per workspace. `domain` (lower-case) is unique within the white-label client: one domain, one
 * workspace. The client secret is stored only encrypted (`lib/secret-box.ts`, AES-256-GCM with a
 * key derived from the app secret, bound to the workspace id). The domain is proven by DNS: a TXT
 * record `_qrshark-sign-in.{domain}` holding `domainToken`; until `domainVerifiedAt` is set nobody
 * signs in through it and it cannot be required (a new or changed domain gets a new token and
 * starts unverified). With `required`, members of the
 * workspace whose address is in `domain` sign in only through it (auth's session lookup refuses
 * their other sessions).
 */
export const companySignIn = pgTable(
  'company_sign_in',
  {
    workspaceId: integer('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    clientId: clientId(),
    issuer: varchar('issuer', { length: 500 }).notNull(),
    oidcClientId: varchar('oidc_client_id', { length: 255 }).notNull(),
    clientSecretSealed: text('client_secret_sealed').notNull(),
    domain: varchar('domain', { length: 255 }).notNull(),
    domainToken: varchar('domain_token', { length: 100 }).notNull(),
    domainVerifiedAt: timestamptz('domain_verified_at'),
    required: boolean('required').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_sign_in_client_domain_key').on(t.clientId, t.domain)],
);
