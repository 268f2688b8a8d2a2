import { z } from 'zod';

/**
 * Company sign-in (issue 39 item 7): a workspace's OpenID Connect issuer for an e-mail domain.
 * The workspace page's "Company sign-in" section, the sign-in page's "Sign in with your company"
 * and the /api/workspaces/{id}/sign-in and /api/auth/company routes share these.
 */

/** Where every issuer sends the browser back (register it with the issuer as the redirect URI). */
export const COMPANY_CALLBACK_PATH = '/auth/company/callback';

/** The DNS label under the domain whose TXT record proves it: `_qrshark-sign-in.{domain}`. */
export const COMPANY_VERIFY_LABEL = '_qrshark-sign-in';

/**
 * Public mail services: nobody proves a company by an address there, so none may be claimed as a
 * company's domain (one address at gmail.com does not make its owner everyone's sign-in).
 */
export const PUBLIC_MAIL_DOMAINS: readonly string[] = [
  '126.com',
  '163.com',
  'aol.com',
  'fastmail.com',
  'gmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'googlemail.com',
  'hey.com',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'mac.com',
  'mail.com',
  'mail.ru',
  'me.com',
  'msn.com',
  'outlook.com',
  'pm.me',
  'proton.me',
  'protonmail.com',
  'qq.com',
  'tutanota.com',
  'web.de',
  'yahoo.co.uk',
  'yahoo.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
];

export const COMPANY_SIGN_IN_MESSAGES = {
  issuer: 'Enter the issuer URL your identity provider gives you (https://…).',
  clientId: 'Enter the client ID (1 to 255 characters).',
  clientSecret: 'Enter the client secret (1 to 1,000 characters).',
  secretNeeded: 'Enter the client secret: none is stored yet.',
  domain: 'Enter an e-mail domain such as example.com (no @, no spaces).',
  publicDomain: (domain: string) =>
    `${domain} is a public mail service: anyone can have an address there, so it cannot be a company’s sign-in domain.`,
  notYourDomain: (domain: string) =>
    `Your own proven address must be at ${domain} to claim it. Change your address or choose your own domain.`,
  domainTaken: (domain: string) => `${domain} already has company sign-in in another workspace.`,
  discoveryFailed: (why: string) =>
    `We could not read the issuer’s OpenID Connect configuration (${why}). Check the issuer URL.`,
  signInFirst:
    'Sign in through this company sign-in once (log out, then “Sign in with your company”) before requiring it, so a wrong setting cannot lock everyone out.',
  notConfigured: 'This workspace has no company sign-in.',
  verifyFirst: (domain: string) =>
    `Verify ${domain} (its DNS TXT record) before requiring company sign-in.`,
  notActive: (domain: string) =>
    `Company sign-in for ${domain} is not active yet: its owner has not verified the domain. Log in with your password or Google instead.`,
  notMember: (email: string) =>
    `An account for ${email} already exists and is not a member of the workspace that set up this company sign-in. Sign in as you usually do, and ask the workspace’s admin for an invitation.`,
  noCompany: (domain: string) =>
    `${domain} has no company sign-in here. Log in with your password or Google instead.`,
  email: 'Enter your work e-mail address.',
  required:
    'Your company requires you to sign in through its own sign-in page. Use “Sign in with your company” with your work address.',
  unavailable: 'We could not reach your company’s sign-in right now. Please try again in a moment.',
  gone: 'This company sign-in was removed or changed meanwhile. Please try again.',
  failed: 'Company sign-in could not be completed. Please try again.',
  emailMissing: 'Your company’s sign-in did not share an e-mail address, so we cannot sign you in.',
  outsideDomain: (domain: string, email: string) =>
    `This company sign-in is for addresses at ${domain}; it vouched for ${email}.`,
  emailUnverified:
    'Your company’s sign-in has not verified this e-mail address, so we cannot sign you in.',
  accountChanged: 'This account changed while you were signing in. Please try again.',
} as const;

const domainPattern = /^(?=.{3,255}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** PUT /api/workspaces/{id}/sign-in. `clientSecret` may be left out to keep the stored one. */
export const companySignInInputSchema = z.object({
  issuer: z
    .string({ message: COMPANY_SIGN_IN_MESSAGES.issuer })
    .trim()
    .max(500, { message: COMPANY_SIGN_IN_MESSAGES.issuer })
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), {
      message: COMPANY_SIGN_IN_MESSAGES.issuer,
    }),
  clientId: z
    .string({ message: COMPANY_SIGN_IN_MESSAGES.clientId })
    .trim()
    .min(1, { message: COMPANY_SIGN_IN_MESSAGES.clientId })
    .max(255, { message: COMPANY_SIGN_IN_MESSAGES.clientId }),
  clientSecret: z
    .string({ message: COMPANY_SIGN_IN_MESSAGES.clientSecret })
    .min(1, { message: COMPANY_SIGN_IN_MESSAGES.clientSecret })
    .max(1000, { message: COMPANY_SIGN_IN_MESSAGES.clientSecret })
    .optional(),
  domain: z
    .string({ message: COMPANY_SIGN_IN_MESSAGES.domain })
    .trim()
    .toLowerCase()
    .regex(domainPattern, { message: COMPANY_SIGN_IN_MESSAGES.domain }),
  required: z.boolean().default(false),
});
export type CompanySignInInput = z.input<typeof companySignInInputSchema>;

/** GET/PUT answer: the secret itself is never sent back. */
export const companySignInSchema = z.object({
  configured: z.literal(true),
  issuer: z.string(),
  clientId: z.string(),
  hasSecret: z.literal(true),
  domain: z.string(),
  required: z.boolean(),
  /** The TXT record that proves the domain (name and value to add at the DNS provider). */
  verifyRecord: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }),
  /** When the record was found (ISO time); null: not verified, nobody signs in through it yet. */
  domainVerifiedAt: z.string().nullable(),
  /** The redirect URI to register with the issuer. */
  redirectUri: z.string(),
  updatedAt: z.string(),
});
export const companySignInAbsentSchema = z.object({
  configured: z.literal(false),
  redirectUri: z.string(),
});
export const companySignInStateSchema = z.union([companySignInSchema, companySignInAbsentSchema]);
export type CompanySignInState = z.infer<typeof companySignInStateSchema>;

/** POST /api/auth/company: the work address; answers where to send the browser. */
export const companyStartSchema = z.object({
  email: z
    .string({ message: COMPANY_SIGN_IN_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(255, { message: COMPANY_SIGN_IN_MESSAGES.email })
    .regex(/^[^\s@]+@[^\s@]+$/, { message: COMPANY_SIGN_IN_MESSAGES.email }),
});
export const companyStartAnswerSchema = z.object({ url: z.string() });
