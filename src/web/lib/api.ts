import type { ErrorBody } from '../../contracts/errors.js';
import { workspaceHeaders } from './workspace.js';
import { localizeMessage } from './i18n/localize-message.js';

/**
 * Thrown for every non-OK response. `message` is `${status}: ${bodyText || statusText}`
 * (spec 000 §7); `body` is the parsed error body when the server sent our JSON error shape,
 * so forms can show `fields` and toasts can show the server's `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(status: number, message: string, body: ErrorBody | undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

// A hand-written check of the contract's error shape keeps zod out of the first download.
function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { message, code, fields } = value as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string') return false;
  if (fields === undefined) return true;
  return (
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((v) => typeof v === 'string')
  );
}

function parseErrorBody(text: string): ErrorBody | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isErrorBody(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves for 2xx responses; throws ApiError otherwise (the body is consumed). */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parseErrorBody(text));
}

/**
 * Sends a same-origin request with cookies. A `body` is sent as JSON. Resolves with the
 * Response (for the caller to read) when OK; throws ApiError otherwise. Network failures
 * reject with the browser's TypeError.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await apiFetch(url, {
    method,
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : {
            Accept: 'application/json',
            'Content-Type': 'application/json',
          },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

/**
 * fetch for the internal API: same-origin with cookies, naming the tab's workspace
 * (X-Workspace-Id, lib/workspace.ts). Resolves with any response; the caller checks it.
 */
export function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, {
    credentials: 'include',
    ...init,
    headers: { ...(init.headers as Record<string, string> | undefined), ...workspaceHeaders(url) },
  });
}

/** The server's own message for a failed request, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? localizeMessage(error.body?.message) : undefined;
}

/** The server's per-field messages for a failed request (empty when none). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = (error instanceof ApiError && error.body?.fields) || {};
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, localizeMessage(message)]),
  );
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * A TanStack Query function that GETs the query key's first element as the URL and
 * returns the JSON. With `on401: 'returnNull'` a 401 answer resolves to null (signed out).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await apiFetch(String(queryKey[0]), { headers: { Accept: 'application/json' } });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
