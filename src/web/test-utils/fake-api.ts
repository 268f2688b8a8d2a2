import { AUTH_MESSAGES, CHANGE_PASSWORD_MESSAGES, type PublicUser } from '../../contracts/auth.js';
import type { ErrorBody } from '../../contracts/errors.js';
import type { SocialLink } from '../../contracts/social-links.js';
import type { WhiteLabelConfig } from '../../contracts/white-label.js';
import { setSessionHint } from './session-hint.js';

/**
 * An in-test HTTP responder at the fetch boundary that answers like the server contract
 * (src/contracts/auth.ts, errors.ts): sessions, login, register, logout. The real server is
 * tested separately; this lets component tests exercise our real client code end to end.
 */
export interface FakeApi {
  fetch: typeof fetch;
  /** Every request seen, in order, with its parsed JSON body. */
  requests: { method: string; url: string; body: unknown; credentials?: RequestCredentials }[];
  /** Makes the next calls to `url` wait until the returned function is called. */
  hold(url: string): () => void;
}

export function makeUser(username: string, id = 1): PublicUser {
  return {
    id,
    username,
    email: username,
    firstName: '',
    lastName: '',
    role: 'user',
    subscriptionStatus: 'free',
    googleId: null,
    emailVerified: true,
    googleOnly: false,
    passwordChangeRequired: false,
    clientId: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    locale: 'en',
  };
}

/** A JSON answer as the server sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function error(status: number, body: ErrorBody): Response {
  return json(status, body);
}

/** The fetch boundary of a fake API, with one-off failures (see fetchBoundary). */
export interface FakeBoundary extends FakeApi {
  /** The next request matching `method` and the path `url` answers with this status and body. */
  failNext(method: string, url: string, status: number, body?: ErrorBody): void;
}

/** A multipart body as a record: text fields as they are, files by name, type and size. */
function formToRecord(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  form.forEach((value, key) => {
    out[key] =
      typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
  });
  return out;
}

/**
 * The fetch boundary every fake API shares: records each request with its parsed body (JSON or form),
 * waits while the request's path is held, answers a pending one-off failure, and otherwise
 * hands the request to `respond` (the fake's routes).
 */
export function fetchBoundary(
  respond: (method: string, url: URL, body: unknown) => Response,
): FakeBoundary {
  const requests: FakeApi['requests'] = [];
  const holds = new Map<string, Promise<void>>();
  const failures = new Map<string, { status: number; body: ErrorBody }>();
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init?.body instanceof FormData
          ? formToRecord(init.body)
          : undefined;
    requests.push({ method, url: raw, body, credentials: init?.credentials });
    const url = new URL(raw, 'http://localhost');
    const held = holds.get(url.pathname);
    if (held) await held;
    const failure = failures.get(`${method} ${url.pathname}`);
    if (failure) {
      failures.delete(`${method} ${url.pathname}`);
      return json(failure.status, failure.body);
    }
    return respond(method, url, body);
  };
  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    failNext(method, url, status, body = { message: 'Server error', code: 'INTERNAL' }) {
      failures.set(`${method} ${url}`, { status, body });
    },
    hold(url) {
      let release!: () => void;
      holds.set(
        url,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        holds.delete(url);
        release();
      };
    },
  };
}

export function createFakeApi(
  options: {
    signedInAs?: string;
    accounts?: Record<string, string>;
    /** The signed-in account is flagged to change its password (cleared by a change). */
    passwordChangeRequired?: boolean;
    /** New passwords the server refuses as common (its list lives on the server only). */
    commonPasswords?: string[];
    /** The server has Google sign-in configured (GET /api/auth-providers). */
    google?: boolean;
    /** The operator's SOCIAL_LINKS, as GET /api/white-label/config answers them (none). */
    socialLinks?: SocialLink[];
  } = {},
): FakeApi {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  if (options.signedInAs && !accounts.has(options.signedInAs)) {
    accounts.set(options.signedInAs, 'password');
  }
  let session: string | null = options.signedInAs ?? null;
  let changeRequired = options.passwordChangeRequired ?? false;
  const common = new Set(options.commonPasswords ?? []);
  const tooCommon = (field: string) =>
    error(400, {
      message: AUTH_MESSAGES.passwordTooCommon,
      code: 'VALIDATION_FAILED',
      fields: { [field]: AUTH_MESSAGES.passwordTooCommon },
    });
  setSessionHint(Boolean(options.signedInAs));

  const respond = (method: string, url: URL, given: unknown): Response => {
    const body = (given ?? {}) as Record<string, string>;
    const route = `${method} ${url.pathname}`;
    switch (route) {
      case 'GET /api/user':
        return session
          ? json(200, { ...makeUser(session), passwordChangeRequired: changeRequired })
          : error(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' });
      case 'POST /api/change-password':
        if (!session) return error(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' });
        if (common.has(body.newPassword!)) return tooCommon('newPassword');
        if (accounts.get(session) !== body.currentPassword) {
          return error(400, {
            message: CHANGE_PASSWORD_MESSAGES.currentWrong,
            code: 'VALIDATION_FAILED',
            fields: { currentPassword: CHANGE_PASSWORD_MESSAGES.currentWrong },
          });
        }
        accounts.set(session, body.newPassword!);
        changeRequired = false;
        return json(200, { message: CHANGE_PASSWORD_MESSAGES.changed });
      case 'POST /api/login':
        if (accounts.get(body.username!) === body.password) {
          session = body.username!;
          return json(200, makeUser(session!));
        }
        return error(401, {
          message: AUTH_MESSAGES.invalidCredentials,
          code: 'INVALID_CREDENTIALS',
        });
      case 'POST /api/register':
        if (common.has(body.password!)) return tooCommon('password');
        if (accounts.has(body.username!)) {
          return error(409, {
            message: AUTH_MESSAGES.usernameTaken,
            code: 'USERNAME_TAKEN',
            fields: { username: AUTH_MESSAGES.usernameTaken },
          });
        }
        accounts.set(body.username!, body.password!);
        session = body.username!;
        return json(201, makeUser(session!));
      case 'POST /api/logout':
        session = null;
        return new Response(null, { status: 204 });
      case 'GET /api/auth-providers':
        return json(200, { google: options.google ?? false });
      case 'GET /api/white-label/config':
        return json(200, {
          name: 'QR Shark',
          primaryColor: '#3B82F6',
          secondaryColor: '#1E40AF',
          customFavicon: null,
          customCSS: null,
          logoUrl: null,
          removeBranding: false,
          socialLinks: options.socialLinks ?? [],
        } satisfies WhiteLabelConfig);
      case 'POST /api/password-reset':
        // The same answer whether or not the address has an account.
        return json(200, { message: AUTH_MESSAGES.passwordResetSent });
      default:
        return error(404, { message: 'Not found', code: 'NOT_FOUND' });
    }
  };

  const { fetch, requests, hold } = fetchBoundary(respond);
  return { fetch, requests, hold };
}
