import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn, serverFieldErrors, serverMessage } from './api.js';

/** Answers every fetch with `response` and records the calls. */
function stubFetch(response: () => Response) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return response();
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with cookies and resolves with the response when OK', async () => {
    const calls = stubFetch(() => Response.json({ ok: true }));
    const res = await apiRequest('POST', '/api/login', { username: 'a@b.co', password: 'x' });
    expect(await res.json()).toEqual({ ok: true });
    expect(calls[0]!.url).toBe('/api/login');
    expect(calls[0]!.init?.method).toBe('POST');
    expect(calls[0]!.init?.credentials).toBe('include');
    expect(new Headers(calls[0]!.init?.headers).get('Content-Type')).toBe('application/json');
    expect(calls[0]!.init?.body).toBe('{"username":"a@b.co","password":"x"}');
  });

  it('sends no body and no content type without a payload', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/logout');
    expect(calls[0]!.init?.body).toBeUndefined();
    expect(new Headers(calls[0]!.init?.headers).has('Content-Type')).toBe(false);
  });

  it('throws "status: body text" and keeps the parsed error body', async () => {
    const body = {
      message: 'An account with this email already exists',
      code: 'USERNAME_TAKEN',
      fields: { username: 'An account with this email already exists' },
    };
    const text = JSON.stringify(body);
    stubFetch(() => new Response(text, { status: 409, statusText: 'Conflict' }));
    const error = await apiRequest('POST', '/api/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${text}`);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).body).toEqual(body);
    expect(serverMessage(error)).toBe(body.message);
    expect(serverFieldErrors(error)).toEqual(body.fields);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiRequest('GET', '/api/qrcodes').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('502: Bad Gateway');
    expect((error as ApiError).body).toBeUndefined();
    expect(serverMessage(error)).toBeUndefined();
    expect(serverFieldErrors(error)).toEqual({});
  });

  it('keeps a non-JSON body as text and no parsed body', async () => {
    stubFetch(() => new Response('upstream timed out', { status: 504 }));
    const error = await apiRequest('GET', '/api/qrcodes').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('504: upstream timed out');
    expect((error as ApiError).body).toBeUndefined();
  });

  it('ignores JSON that is not the error contract', async () => {
    stubFetch(() => Response.json({ error: 'nope' }, { status: 400 }));
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('400: {"error":"nope"}');
    expect((error as ApiError).body).toBeUndefined();
  });
});

describe('getQueryFn', () => {
  const context = { queryKey: ['/api/user'] as const };

  it('returns null for 401 when told to', async () => {
    stubFetch(() =>
      Response.json({ message: 'Not signed in', code: 'UNAUTHENTICATED' }, { status: 401 }),
    );
    await expect(getQueryFn({ on401: 'returnNull' })(context)).resolves.toBeNull();
  });

  it('throws for 401 otherwise, with the contract message format', async () => {
    stubFetch(() => new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(getQueryFn({ on401: 'throw' })(context)).rejects.toThrow('401: Unauthorized');
  });

  it('fetches the first key element with cookies and returns the JSON', async () => {
    const calls = stubFetch(() => Response.json({ username: 'a@b.co' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context)).resolves.toEqual({
      username: 'a@b.co',
    });
    expect(calls[0]!.url).toBe('/api/user');
    expect(calls[0]!.init?.credentials).toBe('include');
  });

  it('throws for other failures even with returnNull', async () => {
    stubFetch(() => new Response('boom', { status: 500 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context)).rejects.toThrow('500: boom');
  });
});
