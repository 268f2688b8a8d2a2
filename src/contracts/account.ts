import { LOCALES } from './i18n/locales.js';
import { z } from 'zod';

export { ACCOUNT_MESSAGES, ACCOUNT_RESTORE_DAYS } from './account-messages.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH } from './auth.js';

const namePart = z.string().trim().max(100, ACCOUNT_MESSAGES.nameTooLong);

/** PUT /api/update-name: either part may be empty; both are trimmed. */
export const updateNameSchema = z.object({
  firstName: namePart.default(''),
  lastName: namePart.default(''),
});
export type UpdateNameValues = z.input<typeof updateNameSchema>;

/** PUT /api/account/locale: the account's language, for the app and every mail sent to it. */
export const updateLocaleSchema = z.object({
  locale: z.enum(LOCALES, { error: 'Choose one of the five languages.' }),
});
export type UpdateLocaleValues = z.infer<typeof updateLocaleSchema>;

/**
 * POST /api/delete-account: an account with a password confirms with it; a Google-only
 * account types its e-mail address instead.
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(256).optional(),
  email: z.string().trim().toLowerCase().max(255).optional(),
});
export type DeleteAccountValues = z.input<typeof deleteAccountSchema>;

/** POST /api/restore-account: the deleted account's address and password. */
export const restoreAccountSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, 'Email is required').max(255),
  password: z.string().min(1, 'Password is required').max(256),
});

/** One signed-in session as GET /api/sessions lists it. */
export const sessionInfoSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const sessionListSchema = z.object({ sessions: z.array(sessionInfoSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

/** Session ids in URLs: the public id is a short hash, never the stored id. */
export const sessionIdParams = z.object({ id: z.string().regex(/^[a-f0-9]{16}$/) });

/**
 * POST /api/account/email: the new address, and the current password (accounts without one,
 * Google-only, need a recent sign-in instead).
 */
export const changeEmailSchema = z.object({
  newEmail: z
    .string({ error: AUTH_MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .email(AUTH_MESSAGES.invalidEmail)
    .max(255, AUTH_MESSAGES.invalidEmail),
  password: z.string().max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong).optional(),
});
export type ChangeEmailValues = z.input<typeof changeEmailSchema>;

/** POST /api/confirm-email-change: the token from the link mailed to the new address. */
export const confirmEmailChangeSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.invalidEmailChangeLink })
    .regex(/^[A-Za-z0-9_-]{43}$/, ACCOUNT_MESSAGES.invalidEmailChangeLink),
});
