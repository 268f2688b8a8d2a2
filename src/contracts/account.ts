import { z } from 'zod';

/** Account settings texts (spec 001 §4, §5, §8), shared by the page and the API. */
export const ACCOUNT_MESSAGES = {
  nameUpdated: 'Name Updated',
  nameFailed: 'Failed to update name. Please try again.',
  nameTooLong: 'Use at most 100 characters.',
  deleted: 'Account Deleted',
  deletedDescription: 'You will now be logged out.',
  deleteFailed: 'Failed to delete account. Please try again.',
  deletePasswordRequired: 'Enter your password to confirm.',
  deletePasswordWrong: 'Your password is not correct.',
  deleteEmailMismatch: 'Type the e-mail address of this account exactly as shown.',
  sessionNotFound: 'That session has already ended.',
  tooManyExports: (wait: string) =>
    `You have downloaded your data several times recently. Please try again in ${wait}.`,
  verificationSent: 'We sent a new verification link. It works once, for 24 hours.',
  alreadyVerified: 'Your e-mail address is already verified.',
  verificationTooSoon: (wait: string) =>
    `We sent you a link a moment ago. Please check your inbox, or ask again in ${wait}.`,
  restoreFailed:
    'We found no deleted account for this address and password that can still be restored.',
  restoreAddressTaken:
    'A new account already uses this address, so the deleted one cannot be restored.',
  restored: 'Your account is restored. Welcome back.',
  addressHeldForRestore:
    'An account with this address was deleted less than 30 days ago. Restore it from the sign-in page, or register after it is removed for good.',
} as const;

/** Days a deleted account can be restored; its dynamic codes keep redirecting meanwhile. */
export const ACCOUNT_RESTORE_DAYS = 30;

const namePart = z.string().trim().max(100, ACCOUNT_MESSAGES.nameTooLong);

/** PUT /api/update-name: either part may be empty; both are trimmed. */
export const updateNameSchema = z.object({
  firstName: namePart.default(''),
  lastName: namePart.default(''),
});
export type UpdateNameValues = z.input<typeof updateNameSchema>;

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
  username: z.string().trim().toLowerCase().min(1, 'Username is required').max(255),
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
