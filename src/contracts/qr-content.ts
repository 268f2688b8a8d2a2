import { z } from 'zod';
import {
  compactPhoneNumber,
  MAX_BTC,
  formatBtc,
  instantOfDateTime,
  normalizePhoneNumber,
  PHONE_DIGITS,
  isQrType,
  parseBitcoinAmount,
  parseWebUrl,
  TEXT_MAX_LENGTH,
  WIFI_ENCRYPTIONS,
  type BitcoinAmountProblem,
  type QrType,
  type WebUrlProblem,
} from '../qr/payload/index.js';

export { QR_TYPES, type QrType } from '../qr/payload/index.js';

/** Most images one gallery (an images code) holds: a page a phone still loads quickly. */
export const IMAGES_MAX = 20;

// The content of each QR type: zod schemas shared by the generator forms and the API.
// Field names are the spec's (000 §3); messages are the spec's texts (000 §5) where it
// gives them, and ours, in the same style, where it only names the rule.

/** Every validation text for QR content, defined once (form and API show the same words). */
export const QR_CONTENT_MESSAGES = {
  urlRequired: 'URL is required',
  urlInvalid: 'Please enter a valid URL',
  urlProtocol: 'URL must use http or https protocol',
  firstNameRequired: 'First name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  phoneCharacters:
    'Use digits only, with an optional + and the country code (e.g. +1 555 010 0100)',
  phoneLength: `A phone number has ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits`,
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email',
  imageUrlInvalid: 'Please enter a valid image URL',
  productNameRequired: 'Product name is required',
  priceInvalid: 'Price must be greater than 0',
  priceDecimals: 'Price can have at most 2 decimal places',
  priceTooHigh: 'Price cannot exceed 999999.99',
  productDescriptionRequired: 'Product description is required',
  titleRequired: 'Title is required',
  pdfFileRequired: 'Please select a PDF file',
  imageFileRequired: 'Please select an image file',
  imagesTooMany: `A gallery holds at most ${IMAGES_MAX} images. Remove some to continue.`,
  staticImagesOne:
    'A static code shows one image. Keep one, or turn on scan tracking (dynamic) for a gallery.',
  platformRequired: 'Platform is required',
  platformInvalid: 'Please choose a platform from the list',
  businessNameRequired: 'Business name is required',
  addressRequired: 'Address is required',
  latitudeInvalid: 'Latitude must be between -90 and 90',
  longitudeInvalid: 'Longitude must be between -180 and 180',
  coordinatesIncomplete: 'Enter both latitude and longitude, or neither',
  eventTitleRequired: 'Event title is required',
  startDateRequired: 'Start date is required',
  dateInvalid: 'Please enter a valid date and time',
  endBeforeStart: 'End date must be after the start date',
  locationRequired: 'Location is required',
  timeZoneInvalid: 'Please choose a time zone from the list',
  appNameRequired: 'App name is required',
  appCategoryInvalid: 'Please choose a category from the list',
  textRequired: 'Text content is required',
  textTooLong: `Text content cannot exceed ${TEXT_MAX_LENGTH} characters`,
  bitcoinAddressRequired: 'Bitcoin address is required',
  bitcoinAddressInvalid: 'Please enter a valid Bitcoin address',
  amountInvalid: 'Please enter a valid amount',
  amountPositive: 'Amount must be greater than 0',
  amountTooHigh: 'Amount cannot exceed 21,000,000 BTC',
  amountDecimals: 'Amount can have at most 8 decimal places',
  ssidRequired: 'Network name is required',
  ssidTooLong: 'Network name cannot exceed 32 bytes',
  wifiPasswordRequired: 'Password is required for a secured network',
  wpaPasswordLength: 'WPA password must be 8 to 63 characters or 64 hex digits',
  encryptionInvalid: 'Please choose a security type',
  uploadIdInvalid: 'Invalid upload id',
  unknownType: 'Unknown QR type',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

const M = QR_CONTENT_MESSAGES;

// ---------------------------------------------------------------------------------------
// Choice lists (spec 000 §3) and labels (000 §2 and §3)

export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
  'snapchat',
] as const;
export const REVIEW_PLATFORMS = [
  'google',
  'yelp',
  'tripadvisor',
  'facebook',
  'trustpilot',
] as const;
export const APP_PLATFORMS = ['appstore', 'googleplay', 'microsoft', 'amazon'] as const;
export const APP_CATEGORIES = [
  'games',
  'productivity',
  'social',
  'utilities',
  'entertainment',
  'lifestyle',
  'education',
  'business',
  'health',
  'finance',
  'news',
  'travel',
  'shopping',
  'photo',
  'music',
  'weather',
  'reference',
  'sports',
  'food',
  'medical',
] as const;

/** Short type names (spec 000 §3), as on cards and in analytics. */
export const QR_TYPE_LABELS: Readonly<Record<QrType, string>> = {
  url: 'Website',
  contact: 'Contact',
  payment: 'Payment',
  pdf: 'PDF',
  social: 'Social Media',
  images: 'Images',
  ratings: 'Ratings',
  email: 'Email',
  location: 'Location',
  events: 'Events',
  apps: 'Apps',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  text: 'Text',
  bitcoin: 'Bitcoin',
  wifi: 'WiFi',
  phone: 'Phone',
};

export const DEFAULT_QR_TYPE_LABEL = 'QR Code';

/** The label of a stored type; "QR Code" for anything unknown (spec 000 §3). */
export function qrTypeLabel(qrType: string | null | undefined): string {
  return isQrType(qrType) ? QR_TYPE_LABELS[qrType] : DEFAULT_QR_TYPE_LABEL;
}

/** The generator's destination dropdown, in the spec's order (000 §2), plus WiFi and Phone. */
export const QR_TYPE_OPTIONS: readonly { value: QrType; label: string }[] = [
  { value: 'url', label: 'Website URL' },
  { value: 'contact', label: 'Contact' },
  { value: 'social', label: 'Social Media' },
  { value: 'images', label: 'Images' },
  { value: 'ratings', label: 'Ratings' },
  { value: 'email', label: 'Email' },
  { value: 'location', label: 'Location' },
  { value: 'events', label: 'Events' },
  { value: 'apps', label: 'Apps' },
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'text', label: 'Text' },
  { value: 'bitcoin', label: 'Bitcoin' },
  { value: 'payment', label: 'Payment' },
  { value: 'pdf', label: 'Menu/PDF' },
  { value: 'wifi', label: 'WiFi' },
  { value: 'phone', label: 'Phone' },
];

// ---------------------------------------------------------------------------------------
// Limits (spec 001 §3 where it gives them; otherwise generous but bounded)

export const QR_CONTENT_LIMITS = {
  phone: 20,
  productName: 100,
  platform: 50,
  appCategory: 100,
  name: 100,
  email: 255,
  url: 2048,
  title: 200,
  address: 500,
  shortText: 255,
  description: 1000,
  message: 1000,
  body: 2000,
  uploadId: 64,
  /** The alt text (and caption) of one gallery image. */
  imageAlt: 250,
  /** WPA passphrase: 63 characters, or 64 hex digits for a raw key. */
  wifiPassword: 64,
  /** 802.11 SSIDs are at most 32 octets. */
  ssidBytes: 32,
} as const;

const L = QR_CONTENT_LIMITS;
/** Price in USD (dollars; the server stores cents). Card processors cap single charges near here. */
export const MAX_PRODUCT_PRICE = 999_999.99;

// ---------------------------------------------------------------------------------------
// Field atoms

/** A trimmed string that must not be empty; `required` is shown for empty and missing. */
function requiredText(max: number, required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .max(max, M.tooLong(max));
}

/** A trimmed optional string; empty is allowed. */
function optionalText(max: number) {
  return z.string().trim().max(max, M.tooLong(max)).optional();
}

const URL_PROBLEM_MESSAGES: Record<WebUrlProblem, string> = {
  required: M.urlRequired,
  invalid: M.urlInvalid,
  protocol: M.urlProtocol,
};

/**
 * A required http(s) URL with the spec's three messages. A bare host such as
 * "example.com" is accepted and comes out as "https://example.com" (spec 000 §4).
 * Also the edit-destination field of dynamic codes.
 */
export const webUrlSchema = z
  .string({ error: M.urlRequired })
  .max(L.url, M.tooLong(L.url))
  .transform((value, ctx) => {
    const result = parseWebUrl(value);
    if (result.ok) return result.url;
    ctx.addIssue({ code: 'custom', message: URL_PROBLEM_MESSAGES[result.problem] });
    return z.NEVER;
  });

/** An optional http(s) URL: empty stays empty, anything else must be valid (`message`). */
function optionalWebUrl(message: string) {
  return z
    .string()
    .max(L.url, M.tooLong(L.url))
    .transform((value, ctx) => {
      if (value.trim() === '') return '';
      const result = parseWebUrl(value);
      if (result.ok) return result.url;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .optional();
}

const emailAddress = z
  .string()
  .trim()
  .max(L.email, M.tooLong(L.email))
  .refine((value) => value === '' || z.regexes.email.test(value), M.emailInvalid);

/** A phone number: digits with optional leading + and the usual punctuation, 3 to 15 digits (E.164). */
function isPhoneNumber(value: string): boolean {
  return /^\+?\d{3,15}$/.test(compactPhoneNumber(value));
}

const requiredPhone = requiredText(L.phone, M.phoneRequired).refine(isPhoneNumber, M.phoneInvalid);

/** One of `choices`; `required` when missing or empty, `invalid` for anything else. */
function choice<const T extends readonly [string, ...string[]]>(
  choices: T,
  required: string,
  invalid: string,
) {
  return z.enum(choices, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? required : invalid),
  });
}

/** An opaque random id from an upload or a saved product (letters, digits, - and _). */
function uploadId(required: string) {
  return requiredText(L.uploadId, required).regex(/^[\w-]+$/, M.uploadIdInvalid);
}

/** Empty strings and null from forms mean "not given". */
function emptyToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** A form number: a number, or a numeric string; empty means not given. */
function toNumber(value: unknown): unknown {
  const given = emptyToUndefined(typeof value === 'string' ? value.trim() : value);
  return typeof given === 'string' ? Number(given) : given;
}

/** ISO 8601 date-time as a datetime-local input or toISOString() writes it. */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** ISO syntax with real calendar values (Date itself rolls "02-31" over to March). */
function isCalendarDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  if (match === null) return false;
  const [year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN] = match
    .slice(1)
    .map(Number);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    (Number.isNaN(second) || second <= 59)
  );
}

// ---------------------------------------------------------------------------------------
// One schema per type

export const urlContentSchema = z.object({ url: webUrlSchema });

export const contactContentSchema = z.object({
  firstName: requiredText(L.name, M.firstNameRequired),
  lastName: optionalText(L.name),
  email: emailAddress.optional(),
  phoneNumber: requiredPhone,
  notes: optionalText(L.description),
  imageUrl: optionalWebUrl(M.imageUrlInvalid),
  url: optionalWebUrl(M.urlInvalid),
  organization: optionalText(L.name),
  /** A postal address: the hosted page links it to a map; the vCard carries it as ADR. */
  address: optionalText(L.address),
  /** An uploaded photo or logo (POST /api/upload-image): shown on the hosted page. */
  photoId: z.preprocess(emptyToUndefined, uploadId(M.uploadIdInvalid).optional()),
});

const productPrice = z.preprocess(
  toNumber,
  z
    .number({ error: M.priceInvalid })
    .min(0.01, M.priceInvalid)
    .max(MAX_PRODUCT_PRICE, M.priceTooHigh)
    .refine((price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6, M.priceDecimals),
);

/** productPrice is in dollars (the form's unit); productId is set by the server on save. */
export const paymentContentSchema = z.object({
  productName: requiredText(L.productName, M.productNameRequired),
  productPrice,
  productDescription: requiredText(L.description, M.productDescriptionRequired),
  productId: z.preprocess(emptyToUndefined, uploadId(M.uploadIdInvalid).optional()),
});

/** pdfId: the id POST /api/upload-pdf returned. */
export const pdfContentSchema = z.object({
  pdfId: uploadId(M.pdfFileRequired),
  title: requiredText(L.title, M.titleRequired),
  description: optionalText(L.description),
});

/** One image of a gallery: the id POST /api/upload-image returned and its alt text. */
const galleryImageSchema = z.object({
  imageId: uploadId(M.imageFileRequired),
  alt: z.preprocess(emptyToUndefined, optionalText(L.imageAlt)),
});

/**
 * The gallery of an images code: 1 to IMAGES_MAX uploaded images in the order shown. Codes and
 * API clients from before galleries hold one `imageId`; parseQrContent reads that as a gallery
 * of one (see upgradeImagesContent), so the key stays accepted but never comes out.
 */
export const imagesContentSchema = z.object({
  images: z
    .array(galleryImageSchema, { error: M.imageFileRequired })
    .min(1, M.imageFileRequired)
    .max(IMAGES_MAX, M.imagesTooMany),
  imageId: z
    .string()
    .optional()
    .transform(() => undefined),
  title: requiredText(L.title, M.titleRequired),
  description: optionalText(L.description),
});

export type GalleryImage = z.output<typeof galleryImageSchema>;

/**
 * Images content as the gallery schema reads it: a single legacy `imageId` becomes
 * `images: [{ imageId }]` (unless `images` is given too); anything else is returned unchanged.
 */
export function upgradeImagesContent(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('imageId' in data)) return data;
  const { imageId, ...rest } = data as Record<string, unknown>;
  if (rest.images !== undefined || imageId === '' || imageId == null) return rest;
  return { ...rest, images: [{ imageId }] };
}

/**
 * The images of stored images content, new or legacy, in order (ids that are not strings
 * left out): what the hosted page and the edit form show.
 */
export function galleryImagesOf(content: Record<string, unknown>): GalleryImage[] {
  const upgraded = upgradeImagesContent(content) as Record<string, unknown>;
  const images = Array.isArray(upgraded.images) ? (upgraded.images as unknown[]) : [];
  return images.flatMap((image) => {
    const { imageId, alt } = (image ?? {}) as Record<string, unknown>;
    if (typeof imageId !== 'string' || imageId === '') return [];
    return [{ imageId, ...(typeof alt === 'string' && alt !== '' ? { alt } : {}) }];
  });
}

/**
 * What a static code of `qrType` cannot hold although the content is valid, as field messages:
 * a static images code encodes the address of one image's page, so a gallery needs a
 * dynamic code (docs/hosted-pages.md). Null when the content can be static.
 */
export function staticContentProblem(
  qrType: QrType,
  content: Record<string, unknown>,
): Record<string, string> | null {
  if (qrType !== 'images' || galleryImagesOf(content).length <= 1) return null;
  return { images: M.staticImagesOne };
}

export const socialContentSchema = z.object({
  platform: choice(SOCIAL_PLATFORMS, M.platformRequired, M.platformInvalid),
  url: webUrlSchema,
});

export const ratingsContentSchema = z.object({
  businessName: requiredText(L.title, M.businessNameRequired),
  platform: choice(REVIEW_PLATFORMS, M.platformRequired, M.platformInvalid),
  url: webUrlSchema,
});

export const emailContentSchema = z.object({
  email: requiredText(L.email, M.emailRequired).pipe(emailAddress),
  subject: optionalText(L.shortText),
  body: optionalText(L.body),
});

const coordinate = (limit: number, message: string) =>
  z.preprocess(
    toNumber,
    z.number({ error: message }).min(-limit, message).max(limit, message).optional(),
  );

export const locationContentSchema = z
  .object({
    address: requiredText(L.address, M.addressRequired),
    name: optionalText(L.title),
    description: optionalText(L.description),
    latitude: coordinate(90, M.latitudeInvalid),
    longitude: coordinate(180, M.longitudeInvalid),
  })
  .superRefine((value, ctx) => {
    if ((value.latitude === undefined) !== (value.longitude === undefined)) {
      const path = value.latitude === undefined ? 'latitude' : 'longitude';
      ctx.addIssue({ code: 'custom', message: M.coordinatesIncomplete, path: [path] });
    }
  });

/** Whether `zone` is an IANA time zone this runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A date-time as typed: ISO 8601 syntax with real calendar values, offset optional. */
function dateTimeText(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .refine(isCalendarDateTime, M.dateInvalid);
}

/**
 * startDate and endDate come out as UTC ISO strings; endDate defaults (in the payload) to start
 * + 1 h. A date-time without an offset is the wall-clock time in the event's `timeZone` (10:00
 * in Europe/Berlin is 08:00 UTC in July, 09:00 in January); without a time zone either, local
 * time of whoever validates (the web form always sends UTC).
 */
export const eventsContentSchema = z
  .object({
    title: requiredText(L.title, M.eventTitleRequired),
    startDate: dateTimeText(M.startDateRequired),
    endDate: z.preprocess(emptyToUndefined, dateTimeText(M.dateInvalid).optional()),
    location: requiredText(L.address, M.locationRequired),
    description: optionalText(L.description),
    /** The event's own IANA time zone ("Europe/Berlin"); the times stay UTC instants. */
    timeZone: z.preprocess(
      emptyToUndefined,
      z.string({ error: M.timeZoneInvalid }).refine(isTimeZone, M.timeZoneInvalid).optional(),
    ),
  })
  // Checked, then rewritten in place (overwrite keeps the object schema and its shape).
  .superRefine((value, ctx) => {
    const start = eventInstant(value.startDate, value.timeZone);
    if (start === undefined) {
      ctx.addIssue({ code: 'custom', message: M.dateInvalid, path: ['startDate'] });
    }
    if (value.endDate === undefined) return;
    const end = eventInstant(value.endDate, value.timeZone);
    if (end === undefined) {
      ctx.addIssue({ code: 'custom', message: M.dateInvalid, path: ['endDate'] });
    } else if (start !== undefined && end <= start) {
      ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['endDate'] });
    }
  })
  .overwrite((value) => ({
    ...value,
    startDate: eventInstant(value.startDate, value.timeZone) ?? value.startDate,
    endDate:
      value.endDate === undefined
        ? undefined
        : (eventInstant(value.endDate, value.timeZone) ?? value.endDate),
  }));

/**
 * An event's date-time as a UTC ISO string: the wall clock in `zone` when it has no offset;
 * undefined outside the years 1970-9999 (or not a date-time at all).
 */
function eventInstant(text: string, zone: string | undefined): string | undefined {
  const ms = instantOfDateTime(text, zone);
  const year = new Date(ms).getUTCFullYear();
  return year >= 1970 && year <= 9999 ? new Date(ms).toISOString() : undefined;
}

export const appsContentSchema = z.object({
  appName: requiredText(L.productName, M.appNameRequired),
  platform: choice(APP_PLATFORMS, M.platformRequired, M.platformInvalid),
  url: webUrlSchema,
  appDescription: optionalText(L.description),
  appDeveloper: optionalText(L.name),
  appCategory: z.preprocess(
    emptyToUndefined,
    z.enum(APP_CATEGORIES, { error: M.appCategoryInvalid }).optional(),
  ),
});

export const smsContentSchema = z.object({
  phoneNumber: requiredPhone,
  message: optionalText(L.message),
});

const PHONE_PROBLEM_MESSAGES = { format: M.phoneCharacters, length: M.phoneLength } as const;

/**
 * The number of the phone type, normalised for tel: (normalizePhoneNumber: punctuation
 * removed, 00 written as +), so the stored, shown and encoded number are one string.
 */
export const phoneContentSchema = z.object({
  phoneNumber: requiredText(L.phone, M.phoneRequired).transform((value, ctx) => {
    const result = normalizePhoneNumber(value);
    if (result.ok) return result.number;
    ctx.addIssue({ code: 'custom', message: PHONE_PROBLEM_MESSAGES[result.problem] });
    return z.NEVER;
  }),
});

export const whatsappContentSchema = z.object({
  phoneNumber: requiredPhone,
  message: optionalText(L.message),
});

/** The text is kept exactly as typed (not trimmed): it is the payload. */
export const textContentSchema = z.object({
  textContent: z
    .string({ error: M.textRequired })
    .refine((text) => text.trim() !== '', { message: M.textRequired, abort: true })
    .refine((text) => text.length <= TEXT_MAX_LENGTH, M.textTooLong),
});

/** Mainnet and testnet base58 (P2PKH/P2SH) and bech32/bech32m (one case) addresses; no checksum check. */
const BITCOIN_ADDRESS =
  /^(?:[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}|(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|(?:BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{8,87})$/;

const AMOUNT_PROBLEM_MESSAGES: Record<BitcoinAmountProblem, string> = {
  format: M.amountInvalid,
  positive: M.amountPositive,
  max: M.amountTooHigh,
  decimals: M.amountDecimals,
};

/** BTC amount, number or decimal string; comes out as an exact decimal string ("0.0015"). */
const bitcoinAmount = z.preprocess(
  (value) => emptyToUndefined(typeof value === 'string' ? value.trim() : value),
  z
    .union([z.number(), z.string()], { error: M.amountInvalid })
    .transform((value, ctx) => {
      const result = parseBitcoinAmount(value);
      if (result.ok) return formatBtc(result.sats);
      ctx.addIssue({ code: 'custom', message: AMOUNT_PROBLEM_MESSAGES[result.problem] });
      return z.NEVER;
    })
    .optional(),
);

export const bitcoinContentSchema = z.object({
  address: requiredText(100, M.bitcoinAddressRequired).regex(
    BITCOIN_ADDRESS,
    M.bitcoinAddressInvalid,
  ),
  amount: bitcoinAmount,
  label: optionalText(L.name),
  message: optionalText(L.shortText),
});

/** WiFi values are kept verbatim: spaces at either end of an SSID or password are real. */
export const wifiContentSchema = z
  .object({
    ssid: z
      .string({ error: M.ssidRequired })
      .refine((ssid) => ssid.trim() !== '', { message: M.ssidRequired, abort: true })
      .refine((ssid) => new TextEncoder().encode(ssid).length <= L.ssidBytes, M.ssidTooLong),
    password: z.string().max(L.wifiPassword, M.tooLong(L.wifiPassword)).optional(),
    encryption: z.enum(WIFI_ENCRYPTIONS, { error: M.encryptionInvalid }),
    hidden: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    const password = value.password ?? '';
    if (value.encryption === 'nopass') return;
    if (password === '') {
      ctx.addIssue({ code: 'custom', message: M.wifiPasswordRequired, path: ['password'] });
    } else if (value.encryption === 'WPA' && !isWpaPassword(password)) {
      ctx.addIssue({ code: 'custom', message: M.wpaPasswordLength, path: ['password'] });
    }
  });

/** IEEE 802.11i: a passphrase of 8-63 characters, or a 256-bit key as 64 hex digits. */
function isWpaPassword(password: string): boolean {
  return (password.length >= 8 && password.length <= 63) || /^[0-9a-fA-F]{64}$/.test(password);
}

// ---------------------------------------------------------------------------------------
// By type

export const qrContentSchemas = {
  url: urlContentSchema,
  contact: contactContentSchema,
  payment: paymentContentSchema,
  pdf: pdfContentSchema,
  social: socialContentSchema,
  images: imagesContentSchema,
  ratings: ratingsContentSchema,
  email: emailContentSchema,
  location: locationContentSchema,
  events: eventsContentSchema,
  apps: appsContentSchema,
  sms: smsContentSchema,
  whatsapp: whatsappContentSchema,
  text: textContentSchema,
  bitcoin: bitcoinContentSchema,
  wifi: wifiContentSchema,
  phone: phoneContentSchema,
} as const satisfies Record<QrType, z.ZodType>;

/** Validated (normalised) content of each type: what is stored and what payloads are built from. */
export type QrContentByType = { [T in QrType]: z.output<(typeof qrContentSchemas)[T]> };
/** What a form or API client sends for each type. */
export type QrContentInputByType = { [T in QrType]: z.input<(typeof qrContentSchemas)[T]> };
export type QrContent = QrContentByType[QrType];

export type QrContentResult<T extends QrType> =
  | { ok: true; qrType: T; data: QrContentByType[T] }
  | { ok: false; message: string; fields: Record<string, string> };

/**
 * Validates `data` as the content of `qrType`. On failure, `fields` maps each field name
 * (dot path) to its first message, as the API error body's `fields` does, and `message` is
 * the first message overall. An unknown type fails on the field `qrType`.
 */
export function parseQrContent<T extends QrType>(qrType: T, data: unknown): QrContentResult<T>;
export function parseQrContent(qrType: string, data: unknown): QrContentResult<QrType>;
export function parseQrContent(qrType: string, data: unknown): QrContentResult<QrType> {
  if (!isQrType(qrType)) {
    return { ok: false, message: M.unknownType, fields: { qrType: M.unknownType } };
  }
  const input = qrType === 'images' ? upgradeImagesContent(data) : data;
  const result = qrContentSchemas[qrType].safeParse(input);
  if (result.success) return { ok: true, qrType, data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return { ok: false, message: result.error.issues[0]?.message ?? M.unknownType, fields };
}

/** Largest BTC amount accepted (re-exported for forms: the input's max attribute). */
export const MAX_BITCOIN_AMOUNT = MAX_BTC;
