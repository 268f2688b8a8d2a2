// A tiny local web site for dynamic codes to redirect to: the e2e machine has no internet, and
// a real peer shows that the browser truly followed the 302 to the stored destination.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from '@playwright/test';

export interface DestinationServer {
  /** Absolute URL of `path` on this server, e.g. url('/a') → http://127.0.0.1:41234/a. */
  url(path: string): string;
  /** Paths requested so far, in order (favicon requests left out). */
  readonly hits: string[];
  close(): Promise<void>;
}

/**
 * Starts a server on 127.0.0.1 (a free port) whose pages are named after their path:
 * /a → "Destination A", /b → "Destination B" (title and heading); anything else is 404.
 */
export async function startDestinationServer(): Promise<DestinationServer> {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    hits.push(path);
    const match = /^\/([a-z])$/.exec(path);
    if (!match) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const title = `Destination ${match[1]!.toUpperCase()}`;
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(
        `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`,
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One destination server for the spec file that calls it: started before its tests and closed
 * after them. The answer stands for that server (use it inside tests, not at module level).
 */
export function useDestinationServer(): DestinationServer {
  let server: DestinationServer | undefined;
  test.beforeAll(async () => {
    server = await startDestinationServer();
  });
  test.afterAll(async () => {
    await server?.close();
  });
  const started = (): DestinationServer => {
    if (!server) throw new Error('The destination server starts in beforeAll: use it in a test');
    return server;
  };
  return {
    url: (path) => started().url(path),
    get hits() {
      return started().hits;
    },
    close: () => started().close(),
  };
}
