import { AUTH_MESSAGES, type PublicUser } from '../../contracts/auth.js';
import type { ErrorBody } from '../../contracts/errors.js';
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
    clientId: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function error(status: number, body: ErrorBody): Response {
  return json(status, body);
}

export function createFakeApi(
  options: { signedInAs?: string; accounts?: Record<string, string> } = {},
): FakeApi {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  if (options.signedInAs && !accounts.has(options.signedInAs)) {
    accounts.set(options.signedInAs, 'password');
  }
  let session: string | null = options.signedInAs ?? null;
  setSessionHint(Boolean(options.signedInAs));
  const holds = new Map<string, Promise<void>>();
  const requests: FakeApi['requests'] = [];

  const respond = (method: string, url: string, body: Record<string, string>): Response => {
    const route = `${method} ${url}`;
    switch (route) {
      case 'GET /api/user':
        return session
          ? json(200, makeUser(session))
          : error(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' });
      case 'POST /api/login':
        if (accounts.get(body.username) === body.password) {
          session = body.username;
          return json(200, makeUser(session));
        }
        return error(401, {
          message: AUTH_MESSAGES.invalidCredentials,
          code: 'INVALID_CREDENTIALS',
        });
      case 'POST /api/register':
        if (accounts.has(body.username)) {
          return error(409, {
            message: AUTH_MESSAGES.usernameTaken,
            code: 'USERNAME_TAKEN',
            fields: { username: AUTH_MESSAGES.usernameTaken },
          });
        }
        accounts.set(body.username, body.password);
        session = body.username;
        return json(201, makeUser(session));
      case 'POST /api/logout':
        session = null;
        return new Response(null, { status: 204 });
      case 'POST /api/password-reset':
        // The same answer whether or not the address has an account.
        return json(200, { message: AUTH_MESSAGES.passwordResetSent });
      default:
        return error(404, { message: 'Not found', code: 'NOT_FOUND' });
    }
  };

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body, credentials: init?.credentials });
    const held = holds.get(url);
    if (held) await held;
    return respond(method, url, body ?? {});
  };

  return {
    fetch: fakeFetch as typeof fetch,
    requests,
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
