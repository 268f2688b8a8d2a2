import pino, { type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import type { Config } from '../config.js';

/** Object keys whose values never reach a log line, at any of the first three depths. */
const SECRET_KEYS = [
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'access_token',
  'refresh_token',
  'id_token',
  'apiKey',
  'api_key',
  'secret',
  'appSecret',
  'clientSecret',
  'cookie',
  'authorization',
  'set-cookie',
  'x-api-key',
  'stripe-signature',
  'client_secret',
];

const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const dot = k.startsWith('[') ? '' : '.';
  return [k, `*${dot}${k}`, `*.*${dot}${k}`];
});

/**
 * Query parameters carrying one-time codes or credentials; their values are masked in URLs.
 * Stripe's return URLs carry an intent's client secret (it reads the intent's state).
 */
const SECRET_QUERY_PARAMS = new Set([
  'code',
  'state',
  'token',
  'api_key',
  'apikey',
  'key',
  'client_secret',
  'payment_intent_client_secret',
  'setup_intent_client_secret',
]);

/**
 * Our API keys' shape ("qrs_" and 43 base64url characters, contracts/api-keys.ts), also when
 * percent-encoded or cut short: anywhere in a URL (a key pasted into the wrong parameter or the
 * path) it is masked.
 */
const API_KEY_IN_TEXT = /qrs_[A-Za-z0-9_%-]{16,}/g;

/**
 * Masks secret query parameter values, and anything shaped like one of our API keys, in a
 * request URL for logging.
 */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(API_KEY_IN_TEXT, 'qrs_[REDACTED]');
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_QUERY_PARAMS.has(name.toLowerCase())) {
      params.set(name, '[REDACTED]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/**
 * Error serializer that drops SQL parameters: a failed Drizzle query carries its bound values
 * (e-mail addresses, password hashes) in `params` and at the end of its message.
 */
function serializeError(err: Error) {
  const out = pino.stdSerializers.err(err) as unknown as Record<string, unknown>;
  delete out.params;
  for (const key of ['message', 'stack']) {
    const text = out[key];
    if (typeof text === 'string')
      out[key] = text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [REDACTED]');
  }
  return out;
}

/**
 * The line format: `json` and `pretty` as asked; `auto` is readable lines on a terminal and JSON
 * lines otherwise (a pipe, a file, a log collector).
 */
export function resolveLogFormat(
  format: Config['logFormat'],
  isTTY: boolean = Boolean(process.stdout.isTTY),
): 'json' | 'pretty' {
  if (format === 'auto') return isTTY ? 'pretty' : 'json';
  return format;
}

/**
 * The process logger (pino). Passwords, cookies, authorization headers, tokens and API keys are
 * replaced by "[REDACTED]" before a line is formatted, in either format. `destination` lets
 * tests capture the output; `isTTY` (default: whether stdout is a terminal) decides the `auto`
 * format.
 */
export function createLogger(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat'>>,
  destination?: DestinationStream,
  isTTY: boolean = Boolean(process.stdout.isTTY),
): Logger {
  const format = resolveLogFormat(config.logFormat ?? 'json', isTTY);
  const stream =
    format === 'pretty'
      ? pinoPretty({
          // Formatted in this thread (no transport worker), written synchronously.
          destination: destination ?? 1,
          sync: true,
          colorize: destination === undefined && isTTY,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname',
          singleLine: true,
        })
      : destination;
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
      serializers: {
        err: serializeError,
        req: (req: { method: string; url: string; ip?: string; headers?: object }) => ({
          method: req.method,
          url: redactUrl(req.url),
        }),
      },
    },
    stream,
  );
}

/**
 * Which database the server uses, for the ready line: the PGlite directory, or PostgreSQL's
 * user, host, port and database name (never the password or query options).
 */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (config.databaseUrl === null) return `embedded PGlite in ${config.dataDir}/db`;
  try {
    const url = new URL(config.databaseUrl);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    const host = url.host || 'localhost';
    const db = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default database)';
    return `PostgreSQL ${user}${host}/${db}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * The ready line's message: where to open the product and which database it uses. With PORT=0
 * and no PUBLIC_URL, the address carries the port actually bound.
 */
export function readyMessage(
  config: Pick<Config, 'publicUrl' | 'databaseUrl' | 'dataDir' | 'port'>,
  boundPort: number,
): string {
  const open =
    config.port === 0 && config.publicUrl.endsWith(':0')
      ? `${config.publicUrl.slice(0, -2)}:${boundPort}`
      : config.publicUrl;
  return `QR Shark ready: open ${open} (database: ${describeDatabase(config)})`;
}
