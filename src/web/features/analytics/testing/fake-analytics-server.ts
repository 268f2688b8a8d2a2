import { vi } from 'vitest';

/**
 * A responder at the fetch boundary: each request's path (without query) is answered by the
 * handler registered for it, with the full URL at hand. Unregistered paths answer 404 in the
 * contract's error shape. `requests` lists every URL asked for, in order.
 */
export type Handler = (url: URL) => { status: number; body: unknown };

export function fakeAnalyticsServer(handlers: Record<string, Handler>) {
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const raw = String(input);
    requests.push(raw);
    const url = new URL(raw, 'http://localhost');
    const handler = handlers[url.pathname];
    const { status, body } = handler
      ? handler(url)
      : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** Requests to `path`, as parsed URLs. */
    requestsTo(path: string): URL[] {
      return requests.map((r) => new URL(r, 'http://localhost')).filter((u) => u.pathname === path);
    },
  };
}

export const ok = (body: unknown) => ({ status: 200, body });
export const serverError = () => ({
  status: 500,
  body: { message: 'Internal server error', code: 'INTERNAL' },
});

/** The charts measure their box with ResizeObserver, which jsdom lacks. */
export function installResizeObserver() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
