import { z } from 'zod';
import { SOCIAL_NETWORKS } from './social-links.js';
import { QR_TYPES, type QrType } from './qr-content.js';

/** Spec 001 §8: the management screen's messages. */
export const WHITE_LABEL_MESSAGES = {
  fetchFailed: 'Failed to fetch clients',
  createFailed: 'Failed to create client',
  updateFailed: 'Failed to update client',
  deleteFailed: 'Failed to delete client',
  created: 'Client created successfully',
  updated: 'Client updated successfully',
  deleted: 'Client deleted successfully',
  copiedTitle: 'Copied!',
  copiedDescription: 'API key copied to clipboard',
  configFailed: 'Failed to fetch white label configuration',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 255 characters',
  domainInvalid: 'Enter a host name such as qr.example.com (no scheme, path or IP address)',
  domainOwnHost: 'This is our own host name; enter your client’s domain',
  domainTaken: 'This domain is already used by another client',
  subdomainInvalid: 'Use lower-case letters, digits and hyphens only (at most 100)',
  subdomainReserved: 'This subdomain is reserved',
  subdomainTaken: 'This subdomain is already used by another client',
  colorInvalid: 'Use a colour like #3B82F6',
  imageInvalid: 'Upload an image; links to other sites are not accepted',
  cssTooLarge: 'Custom CSS must be at most 20 KB',
  defaultClientProtected: 'The default client cannot be deleted',
  clientInUse:
    'This client still has users or codes, so it cannot be deleted; deactivate it instead',
  /** BASE_DOMAIN unset: the subdomain field is refused, and the screen says the same. */
  subdomainNeedsBaseDomain:
    'Subdomains need BASE_DOMAIN, which is not set on this server. Set BASE_DOMAIN to the host the client subdomains go under (for example BASE_DOMAIN=qr.example.com, with a wildcard DNS record *.qr.example.com pointing at this server) and restart the server; until then leave Subdomain empty.',
  /** PUBLIC_URL names this machine only (localhost or a loopback address). */
  localPublicUrl: (publicUrl: string) =>
    `PUBLIC_URL is ${publicUrl}, which only this machine can reach: DNS records pointing at it cannot work for anyone else. Set PUBLIC_URL to the address people reach this server at (for example https://qr.example.com) and restart the server.`,
} as const;

/** Spec 001 §9 and §3. */
export const WHITE_LABEL_DEFAULTS = {
  primaryColor: '#3B82F6',
  secondaryColor: '#1E40AF',
  /** The protected client: the product's own brand (spec 001 §6). */
  defaultClientId: 1,
  /** The API key is masked as this many dots (spec 001 §9). */
  keyMaskDots: 20,
  /** Public config cache (spec 001 §9): fresh for 5 minutes, 3 retries. */
  configStaleMs: 5 * 60_000,
  configRetries: 3,
  customCssMaxBytes: 20 * 1024,
} as const;

/** Characters of the API key kept readable on the card after it was shown once. */
export const API_KEY_PREFIX_LENGTH = 10;
export const API_KEY_SCHEME = 'qrs_';

/**
 * Aliases a subdomain may use for a QR type (spec 000 §2): vcard.example → contact, menu → pdf.
 */
export const QR_TYPE_ALIASES: Readonly<Record<string, QrType>> = {
  vcard: 'contact',
  menu: 'pdf',
  link: 'url',
  website: 'url',
  pay: 'payment',
  review: 'ratings',
  reviews: 'ratings',
  map: 'location',
  event: 'events',
  app: 'apps',
  btc: 'bitcoin',
  mail: 'email',
};

/** The QR type a subdomain label names, or null. */
export function qrTypeOfLabel(label: string): QrType | null {
  const lower = label.toLowerCase();
  if ((QR_TYPES as readonly string[]).includes(lower)) return lower as QrType;
  return QR_TYPE_ALIASES[lower] ?? null;
}

/** Subdomains no client may take: our own service names and every QR type name and alias. */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'admin',
  'mail',
  'app',
  ...QR_TYPES,
  ...Object.keys(QR_TYPE_ALIASES),
]);

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
// RFC 1123 labels: letters, digits, hyphens, not starting or ending with a hyphen; a TLD that
// is not all digits keeps IPv4 addresses out.
const HOST_NAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
/** An uploaded logo, as /api/upload-logo answers it (never a foreign URL). */
export const UPLOADED_IMAGE_PATH = /^\/logo\/[A-Za-z0-9_-]{8,64}$/;

const optionalText = (schema: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(schema.optional())
    .optional();

/**
 * The client form (spec 001 §3): empty optional fields are omitted. customDomain is lower-cased
 * and must be a host name (no IP); the service also refuses our own host. logoUrl and
 * customFavicon are paths of uploaded logos; the server checks that they exist.
 */
export const clientInputSchema = z.object({
  name: z
    .string({ message: WHITE_LABEL_MESSAGES.nameRequired })
    .trim()
    .min(1, WHITE_LABEL_MESSAGES.nameRequired)
    .max(255, WHITE_LABEL_MESSAGES.nameTooLong),
  customDomain: optionalText(
    z
      .string()
      .max(255, WHITE_LABEL_MESSAGES.domainInvalid)
      .transform((v) => v.toLowerCase().replace(/\.$/, ''))
      .pipe(z.string().regex(HOST_NAME, WHITE_LABEL_MESSAGES.domainInvalid)),
  ),
  subdomain: optionalText(
    z
      .string()
      .max(100, WHITE_LABEL_MESSAGES.subdomainInvalid)
      .regex(SUBDOMAIN, WHITE_LABEL_MESSAGES.subdomainInvalid)
      .refine((v) => !RESERVED_SUBDOMAINS.has(v), WHITE_LABEL_MESSAGES.subdomainReserved),
  ),
  logoUrl: optionalText(z.string().regex(UPLOADED_IMAGE_PATH, WHITE_LABEL_MESSAGES.imageInvalid)),
  primaryColor: z
    .string()
    .regex(HEX_COLOR, WHITE_LABEL_MESSAGES.colorInvalid)
    .default(WHITE_LABEL_DEFAULTS.primaryColor),
  secondaryColor: z
    .string()
    .regex(HEX_COLOR, WHITE_LABEL_MESSAGES.colorInvalid)
    .default(WHITE_LABEL_DEFAULTS.secondaryColor),
  customFavicon: optionalText(
    z.string().regex(UPLOADED_IMAGE_PATH, WHITE_LABEL_MESSAGES.imageInvalid),
  ),
  removeQRSharkBranding: z.boolean().default(false),
  customCSS: optionalText(
    z
      .string()
      .refine(
        (v) => new TextEncoder().encode(v).length <= WHITE_LABEL_DEFAULTS.customCssMaxBytes,
        WHITE_LABEL_MESSAGES.cssTooLarge,
      ),
  ),
});
export type ClientInput = z.input<typeof clientInputSchema>;
export type ValidClientInput = z.output<typeof clientInputSchema>;

export const DOMAIN_STATUSES = ['none', 'pending', 'verified', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const dnsRecordSchema = z.object({
  /** CNAME to PUBLIC_URL's host name; A or AAAA when PUBLIC_URL names an IP address. */
  type: z.enum(['CNAME', 'A', 'AAAA', 'TXT']),
  name: z.string(),
  value: z.string(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

/** A client as the management screen reads it. The API key itself appears only once. */
export const whiteLabelClientSchema = z.object({
  id: z.number(),
  name: z.string(),
  customDomain: z.string().nullable(),
  subdomain: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  customFavicon: z.string().nullable(),
  removeQRSharkBranding: z.boolean(),
  customCSS: z.string().nullable(),
  isActive: z.boolean(),
  /** The key's first characters (e.g. "qrs_4fZ8aQ"), null when the client has no key. */
  apiKeyPrefix: z.string().nullable(),
  apiKeyLastUsedAt: z.string().nullable(),
  /** Present only in the answer that created or regenerated it. */
  apiKey: z.string().optional(),
  domainStatus: z.enum(DOMAIN_STATUSES),
  /** Why the last DNS check failed, when it did. */
  domainCheckMessage: z.string().nullable(),
  /** The records to create for customDomain (absent without one). */
  dnsRecords: z.array(dnsRecordSchema).optional(),
  /** Constructs removed from customCSS when it was saved. */
  cssDropped: z.array(z.string()).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WhiteLabelClient = z.infer<typeof whiteLabelClientSchema>;

/** GET /api/white-label/config (spec 001 §3): the public brand of the request's host. */
export const whiteLabelConfigSchema = z.object({
  name: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  customFavicon: z.string().nullable(),
  customCSS: z.string().nullable(),
  logoUrl: z.string().nullable(),
  removeBranding: z.boolean(),
  /**
   * The footer's social links: the operator's SOCIAL_LINKS on its own host; none on a client's
   * host (our profiles are not the client's).
   */
  socialLinks: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
});
export type WhiteLabelConfig = z.infer<typeof whiteLabelConfigSchema>;

/**
 * GET /api/white-label/settings (operators): what the management screen needs to say about
 * this server's own setup.
 */
export const whiteLabelSettingsSchema = z.object({
  /** BASE_DOMAIN; null: clients cannot have subdomains. */
  baseDomain: z.string().nullable(),
  /** PUBLIC_URL, the origin custom domains' records point at. */
  publicUrl: z.string(),
  /** PUBLIC_URL's host: the CNAME (or A/AAAA) target of a custom domain. */
  dnsTarget: z.string(),
  /** PUBLIC_URL is localhost or a loopback address: nobody else can reach it. */
  publicUrlIsLocal: z.boolean(),
});
export type WhiteLabelSettings = z.infer<typeof whiteLabelSettingsSchema>;

/** GET /api/subdomain-info (spec 000 §3). */
export interface SubdomainInfo {
  isSubdomain: boolean;
  qrType: QrType | null;
  subdomain: string | null;
}
