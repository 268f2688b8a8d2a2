// Finding 5 (issue 22), the cause: requestTimeout (30 s in app.ts) was assigned to the server
// after it was built, which Node 20 never enforces, so no request with a stalled body (an
// upload, a JSON sign-in) was ever timed out. The server is now built with it: a request whose
// body stops gets 408 with our error body and its connection closed. (Uploads also have their own, exact, deadline:
// stalled-upload.test.ts.)
import { connect } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { clientErrorHandler } from '../lib/client-error.js';
import { testConfig } from '../config.js';
import { useTestDatabase } from '../test/databases.js';
import { CONNECTIONS_CHECKING_INTERVAL_MS, ShortLinkFastPath } from '../modules/redirect/index.js';

const REQUEST_TIMEOUT_MS = 500;

describe('request timeout of the HTTP server', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it('answers a request whose body stalls 408 and closes the connection', async () => {
    let bodyEnded = false;
    const server = new ShortLinkFastPath().serverFactory(
      (request) => {
        // Reads the body like Fastify's parsers; never answers before it ends.
        request.on('data', () => undefined);
        request.on('end', () => {
          bodyEnded = true;
        });
      },
      {
        requestTimeout: REQUEST_TIMEOUT_MS,
        keepAliveTimeout: 5000,
        connectionTimeout: 0,
        maxRequestsPerSocket: 0,
      } as FastifyServerOptions,
    );
    // As Fastify wires its clientErrorHandler option (app.ts sets ours).
    server.on('clientError', clientErrorHandler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const { port } = server.address() as { port: number };

    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
    });
    const started = performance.now();
    const closed = new Promise<number>((resolve) =>
      socket.on('close', () => resolve(performance.now() - started)),
    );
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"username":',
    );
    const after = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The request took too long to arrive and was stopped. Please try again.',
      code: 'REQUEST_TIMEOUT',
    });
    expect(after).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(after).toBeLessThan(REQUEST_TIMEOUT_MS + CONNECTIONS_CHECKING_INTERVAL_MS + 1000);
    expect(bodyEnded).toBe(false);
  }, 15_000);
});

/** Sends `raw` on a new connection to `port`; resolves with all the server sent before closing. */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (data: Buffer) => {
      received += data.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
    socket.once('connect', () => socket.write(raw));
    setTimeout(() => reject(new Error(`no close; received ${received}`)), 5000).unref();
  });
}

describe('requests that are not HTTP enough to reach the app', () => {
  const database = useTestDatabase('pglite');

  it('get our JSON error body (400, 431) and a closed connection, not a bare socket reset', async () => {
    const app = buildApp(testConfig(), { database: database() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const bodyOf = (response: string) =>
        JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

      const malformed = await exchange(port, 'POST /api/login HTTP/1.1\r\nBad Header\r\n\r\n');
      expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
      expect(malformed).toMatch(/content-type: application\/json/i);
      expect(bodyOf(malformed)).toEqual({
        message: 'The request could not be read.',
        code: 'BAD_REQUEST',
      });

      const huge = await exchange(
        port,
        `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(huge).toMatch(/^HTTP\/1\.1 431 /);
      expect(bodyOf(huge).code).toBe('HEADERS_TOO_LARGE');
    } finally {
      await app.close();
    }
  });
});
