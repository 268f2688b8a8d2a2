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

/** `"key":"value"` of a secret key in a JSON line, at any depth (see redactLogLine). */
const SECRET_VALUE_IN_JSON = new RegExp(
  `("(?:${SECRET_KEYS.join('|')})":)"(?:[^"\\\\]|\\\\.)*"`,
  'gi',
);

const SECRET_KEY_SET: ReadonlySet<string> = new Set(SECRET_KEYS);

/** Secret keys are looked for at the first three depths of a logged object: `key`, `a.key`, `a.b.key`. */
const SECRET_KEY_DEPTH = 3;

/**
 * `value` with the value of every secret key in its first levels (from `depth` to
 * SECRET_KEY_DEPTH) replaced by "[REDACTED]", in arrays too. What holds no secret is returned as
 * it is; what does is copied along the way down to the secret, so the caller's object never
 * changes. `skip`: top-level keys left to their serializers.
 */
export function redactSecretKeys<T>(value: T, depth = 1, skip?: ReadonlySet<string>): T {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return value;
  const source = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(source)) {
    if (skip?.has(key)) continue;
    const item = source[key];
    const next = SECRET_KEY_SET.has(key)
      ? REDACTED
      : depth < SECRET_KEY_DEPTH
        ? redactSecretKeys(item, depth + 1)
        : item;
    if (next === item) continue;
    copy ??= (
      Array.isArray(value)
        ? [...(value as unknown[])]
        : Object.assign(
            Object.create(Object.getPrototypeOf(value) as object | null) as object,
            value,
          )
    ) as Record<string, unknown>;
    copy[key] = next;
  }
  return (copy ?? value) as T;
}

/**
 * Top-level keys with a serializer, ours or Fastify's: the error's serialized form is redacted
 * (serializeError); a request's is its method and masked URL, an answer's its status code.
 */
const SERIALIZED_KEYS: ReadonlySet<string> = new Set(['err', 'req', 'res']);

/**
 * Query parameters whose values never reach a log line, on any route: one-time codes and
 * credentials by exact name (OAuth's `code` and `state`; Stripe's return URLs carry an intent's
 * client secret), and any name that speaks of a password, secret, token, key, signature,
 * session or cookie (a verification, reset, setup, unsubscribe or share token; an API key).
 */
const SECRET_QUERY_PARAMS = new Set(['code', 'state', 'sig']);
const SECRET_QUERY_NAME =
  /pass|pwd|secret|token|key|signature|auth|session|cookie|otp|credential|nonce/i;

/**
 * The render and generate routes take a code's content (a Wi-Fi password, a vCard, a private
 * message) as parameters: every value is masked there except these, which say only what was
 * asked for (`type` and `qrType` the content type, the output format and size).
 */
const CONTENT_PATH =
  /\/api\/(?:v1\/qr|generate-qrcode(?:\/pdf)?|bulk-generate-qrcode|hosted-page-preview)\/?$/;
const KEPT_ON_CONTENT_PATHS = new Set(['type', 'qrtype', 'format', 'size', 'widthmm']);

const REDACTED = '[REDACTED]';

/**
 * Our API keys' shape ("qrs_" and 43 base64url characters, contracts/api-keys.ts), also when
 * percent-encoded or cut short: anywhere in a URL (a key pasted into the wrong parameter or the
 * path) it is masked.
 */
const API_KEY_IN_TEXT = /qrs_[A-Za-z0-9_%-]{16,}/g;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * `query` (the text after "?", as sent) with secret values masked; every value but the kept
 * ones when `path` is a render or generate route. The rest is left byte for byte.
 */
function redactQuery(path: string, query: string): string {
  const content = CONTENT_PATH.test(path);
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = decodedName(pair.slice(0, eq));
      const secret = content
        ? !KEPT_ON_CONTENT_PATHS.has(name.toLowerCase())
        : SECRET_QUERY_PARAMS.has(name.toLowerCase()) || SECRET_QUERY_NAME.test(name);
      return secret ? `${pair.slice(0, eq + 1)}${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * Masks secret query parameter values (every content value on the render and generate routes),
 * and anything shaped like one of our API keys, in a request URL for logging.
 */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(API_KEY_IN_TEXT, 'qrs_[REDACTED]');
  const q = url.indexOf('?');
  if (q === -1) return url;
  return `${url.slice(0, q)}?${redactQuery(url.slice(0, q), url.slice(q + 1))}`;
}

/** A path and its query anywhere in a JSON line; `\\.` steps over JSON escapes (`\"`). */
const URL_IN_TEXT = /(\/[^\s"?#\\]*)\?((?:[^\s"#\\]|\\.)*)/g;
/** A Bearer credential, or our session cookie, written out in text. */
const CREDENTIALS_IN_TEXT = /\b(Bearer)( +)[A-Za-z0-9._~+/=-]+/gi;
const SESSION_COOKIE_IN_TEXT = /\b((?:__Host-)?qrs_session)=[^;\s"\\]+/g;

/**
 * The last guard, on every formatted line (pino's streamWrite hook), whatever logged it: a
 * URL's query in a message (Fastify's "Route GET:/api/v1/qr?… not found", an error's text), an
 * API key, Bearer credentials, the session cookie, and a secret key's string value at
 * any depth (the key search stops at three) are masked.
 */
export function redactLogLine(line: string): string {
  return line
    .replace(API_KEY_IN_TEXT, 'qrs_[REDACTED]')
    .replace(CREDENTIALS_IN_TEXT, `$1$2${REDACTED}`)
    .replace(SESSION_COOKIE_IN_TEXT, `$1=${REDACTED}`)
    .replace(SECRET_VALUE_IN_JSON, `$1"${REDACTED}"`)
    .replace(URL_IN_TEXT, (_all, path: string, query: string) => {
      return `${path}?${redactQuery(path, query)}`;
    });
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
  // The error is a logged object's `err`: its own keys are the second level.
  return redactSecretKeys(out, 2);
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
 * replaced by "[REDACTED]" before a line is formatted, in either format: by key (`redactSecretKeys`), in
 * request URLs (the `req` serializer) and, whatever logged it, in the line's text
 * (`redactLogLine`). `destination` lets
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
  const logger = pino(
    {
      level: config.logLevel,
      // Secret keys are masked here (and in child loggers' bindings, below) rather than with
      // pino's `redact` paths: those ran a wildcard match over every top-level value, the
      // request id bound to each request's child logger included (about 10 µs a request,
      // measured against 0.3 µs without).
      formatters: {
        log: (object) => redactSecretKeys(object, 1, SERIALIZED_KEYS),
        bindings: (bindings) => redactSecretKeys(bindings),
      },
      hooks: { streamWrite: redactLogLine },
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
  // pino applies the bindings formatter to the root's bindings only; every child (children of
  // children too: they inherit this method) has its bindings masked here.
  const pinoChild = logger.child;
  logger.child = function child(this: Logger, bindings, options) {
    return pinoChild.call(this, redactSecretKeys(bindings), options);
  } as Logger['child'];
  return logger;
}

/**
 * Which database the server uses, for the ready line: the PGlite directory, or PostgreSQL's
 * user, host, port and database name (never the password or query options).
 */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (config.databaseUrl === null) return `embedded PGlite in ${config.dataDir}/db`;
  return describePostgres(config.databaseUrl);
}

/** PostgreSQL's user, host, port and database name from a connection string. */
function describePostgres(connectionString: string): string {
  try {
    const url = new URL(connectionString);
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
  config: Pick<Config, 'publicUrl' | 'databaseUrl' | 'dataDir' | 'port'> &
    Partial<Pick<Config, 'databaseReadUrl'>>,
  boundPort: number,
): string {
  const open =
    config.port === 0 && config.publicUrl.endsWith(':0')
      ? `${config.publicUrl.slice(0, -2)}:${boundPort}`
      : config.publicUrl;
  const replica = config.databaseReadUrl
    ? `; read replica: ${describePostgres(config.databaseReadUrl)}`
    : '';
  return `QR Shark ready: open ${open} (database: ${describeDatabase(config)}${replica})`;
}
