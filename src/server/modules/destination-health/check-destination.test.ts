import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../test/listen.js';
import { checkDestination, type CheckOptions } from './check-destination.js';

// The destination checker against a real local HTTP server (on a free port) that
// answers 200, 500, refuses HEAD, redirects (to a "parked" host, in a loop, to internal
// addresses), streams an endless body, or never answers. Loopback is reachable only because
// these tests set allowLoopback; the default refuses it.

/** The local server's port and origin, once it listens. */
let port = 0;
let base = '';
const seen: { method: string; path: string; headers: IncomingHttpHeaders }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push({ method: req.method ?? '', path, headers: req.headers });
    const redirect = (to: string) => res.writeHead(302, { location: to }).end();
    switch (path) {
      case '/ok':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>ok</h1>');
      case '/fail':
        return res.writeHead(500).end('down');
      case '/no-head':
        if (req.method === 'HEAD') return res.writeHead(405).end();
        return res.writeHead(200).end('got it');
      case '/endless':
        if (req.method === 'HEAD') return res.writeHead(405).end();
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        // Writes until the client hangs up.
        return void (function pump() {
          if (res.destroyed) return;
          res.write(Buffer.alloc(16_384, 1), () => setImmediate(pump));
        })();
      case '/to-parked':
        return redirect(`http://parked.example:${port}/ok`);
      case '/relative':
        return redirect('/ok');
      case '/loop':
        return redirect('/loop');
      case '/to-metadata':
        return redirect('http://169.254.169.254/latest/meta-data/');
      case '/to-private':
        return redirect('http://10.1.2.3/admin');
      case '/to-mapped-loopback':
        return redirect(`http://[::ffff:127.0.0.1]:${port}/ok`);
      case '/to-file':
        return redirect('file:///etc/passwd');
      case '/silent':
        return; // never answers
      case '/slow-redirect':
        return void setTimeout(() => redirect('/slow-ok'), 200);
      case '/slow-ok':
        return void setTimeout(() => res.writeHead(200).end('late'), 200);
      default:
        return res.writeHead(404).end();
    }
  });
  port = await listenOnLoopback(server);
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Test names resolve to the local server; the checker's own resolver is not used. */
const names: Record<string, string[]> = {
  'parked.example': ['127.0.0.1'],
  'mixed.example': ['93.184.216.34', '10.0.0.5'],
  'rebind.example': ['169.254.169.254'],
};
const local: CheckOptions = {
  userAgent: 'QR Shark link checker (test)',
  allowLoopback: true,
  resolve: async (host) => names[host] ?? [],
};

describe('checkDestination', () => {
  it('ok for a 2xx, with the product’s user agent and no credentials or cookies sent', async () => {
    seen.length = 0;
    expect(await checkDestination(`${base}/ok`, local)).toEqual({
      status: 'ok',
      httpStatus: 200,
      finalUrl: `${base}/ok`,
      detail: null,
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['HEAD /ok']);
    const headers = seen[0]!.headers;
    expect(headers['user-agent']).toBe('QR Shark link checker (test)');
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
  });

  it('broken for a 500, after trying GET too', async () => {
    seen.length = 0;
    expect(await checkDestination(`${base}/fail`, local)).toMatchObject({
      status: 'broken',
      httpStatus: 500,
      detail: 'The destination answered 500',
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['HEAD /fail', 'GET /fail']);
  });

  it('falls back to GET when HEAD is refused, reading at most the size cap of an endless body', async () => {
    expect(await checkDestination(`${base}/no-head`, local)).toMatchObject({
      status: 'ok',
      httpStatus: 200,
    });
    expect(
      await checkDestination(`${base}/endless`, { ...local, maxBodyBytes: 100_000 }),
    ).toMatchObject({ status: 'ok', httpStatus: 200 });
  });

  it('follows redirects: same host is ok, another host is "redirected", a loop is broken', async () => {
    expect(await checkDestination(`${base}/relative`, local)).toMatchObject({
      status: 'ok',
      finalUrl: `${base}/ok`,
    });
    expect(await checkDestination(`${base}/to-parked`, local)).toEqual({
      status: 'redirected',
      httpStatus: 200,
      finalUrl: `http://parked.example:${port}/ok`,
      detail: 'Redirects to parked.example',
    });
    seen.length = 0;
    expect(await checkDestination(`${base}/loop`, local)).toMatchObject({
      status: 'broken',
      detail: 'More than 5 redirects',
    });
    // The first visit and 5 redirects, each one HEAD.
    expect(seen).toHaveLength(6);
  });

  it('gives up at the deadline when the server never answers', async () => {
    expect(await checkDestination(`${base}/silent`, { ...local, timeoutMs: 300 })).toMatchObject({
      status: 'broken',
      detail: 'No answer within the time limit',
    });
  });

  it('gives up at the deadline when the name look-up never answers', async () => {
    const verdict = await checkDestination('http://silent-dns.example/', {
      ...local,
      resolve: () => new Promise<string[]>(() => {}),
      timeoutMs: 200,
    });
    expect(verdict).toMatchObject({ status: 'broken', detail: 'No answer within the time limit' });
  });

  it('counts one time limit over every request, but not the waits for the host’s turn', async () => {
    // Each answer takes 200 ms: alone within 300 ms, together not.
    expect(
      await checkDestination(`${base}/slow-redirect`, { ...local, timeoutMs: 300 }),
    ).toMatchObject({ status: 'broken', detail: 'No answer within the time limit' });
    // Two turns of 250 ms before the two requests: 500 ms of waiting within a 400 ms limit.
    const waits: string[] = [];
    const verdict = await checkDestination(`${base}/relative`, {
      ...local,
      timeoutMs: 400,
      beforeRequest: async (host) => {
        waits.push(host);
        await new Promise((resolve) => setTimeout(resolve, 250));
      },
    });
    expect(verdict).toMatchObject({ status: 'ok', finalUrl: `${base}/ok` });
    expect(waits).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  it('refuses loopback by default, before connecting', async () => {
    seen.length = 0;
    // The defaults: no loopback allowance, the system resolver (localhost is 127.0.0.1 or ::1).
    const defaults: CheckOptions = { userAgent: local.userAgent };
    expect(await checkDestination(`${base}/ok`, defaults)).toMatchObject({
      status: 'broken',
      httpStatus: null,
      detail: 'Refused: address 127.0.0.1 is not public',
    });
    expect(await checkDestination(`http://localhost:${port}/ok`, defaults)).toMatchObject({
      status: 'broken',
      detail: expect.stringMatching(/^Refused: address (127\.0\.0\.1|::1) is not public$/),
    });
    expect(seen).toEqual([]);
  });

  it('refuses redirects to metadata, private, mapped-loopback and non-http addresses', async () => {
    expect(await checkDestination(`${base}/to-metadata`, local)).toMatchObject({
      status: 'broken',
      httpStatus: 302,
      finalUrl: 'http://169.254.169.254/latest/meta-data/',
      detail: 'Refused: address 169.254.169.254 is not public',
    });
    expect(await checkDestination(`${base}/to-private`, local)).toMatchObject({
      detail: 'Refused: address 10.1.2.3 is not public',
    });
    // Loopback written as an IPv4-mapped IPv6 address is not the allowed loopback.
    expect(await checkDestination(`${base}/to-mapped-loopback`, local)).toMatchObject({
      detail: 'Refused: address ::ffff:7f00:1 is not public',
    });
    expect(await checkDestination(`${base}/to-file`, local)).toMatchObject({
      detail: 'Refused: the file: scheme is not checked',
    });
  });

  it('refuses names with any internal address, and URLs with credentials', async () => {
    seen.length = 0;
    expect(await checkDestination('http://mixed.example/', local)).toMatchObject({
      detail: 'Refused: address 10.0.0.5 is not public',
    });
    expect(await checkDestination('http://rebind.example/', local)).toMatchObject({
      detail: 'Refused: address 169.254.169.254 is not public',
    });
    expect(await checkDestination(`http://user:secret@127.0.0.1:${port}/ok`, local)).toMatchObject({
      detail: 'Refused: URLs with credentials are not checked',
    });
    expect(seen).toEqual([]);
  });
});
