import pino, { type DestinationStream, type Logger } from 'pino';
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
];

const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const dot = k.startsWith('[') ? '' : '.';
  return [k, `*${dot}${k}`, `*.*${dot}${k}`];
});

/** Query parameters carrying one-time codes or credentials; their values are masked in URLs. */
const SECRET_QUERY_PARAMS = new Set(['code', 'state', 'token', 'api_key', 'apikey', 'key']);

/** Masks secret query parameter values in a request URL for logging. */
export function redactUrl(url: string): string {
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
 * The process logger (pino, JSON lines). Passwords, cookies, authorization headers, tokens and
 * API keys are replaced by "[REDACTED]". `destination` lets tests capture the output.
 */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
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
    destination,
  );
}
