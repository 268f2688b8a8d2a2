import { z } from 'zod';
import { destinationSchema } from './dynamic-codes.js';

/**
 * Link controls of a dynamic code (issue 20): when it is active (start, expiry by date or after
 * N human scans, fallback while inactive), who it sends where (ordered smart rules), a scanner
 * password, and UTM parameters. Shared by the edit dialog and the API.
 */

export const LINK_OS = ['ios', 'android', 'other'] as const;
export type LinkOs = (typeof LINK_OS)[number];

/** ISO weekday numbers: 1 Monday ... 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const LINK_CONTROL_MESSAGES = {
  dateTime: 'Please enter a valid date and time',
  expiryBeforeStart: 'The expiry must be after the start',
  fallbackIsOwnLink:
    "The fallback can't be this code's own short link: scanners would go round in a loop. Enter another address.",
  maxScans: 'Enter a whole number of scans from 1 to 10,000,000',
  timeOfDay: 'Use a 24-hour time like 09:30',
  timeZone: 'Choose a time zone from the list',
  timeNeedsZone: 'Choose the time zone the times and days are in',
  country: 'Use two-letter country codes like DE',
  language: 'Use language codes like en or pt-BR',
  emptyRule: 'A rule needs at least one condition (device, country, time, day or language)',
  tooManyRules: 'A code can have at most 20 rules',
  passwordLength: 'The password must be 4 to 128 characters',
  passwordPremium: 'Password protection is a Premium feature. Upgrade to protect this code.',
  utmValue: 'UTM values are at most 200 characters',
  presetName: 'Name the preset (at most 80 characters)',
  presetNameTaken: 'You already have a preset with this name',
  presetEmpty: 'Fill in at least one UTM value to save a preset',
  presetLimit: 'You can keep at most 50 UTM presets. Delete one to save another.',
  presetNotFound: 'UTM preset not found',
  splitSize: 'A split needs 2 to 5 destinations',
  splitWeight: 'Each weight must be a whole number from 1 to 99',
  splitTotal: 'The weights must add up to exactly 100',
  splitDuplicate: 'Each destination of the split must be different',
  splitIsOwnLink:
    "A split destination can't be this code's own short link: scanners would go round in a loop. Enter another address.",
  ruleTarget: 'A rule sends scanners to a destination or to the split: choose one',
  ruleSplitMissing: 'This rule sends scanners to the split, but the code has no split yet',
} as const;

/** A weighted split (A/B test) has 2 to 5 destinations whose weights add up to 100. */
export const SPLIT_LIMITS = { minVariants: 2, maxVariants: 5, totalWeight: 100 } as const;

/** True for an IANA time zone this runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const isoDateTime = z.iso.datetime({ offset: true, message: LINK_CONTROL_MESSAGES.dateTime });
const timeOfDay = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { message: LINK_CONTROL_MESSAGES.timeOfDay });

/** One destination of a split and its share of scanners, in percent (1-99). */
export const splitVariantSchema = z
  .object({
    destination: destinationSchema,
    weight: z
      .number({ message: LINK_CONTROL_MESSAGES.splitWeight })
      .int({ message: LINK_CONTROL_MESSAGES.splitWeight })
      .min(1, { message: LINK_CONTROL_MESSAGES.splitWeight })
      .max(99, { message: LINK_CONTROL_MESSAGES.splitWeight }),
  })
  .strict();
export type SplitVariant = z.infer<typeof splitVariantSchema>;

/** The same web address once parsed (case of scheme and host, default port, empty path). */
function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a.trim()).href === new URL(b.trim()).href;
  } catch {
    return a.trim() === b.trim();
  }
}

/**
 * A weighted split (issue 40 item 5): 2 to 5 different destinations with integer weights adding
 * up to exactly 100. An empty list means no split.
 */
export const linkSplitSchema = z.array(splitVariantSchema).superRefine((split, ctx) => {
  if (split.length === 0) return;
  if (split.length < SPLIT_LIMITS.minVariants || split.length > SPLIT_LIMITS.maxVariants) {
    ctx.addIssue({ code: 'custom', message: LINK_CONTROL_MESSAGES.splitSize, path: [] });
    return;
  }
  const total = split.reduce((sum, v) => sum + v.weight, 0);
  if (total !== SPLIT_LIMITS.totalWeight) {
    ctx.addIssue({ code: 'custom', message: LINK_CONTROL_MESSAGES.splitTotal, path: [] });
  }
  split.forEach((variant, i) => {
    if (split.slice(0, i).some((earlier) => sameUrl(earlier.destination, variant.destination))) {
      ctx.addIssue({
        code: 'custom',
        message: LINK_CONTROL_MESSAGES.splitDuplicate,
        path: [i, 'destination'],
      });
    }
  });
});

export const linkRuleSchema = z
  .object({
    /** Where a matching scan goes: this destination, or (with `split: true`) the code's split. */
    destination: destinationSchema.optional(),
    split: z.literal(true).optional(),
    os: z.array(z.enum(LINK_OS)).max(3).optional(),
    countries: z
      .array(
        z
          .string()
          .regex(/^[A-Za-z]{2}$/, { message: LINK_CONTROL_MESSAGES.country })
          .transform((c) => c.toUpperCase()),
      )
      .max(250)
      .optional(),
    /** Primary language subtags or full tags ("en", "pt-br"), matched against Accept-Language. */
    languages: z
      .array(
        z
          .string()
          .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/, {
            message: LINK_CONTROL_MESSAGES.language,
          })
          .transform((l) => l.toLowerCase()),
      )
      .max(50)
      .optional(),
    /** ISO weekdays in `timeZone` (1 Monday ... 7 Sunday). */
    days: z.array(z.number().int().min(1).max(7)).max(7).optional(),
    /** Local time window [from, to) in `timeZone`; a window past midnight (22:00-06:00) wraps. */
    fromTime: timeOfDay.optional(),
    toTime: timeOfDay.optional(),
    timeZone: z.string().refine(isTimeZone, { message: LINK_CONTROL_MESSAGES.timeZone }).optional(),
  })
  .strict()
  .superRefine((rule, ctx) => {
    if ((rule.destination === undefined) === (rule.split === undefined)) {
      ctx.addIssue({ code: 'custom', message: LINK_CONTROL_MESSAGES.ruleTarget, path: [] });
    }
    const conditions = [rule.os, rule.countries, rule.languages, rule.days].some(
      (list) => list !== undefined && list.length > 0,
    );
    if (!conditions && rule.fromTime === undefined && rule.toTime === undefined) {
      ctx.addIssue({ code: 'custom', message: LINK_CONTROL_MESSAGES.emptyRule, path: [] });
    }
    const timed = (rule.days?.length ?? 0) > 0 || rule.fromTime !== undefined || rule.toTime;
    if (timed && rule.timeZone === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: LINK_CONTROL_MESSAGES.timeNeedsZone,
        path: ['timeZone'],
      });
    }
  });
export type LinkRule = z.infer<typeof linkRuleSchema>;

/** What is stored in dynamic_qr_codes.link_controls. */
export interface LinkControls {
  startsAt: string | null;
  expiresAt: string | null;
  maxScans: number | null;
  fallbackUrl: string | null;
  rules: LinkRule[];
  /**
   * The weighted split: where scans go when no rule sends them elsewhere (and where rules with
   * `split: true` send them). Empty: no split. Absent in controls stored before the split.
   */
  split?: SplitVariant[];
}

/**
 * PUT /api/dynamic-qrcodes/{id}/controls. Every field may be omitted (left as it is) or null
 * (removed). `password`: a new password, null removes it, omitted keeps it.
 */
export const linkControlsInputSchema = z
  .object({
    startsAt: isoDateTime.nullable().optional(),
    expiresAt: isoDateTime.nullable().optional(),
    maxScans: z
      .number({ message: LINK_CONTROL_MESSAGES.maxScans })
      .int({ message: LINK_CONTROL_MESSAGES.maxScans })
      .min(1, { message: LINK_CONTROL_MESSAGES.maxScans })
      .max(10_000_000, { message: LINK_CONTROL_MESSAGES.maxScans })
      .nullable()
      .optional(),
    fallbackUrl: destinationSchema.nullable().optional(),
    rules: z
      .array(linkRuleSchema)
      .max(20, { message: LINK_CONTROL_MESSAGES.tooManyRules })
      .optional(),
    /** A new split; null or [] removes it. */
    split: linkSplitSchema.nullable().optional(),
    password: z
      .string()
      .min(4, { message: LINK_CONTROL_MESSAGES.passwordLength })
      .max(128, { message: LINK_CONTROL_MESSAGES.passwordLength })
      .nullable()
      .optional(),
  })
  .strict();
export type LinkControlsInput = z.infer<typeof linkControlsInputSchema>;

/**
 * What the owner is asked to confirm before saving a schedule (issue 37 item 8): choices that
 * are allowed but rarely meant. A start at or after the expiry is not a choice: the API refuses
 * it (LINK_CONTROL_MESSAGES.expiryBeforeStart) and the form says so before sending.
 */
export const LINK_CONTROL_WARNINGS = {
  expiryPast:
    'The expiry date is in the past: once saved, this code stops sending scanners to its destination at once.',
  fallbackIsDestination:
    'The fallback URL is the destination itself: before the start and after the expiry scanners still land on the destination, so the schedule changes nothing for them.',
} as const;

export type LinkControlsWarning = keyof typeof LINK_CONTROL_WARNINGS;

/**
 * Whether `url` is the short link of the code `shortCode` (`/d/{shortCode}`, on any host: the
 * code's link may be on PUBLIC_URL or a white-label client's host). As a fallback it would
 * send the scanner back to the same expired code, round and round.
 */
export function isOwnShortLink(url: string, shortCode: string): boolean {
  try {
    return new URL(url.trim()).pathname.replace(/\/+$/, '') === `/d/${shortCode}`;
  } catch {
    return false;
  }
}

/**
 * The schedule's problems and the warnings to confirm, for the values about to be saved (ISO
 * instants or null) and the code (its current destination and short code), at `now`.
 */
export function checkSchedule(
  next: { startsAt: string | null; expiresAt: string | null; fallbackUrl: string | null },
  code: { destination: string; shortCode: string },
  now: Date,
): {
  errors: Partial<Record<'expiresAt' | 'fallbackUrl', string>>;
  warnings: LinkControlsWarning[];
} {
  const errors: Partial<Record<'expiresAt' | 'fallbackUrl', string>> = {};
  const warnings: LinkControlsWarning[] = [];
  const destination = code.destination;
  const start = next.startsAt ? Date.parse(next.startsAt) : null;
  const expiry = next.expiresAt ? Date.parse(next.expiresAt) : null;
  if (start !== null && expiry !== null && expiry <= start) {
    errors.expiresAt = LINK_CONTROL_MESSAGES.expiryBeforeStart;
  } else if (expiry !== null && expiry <= now.getTime()) {
    warnings.push('expiryPast');
  }
  if (next.fallbackUrl && isOwnShortLink(next.fallbackUrl, code.shortCode)) {
    errors.fallbackUrl = LINK_CONTROL_MESSAGES.fallbackIsOwnLink;
  } else if (next.fallbackUrl && sameUrl(next.fallbackUrl, destination)) {
    warnings.push('fallbackIsDestination');
  }
  return { errors, warnings };
}

/** GET/PUT /api/dynamic-qrcodes/{id}/controls answer. */
export interface LinkControlsView extends LinkControls {
  /** Always present in the answer: [] when the code has no split. */
  split: SplitVariant[];
  hasPassword: boolean;
  /** Human redirects counted against maxScans so far. */
  cappedScans: number;
  passwordRejections: number;
  lastPasswordRejectionAt: string | null;
  /** The owner's plan allows password protection (Premium or trial). */
  passwordAllowed: boolean;
}

export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParams = Partial<Record<UtmKey, string>>;

export const utmParamsSchema = z
  .object(
    Object.fromEntries(
      UTM_KEYS.map((k) => [
        k,
        z.string().trim().max(200, { message: LINK_CONTROL_MESSAGES.utmValue }).optional(),
      ]),
    ) as Record<UtmKey, z.ZodOptional<z.ZodString>>,
  )
  .strict();

/** The most UTM presets one user keeps. */
export const MAX_UTM_PRESETS = 50;

/** POST /api/utm-presets: a named set with at least one non-empty value (empty ones dropped). */
export const utmPresetInputSchema = z
  .object({
    name: z.string().trim().min(1, { message: LINK_CONTROL_MESSAGES.presetName }).max(80, {
      message: LINK_CONTROL_MESSAGES.presetName,
    }),
    params: utmParamsSchema.transform(
      (params) =>
        Object.fromEntries(
          Object.entries(params).filter(([, v]) => v !== undefined && v !== ''),
        ) as UtmParams,
    ),
  })
  .strict()
  .refine((preset) => Object.keys(preset.params).length > 0, {
    message: LINK_CONTROL_MESSAGES.presetEmpty,
    path: ['params'],
  });

export interface UtmPreset {
  id: number;
  name: string;
  params: UtmParams;
}

/**
 * `url` with the non-empty UTM parameters of `params` set: existing parameters with the same
 * names are replaced in place of nothing (removed, then the new ones appended), every other
 * query parameter keeps its exact spelling and order, and the fragment stays last. Empty
 * values leave an existing parameter of that name alone.
 */
export function applyUtm(url: string, params: UtmParams): string {
  const hashAt = url.indexOf('#');
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const set = UTM_KEYS.filter((k) => (params[k] ?? '').trim() !== '');
  if (set.length === 0) return url;
  const keyOf = (pair: string) => {
    const [raw = ''] = pair.split('=');
    try {
      return decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      return raw;
    }
  };
  const kept =
    query === ''
      ? []
      : query.split('&').filter((p) => p !== '' && !set.includes(keyOf(p) as UtmKey));
  const added = set.map((k) => `${k}=${encodeURIComponent(params[k]!.trim())}`);
  return `${base}?${[...kept, ...added].join('&')}${fragment}`;
}

/** GET/POST /api/dynamic-qrcodes/{id}/health: the destination checker's last verdict. */
export interface DestinationHealthView {
  /** ok | redirected (answers on another host) | broken; null: not checked yet. */
  status: 'ok' | 'redirected' | 'broken' | null;
  httpStatus: number | null;
  /** Where the check ended (after redirects). */
  finalUrl: string | null;
  /** Why it is broken, or which host it redirects to. */
  detail: string | null;
  checkedAt: string | null;
  brokenSince: string | null;
}

/** GET /api/destination-health: `{ codes }`, the owner's checked codes (unchecked ones absent). */
export interface DestinationHealthItem extends DestinationHealthView {
  codeId: number;
}
