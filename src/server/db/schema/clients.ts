import {
  boolean,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// Defined here rather than imported from columns.ts, which imports this file (no import cycle).
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** White-label tenants. Row 1 is the default brand (seeded by a migration; never deleted). */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 255 }).notNull(),
    customDomain: varchar('custom_domain', { length: 255 }),
    subdomain: varchar('subdomain', { length: 100 }),
    logoUrl: text('logo_url'),
    primaryColor: varchar('primary_color', { length: 7 }).notNull().default('#3B82F6'),
    secondaryColor: varchar('secondary_color', { length: 7 }).notNull().default('#1E40AF'),
    customFavicon: text('custom_favicon'),
    removeBranding: boolean('remove_branding').notNull().default(false),
    customCss: text('custom_css'),
    /** sha256 hex of the API key; the key itself is shown once and never stored. */
    apiKeyHash: varchar('api_key_hash', { length: 64 }),
    /** The key's first characters, shown on the card once the key itself is gone. */
    apiKeyPrefix: varchar('api_key_prefix', { length: 16 }),
    apiKeyLastUsedAt: timestamptz('api_key_last_used_at'),
    /** The value the TXT record _qrshark.{customDomain} must hold; new for every domain. */
    domainToken: varchar('domain_token', { length: 64 }),
    /** Set when DNS showed the token; cleared when customDomain changes. Only verified domains are served. */
    domainVerifiedAt: timestamptz('domain_verified_at'),
    /** Why the last DNS check failed (null after success or before any check). */
    domainCheckMessage: text('domain_check_message'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_custom_domain_key').on(t.customDomain),
    uniqueIndex('clients_subdomain_key').on(t.subdomain),
    uniqueIndex('clients_api_key_hash_key').on(t.apiKeyHash),
  ],
);
