import { z } from 'zod';
import { checkDestination, DESTINATION_MESSAGES, hasControlCharacters } from './destination.js';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.js';
import { QR_CONTENT_MESSAGES, QR_TYPES, webUrlSchema, type QrType } from './qr-content.js';
import { countOf } from './plural.js';

/**
 * Saved and dynamic codes, trial and plan limits (spec 000 §3, §5, §7, §8, §9).
 * Shapes of /api/qrcodes*, /api/dynamic-qrcodes*, /api/trial-status and /api/activate-trial.
 */
export const DYNAMIC_MESSAGES = {
  limitReachedTitle: 'Dynamic QR Code limit reached',
  limitReached: (limit: number) =>
    `You have reached your limit of ${countOf(limit, 'dynamic QR code')}. Please upgrade to create more.`,
  savedLimitReached: (limit: number) =>
    `You have reached your limit of ${countOf(limit, 'saved QR code')}. Please upgrade or delete a code to save more.`,
  trialEmailRequired: 'Please enter your email address to activate your free trial.',
  trialEmailRequiredTitle: 'Email Required',
  trialActivationFailed: 'Failed to activate free trial. Please try again.',
  trialAlreadyUsed: 'You have already used your free trial.',
  /** The answer to a signed-out trial request, the same whether or not the address has an account. */
  trialCheckEmailTitle: 'Check your e-mail',
  trialCheckEmail:
    'We sent a link to that address. Follow it within 24 hours to set your password and start your free trial.',
  trialActivatedTitle: 'Free Trial Activated!',
  trialActivated: '3 days of premium features unlocked',
  notFound: 'QR code not found',
  invalidPasswordLink: 'This link is invalid or has expired.',
  passwordSet: 'Your password is set and you are signed in.',
  /** Too many trial requests for one address or from one network. */
  trialTooMany: (wait: string) =>
    `Too many trial requests for now: the latest link works. Please use it, or try again in ${wait}.`,
} as const;

/** Plan limits (spec 000 §1, §9): the server is the authority; clients read trial-status. */
export const PLAN_LIMITS = {
  free: { dynamic: 1, saved: 20, detailedScansPerMonth: 100 },
  trial: { dynamic: 12, saved: 20 },
  trialDays: 3,
} as const;

/**
 * A dynamic code's destination: an http(s) URL (the spec's messages; a bare host gets https://),
 * which must then pass the redirect's own rule (contracts/destination.ts: no credentials, no
 * control characters, at most 2048 characters serialised), so the API refuses exactly what a
 * scan would be refused, with the same message. Control characters are checked on the text as
 * typed (the URL parser would silently drop a pasted CR/LF, so what is stored would differ from
 * what was typed). Leading and trailing whitespace is trimmed.
 */
export const destinationSchema = z
  .string({ error: QR_CONTENT_MESSAGES.urlRequired })
  .refine((value) => !hasControlCharacters(value.trim()), DESTINATION_MESSAGES.control)
  .pipe(webUrlSchema)
  .transform((url, ctx) => {
    const check = checkDestination(url);
    if (check.ok) return url;
    ctx.addIssue({ code: 'custom', message: check.message });
    return z.NEVER;
  });

/** PUT /api/dynamic-qrcodes/{id} { destination }: http(s) only, the spec's messages. */
export const editDestinationSchema = z.object({ destination: destinationSchema });

/**
 * POST /api/dynamic-qrcodes, besides the design fields (contracts/design) and `logoId` (JSON)
 * or `logoFile` (multipart). `qrData` is the type's content fields (an object, or its JSON text
 * in multipart); for qrType url the content is the destination itself.
 */
export const createDynamicMetaSchema = z.object({
  /** Required for url codes; other types derive it from their content (see LINK_TYPES). */
  destination: destinationSchema.optional(),
  name: z
    .string()
    .trim()
    .max(255, 'Name must be at most 255 characters')
    .nullish()
    .transform((v) => v ?? ''),
  qrType: z
    .enum(QR_TYPES as unknown as [QrType, ...QrType[]], { error: 'Choose a QR code type' })
    .default('url'),
});

/**
 * Dynamic types whose short link redirects (spec 000 §1): the destination is the content's web
 * address (url, social, ratings, apps), the maps link of a location, or our payment page. Every
 * other type is content, shown on a hosted page at /d/{shortCode} (issue 25).
 */
export const LINK_TYPES: readonly QrType[] = [
  'url',
  'social',
  'ratings',
  'apps',
  'location',
  'payment',
];

export function isHostedType(qrType: string): boolean {
  return (QR_TYPES as readonly string[]).includes(qrType) && !LINK_TYPES.includes(qrType as QrType);
}

/** Texts of editing a dynamic code's content and type. */
export const DYNAMIC_EDIT_MESSAGES = {
  confirmTypeChange:
    "Changing the type replaces this code's content. Confirm the change to continue.",
  destinationNotLink: 'This code shows content, not a link: edit its content instead.',
  contentEdited: 'Dynamic QR Code saved',
} as const;

/** PATCH /api/qrcodes/{id} and /api/dynamic-qrcodes/{id} { name }: empty or unchanged is ignored. */
export const renameSchema = z.object({ name: z.string().trim().max(255) });

export const activateTrialSchema = z.object({
  email: z
    .string({ error: DYNAMIC_MESSAGES.trialEmailRequired })
    .trim()
    .min(1, DYNAMIC_MESSAGES.trialEmailRequired)
    .max(255)
    .email('Please enter a valid email address'),
});

/**
 * POST /api/set-password: the token from a mailed trial or set-password link and the new
 * password. Answers { message, user } and signs in; every other session of the account ends.
 */
export const setPasswordSchema = z
  .object({
    token: z
      .string({ error: DYNAMIC_MESSAGES.invalidPasswordLink })
      .regex(/^[A-Za-z0-9_-]{43}$/, DYNAMIC_MESSAGES.invalidPasswordLink),
    password: z
      .string({ error: AUTH_MESSAGES.passwordTooShort })
      .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.confirmRequired })
      .min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** A saved (static) code as listed by GET /api/qrcodes. */
export interface SavedQrCode {
  id: number;
  name: string;
  qrType: string;
  qrMode: 'static';
  /** The type's content fields (contracts/qr-content). */
  content: Record<string, unknown>;
  /** The flat design fields (contracts/design) plus logoId when a logo is set. */
  design: Record<string, unknown>;
  createdAt: string;
}

/** A dynamic code as listed by GET /api/dynamic-qrcodes and /paused. */
export interface DynamicQrCode {
  id: number;
  name: string;
  qrType: string;
  shortCode: string;
  /** PUBLIC_URL/d/{shortCode}: what the printed code encodes. */
  shortUrl: string;
  destination: string;
  /** The type's content fields (contracts/qr-content); for url codes { url }. */
  content: Record<string, unknown>;
  /** True when the short link shows a hosted page rather than redirecting. */
  hosted: boolean;
  design: Record<string, unknown>;
  scanCount: number;
  lastScannedAt: string | null;
  isPaused: boolean;
  pausedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Its folder's id (contracts/organise); null: in no folder. */
  folderId: number | null;
  /** Its tags' names, A to Z. */
  tags: string[];
}

/** POST /api/hosted-page-preview answer: the hosted page's HTML; null for a link type. */
export interface HostedPagePreview {
  html: string | null;
}

/** POST /api/dynamic-qrcodes answer. */
export interface CreateDynamicResponse {
  id: number;
  shortCode: string;
  shortUrl: string;
  /** The styled SVG of the code encoding shortUrl. */
  qrCode: string;
  /** True when all three decoders read shortUrl back from the rendered PNG and SVG (see GenerateResponse). */
  scannable?: boolean;
  /** Design warnings, as in GenerateResponse. */
  warnings?: { code: string; severity: 'error' | 'warning'; message: string }[];
  /** The whole code as the lists show it. */
  code?: DynamicQrCode;
}

/** GET /api/trial-status (spec 000 §3 "Trial status"). */
export interface TrialStatus {
  isActive: boolean;
  hasExpired: boolean;
  daysRemaining: number;
  /** "active" means subscribed; "free" otherwise (more values come with payments). */
  subscriptionStatus: string;
  dynamicQRUsed: number;
  /** null = unlimited (subscribed). */
  dynamicQRLimit: number | null;
  canCreateDynamicQR: boolean;
  savedQRUsed: number;
  savedQRLimit: number | null;
  /** Free plan: scans this calendar month (UTC) beyond which per-scan detail is not stored. */
  detailedScansPerMonth: number | null;
  /** When the trial ends or ended (ISO 8601); null when it was never started. */
  trialEndsAt: string | null;
  /** True when this account may start its trial now: never started, and not subscribed. */
  canStartTrial: boolean;
}

/** One entry of GET /api/dynamic-qrcodes/{id}/history, newest first. */
/** One change of where a dynamic code leads (GET /api/dynamic-qrcodes/{id}/destination-changes). */
export interface DestinationChange {
  id: number;
  changedAt: string;
  /** The editor's e-mail; null when that account no longer exists. */
  changedBy: string | null;
  from: string;
  to: string;
}

export interface DynamicCodeEdit {
  id: number;
  editedAt: string;
  fromType: string;
  toType: string;
  /** Content fields whose value changed, plus "qrType" when the type changed. */
  changedFields: string[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}
