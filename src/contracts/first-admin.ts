import { z } from 'zod';
import { accountEmailField, accountPasswordFields, accountPasswordsMatch } from './auth.js';

/**
 * The first admin of an install (issue 36 item 3): a one-time link printed in the server's start
 * log while no admin exists, or by `npm run admin -- <address>`. Following it makes an admin.
 */
export const FIRST_ADMIN_MESSAGES = {
  invalidLink:
    'This setup link does not work: it was already used, has expired (24 hours) or was never issued. Restart the server for a new one, or run `npm run admin -- you@example.com` on the server.',
  adminExists:
    'This server already has an administrator, so this setup link no longer works. Log in, or run `npm run admin -- you@example.com` on the server.',
  done: 'You are the administrator of this server now, and you are signed in.',
} as const;

/** The start log's line, before the link: `Set up the first admin: {PUBLIC_URL}/setup?token=…`. */
export const SETUP_LINE_PREFIX = 'Set up the first admin: ';

/** 32 random bytes in base64url: what every setup link carries (256 bits). */
export const setupTokenSchema = z
  .string({ error: FIRST_ADMIN_MESSAGES.invalidLink })
  .regex(/^[A-Za-z0-9_-]{43}$/, FIRST_ADMIN_MESSAGES.invalidLink);

/** POST /api/setup/link: what the link is for, before the form is shown. */
export const setupLinkRequestSchema = z.object({ token: setupTokenSchema });
export const setupLinkAnswerSchema = z.object({
  /** The address the link is for (`npm run admin -- <address>`), or null: the form asks. */
  address: z.string().nullable(),
});
export type SetupLinkAnswer = z.infer<typeof setupLinkAnswerSchema>;

/** POST /api/setup/admin: the link's token, the admin's address and new password. */
export const setupAdminRequestSchema = z
  .object({
    token: setupTokenSchema,
    email: accountEmailField,
    ...accountPasswordFields,
  })
  .refine(...accountPasswordsMatch);
export type SetupAdminRequest = z.input<typeof setupAdminRequestSchema>;
