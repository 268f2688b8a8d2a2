import { z } from 'zod';

/**
 * Personal API keys of the public REST API (issue 19 item 1): the account settings form and the
 * /api/account/api-keys routes share these schemas and messages.
 */

export const API_KEY_SCOPES = ['read', 'read-write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so secret scanners and people recognise it. */
export const API_KEY_PREFIX = 'qrs_';

/** Live (not revoked) keys one user may hold at a time. */
export const MAX_API_KEYS = 25;

export const API_KEY_MESSAGES = {
  name: 'Name the key (at most 80 characters)',
  scope: 'Choose read or read-write',
  expiry: 'Choose an expiry date in the future, or none',
  limit: 'You can have at most 25 active API keys. Revoke one to create another.',
  notFound: 'API key not found',
  missing: 'Send an API key as "Authorization: Bearer qrs_...".',
  invalid: 'This API key is not valid: it is unknown, revoked or expired.',
  readOnly: 'This API key can only read. Create a read-write key to make changes.',
  viewerMaker:
    'This API key can only read: the member who made it is a viewer in its workspace now. Ask a workspace admin for the editor role, or use a key made by an editor.',
} as const;

/** POST /api/account/api-keys. `expiresAt`: ISO date-time, or null/absent for none. */
export const createApiKeySchema = z
  .object({
    name: z
      .string({ message: API_KEY_MESSAGES.name })
      .trim()
      .min(1, { message: API_KEY_MESSAGES.name })
      .max(80, { message: API_KEY_MESSAGES.name }),
    scope: z.enum(API_KEY_SCOPES, { message: API_KEY_MESSAGES.scope }),
    expiresAt: z.iso
      .datetime({ offset: true, message: API_KEY_MESSAGES.expiry })
      .nullable()
      .optional(),
  })
  .strict();
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

/** A key as listed to its owner afterwards: never the secret. Times are ISO strings (UTC). */
export const apiKeyViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's first characters, e.g. "qrs_AbC12345". */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

/** The answer to a create: the only time the whole key is shown. */
export const createdApiKeySchema = apiKeyViewSchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
