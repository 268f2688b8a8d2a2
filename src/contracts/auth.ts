import { LOCALES } from './i18n/locales.js';
import { z } from 'zod';

/** Validation texts for sign-in and registration (spec 001 §5). Used by the forms and the API. */
export const AUTH_MESSAGES = {
  usernameRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  /** ASVS 5.0 6.2.4: the new password is on the server's list of common or leaked passwords. */
  passwordTooCommon:
    'This password is on a list of common or leaked passwords, so it is easy to guess. Please choose another one.',
  passwordTooLong: 'Password must be at most 256 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  invalidCredentials: 'Invalid email or password',
  registrationFailed: 'Failed to create account',
  usernameTaken: 'An account with this email already exists',
  tooManyAttempts: 'Too many failed log-in attempts. Please wait and try again.',
  /** Registration: `email`, when sent, must be the same address as `username`. */
  emailMustMatchUsername: 'Your email is your username: enter the same address in both.',
  tooManyRegistrations: (wait: string) =>
    `Too many accounts were created from your network. Please try again in ${wait}.`,
  tooManyMails: (wait: string) =>
    `Several links were made for this address recently: the latest one works. Please use it, or try again in ${wait}.`,
  emailVerified: 'Your e-mail address is verified.',
  invalidVerificationLink:
    'This verification link is invalid, was already used or has expired. Log in and ask for a new one.',
  /** Confirming from a browser not signed in to the account: the prover sets its password. */
  verificationPasswordRequired:
    'Choose a password for this account: the one set when it was created stops working.',
  /** "This was not me" on the verification page. */
  verificationDeclined: (address: string) =>
    `The account for ${address} was deleted. Nothing else was changed; you can ignore any further e-mail about it.`,
  passwordResetSent:
    'If an account exists for that address, we sent a link to set a new password. It works once, for 1 hour.',
} as const;

/** Change-password texts (spec 001 §5), shared by the dialog and PUT /api/change-password. */
export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  currentWrong: 'Current password is incorrect',
  newTooShort: 'Password must be at least 8 characters',
  confirmRequired: 'Please confirm your new password',
  mismatch: "Passwords don't match",
  changed: 'Your password is changed. Other devices were logged out.',
  /** A Google-only account has no current password: it sets one instead. */
  noPasswordYet: 'This account has no password yet. Use "Set a password" instead.',
  /** Set-a-password for a Google-only account needs a sign-in in the last 10 minutes. */
  signInAgain:
    'For your safety, setting a password needs a recent log-in. Log in with Google again, then set it within 10 minutes.',
  alreadyHasPassword: 'This account already has a password. Use "Change Password" instead.',
  passwordAdded: 'Your password is set. You can now also log in with your e-mail and password.',
} as const;

/** How recent a sign-in must be for steps that need no current password (Google-only accounts). */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/**
 * ASVS 5.0 6.2.1 (spec 001 §9 said 6). Existing shorter passwords still sign in, and their
 * accounts are asked to change them (`passwordChangeRequired`).
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound keeps hashing cost bounded for hostile input. */
export const PASSWORD_MAX_LENGTH = 256;

/** An account's e-mail address as registration and the first-admin setup take it. */
export const accountEmailField = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .email(AUTH_MESSAGES.invalidEmail)
  .max(255);

/** A new account's password and its confirmation (registration, the first-admin setup). */
export const accountPasswordFields = {
  password: z
    .string({ error: AUTH_MESSAGES.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  confirmPassword: z
    .string({ error: AUTH_MESSAGES.confirmRequired })
    .min(1, AUTH_MESSAGES.confirmRequired),
};

/** The refinement pairing accountPasswordFields: the confirmation matches, else its message. */
export const accountPasswordsMatch: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (v) => v.password === v.confirmPassword,
  { message: AUTH_MESSAGES.passwordsDontMatch, path: ['confirmPassword'] },
];

export const loginRequestSchema = z.object({
  username: z
    .string({ error: AUTH_MESSAGES.usernameRequired })
    .trim()
    .min(1, AUTH_MESSAGES.usernameRequired)
    .max(255),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * POST /api/register. The address is the username: `email` may be left out (it is then the
 * username) and, when sent, must be the same address (compared trimmed and lower-cased).
 */
export const registerRequestSchema = z
  .object({
    username: accountEmailField,
    email: accountEmailField.optional(),
    ...accountPasswordFields,
    firstName: z.string().trim().max(100).optional().default(''),
    lastName: z.string().trim().max(100).optional().default(''),
    /**
     * The browser's language tag (`navigator.language`, e.g. "pt-BR"): the account's language
     * when it is one of the five (by its primary subtag), else English.
     */
    locale: z.string().max(35).optional(),
  })
  .refine(...accountPasswordsMatch)
  .refine((v) => v.email === undefined || v.email === v.username, {
    message: AUTH_MESSAGES.emailMustMatchUsername,
    path: ['email'],
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The token of a mailed verification link. */
const verificationToken = z
  .string({ error: AUTH_MESSAGES.invalidVerificationLink })
  .regex(/^[A-Za-z0-9_-]{43}$/, AUTH_MESSAGES.invalidVerificationLink);

/**
 * POST /api/verify-email/check (what the link confirms; changes nothing) and POST
 * /api/verify-email/decline ("this was not me": deletes the unproven account).
 */
export const verificationLinkSchema = z.object({ token: verificationToken });

/** POST /api/verify-email/check: the account the link confirms. */
export const verificationLinkInfoSchema = z.object({
  /** The account's address (the link only works while the account has it). */
  address: z.string(),
  /** When the account was created (ISO 8601). */
  createdAt: z.string(),
  /**
   * True when the request came with a session of this very account: the same browser holds the
   * account's sign-in and the mailed link, so confirming keeps everything. Otherwise the prover
   * chooses the account's password and the account is handed over (see handOverSchema).
   */
  signedInAsAccount: z.boolean(),
});
export type VerificationLinkInfo = z.infer<typeof verificationLinkInfoSchema>;

/** POST /api/password-reset: mails a set-password link if the address has an account. */
export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .email(AUTH_MESSAGES.invalidEmail)
    .max(255),
});

/** The user as the API returns it: never a password hash or other internal field. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  /** True once the address was proven by a followed link (or Google vouched for it). */
  emailVerified: z.boolean(),
  /** True for an account that signs in with Google only (it has set no password yet). */
  googleOnly: z.boolean(),
  /**
   * True when the password last used to sign in is shorter than PASSWORD_MIN_LENGTH or on the
   * common-password list: the app asks the user to change it. Cleared when a password is set.
   */
  passwordChangeRequired: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  subscriptionStatus: z.string(),
  googleId: z.string().nullable(),
  clientId: z.number().int(),
  createdAt: z.string(),
  /** The account's language (one of the five): the app's and every mail's. */
  locale: z.enum(LOCALES),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The new password and its confirmation, as the change and set-a-password forms take them. */
const newPasswordFields = {
  newPassword: z
    .string({ error: CHANGE_PASSWORD_MESSAGES.newTooShort })
    .min(PASSWORD_MIN_LENGTH, CHANGE_PASSWORD_MESSAGES.newTooShort)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  confirmPassword: z
    .string({ error: CHANGE_PASSWORD_MESSAGES.confirmRequired })
    .min(1, CHANGE_PASSWORD_MESSAGES.confirmRequired),
};
const confirmationMatches: [
  (v: { newPassword: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (v) => v.newPassword === v.confirmPassword,
  { message: CHANGE_PASSWORD_MESSAGES.mismatch, path: ['confirmPassword'] },
];

/** POST /api/change-password: the dialog's form, checked the same on both sides. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: CHANGE_PASSWORD_MESSAGES.currentRequired })
      .min(1, CHANGE_PASSWORD_MESSAGES.currentRequired)
      .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
    ...newPasswordFields,
  })
  .refine(...confirmationMatches);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/**
 * POST /api/verify-email: the token, and (unless the browser is signed in to the account the
 * link confirms) the password the prover chooses for it, with its confirmation.
 */
export const verifyEmailRequestSchema = z
  .object({
    token: verificationToken,
    newPassword: newPasswordFields.newPassword.optional(),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.newPassword === undefined || v.newPassword === v.confirmPassword, {
    message: CHANGE_PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

/**
 * What proving the address did to an account someone may have set up before (the prover was
 * not signed in to it): every session ended, every API key revoked, every webhook removed; its
 * dynamic codes keep redirecting (a printed code never goes dark), so they are listed for the
 * new holder to check.
 */
export const handOverSchema = z.object({
  endedSessions: z.number().int(),
  revokedApiKeys: z.number().int(),
  /** The URLs of the removed webhook endpoints. */
  removedWebhooks: z.array(z.string()),
  dynamicCodes: z.object({
    /** How many live dynamic codes the account has; `codes` holds the newest 50. */
    total: z.number().int(),
    codes: z.array(
      z.object({
        name: z.string(),
        shortCode: z.string(),
        destination: z.string(),
        isPaused: z.boolean(),
      }),
    ),
  }),
});
export type HandOver = z.infer<typeof handOverSchema>;

/** POST /api/verify-email's answer: `handOver` is null when the account's own session confirmed. */
export const verifyEmailAnswerSchema = z.object({
  message: z.string(),
  user: publicUserSchema,
  handOver: handOverSchema.nullable(),
});
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswerSchema>;

/**
 * POST /api/account/password: a Google-only account sets its first password (no current one;
 * the session must be a recent sign-in). Same rules as registration.
 */
export const addPasswordSchema = z.object(newPasswordFields).refine(...confirmationMatches);
export type AddPasswordValues = z.infer<typeof addPasswordSchema>;

/** GET /api/auth-providers: the sign-in providers this server has configured (issue 37 item 10). */
export const AUTH_PROVIDERS_PATH = '/api/auth-providers';

export const authProvidersSchema = z.object({
  /** True when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set: "Log in with Google" works. */
  google: z.boolean(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;
