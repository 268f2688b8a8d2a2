import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../test/listen.js';
import { safeFetch, SafeFetchRefused, vetUrl, type SafeFetchOptions } from './fetch.js';

// safeFetch (what a webhook delivery uses) against a real local server on a free port: a POST
// with its body, redirects returned or followed (and vetted again), a capped body, the
// deadline. Loopback is reachable only because these tests set allowLoopback.

/** The local server's origin, once it listens. */
let base = '';
const seen: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const body = Buffer.concat(chunks).toString();
      seen.push({ method: req.method ?? '', path, headers: req.headers, body });
      switch (path) {
        case '/echo':
          return res.writeHead(200).end(`got ${req.method} ${body}`);
        case '/see-other':
          return res.writeHead(303, { location: '/echo' }).end();
        case '/to-metadata':
          return res.writeHead(307, { location: 'http://169.254.169.254/' }).end();
        case '/big':
          return res.writeHead(200).end('x'.repeat(10_000));
        case '/silent':
          return; // never answers
        default:
          return res.writeHead(404).end();
      }
    });
  });
  base = `http://127.0.0.1:${await listenOnLoopback(server)}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const local: SafeFetchOptions = { userAgent: 'QR Shark test', allowLoopback: true };

describe('safeFetch', () => {
  it('POSTs a body with its headers and reads the answer', async () => {
    seen.length = 0;
    const res = await safeFetch(`${base}/echo`, {
      ...local,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res).toMatchObject({ status: 200, url: `${base}/echo` });
    expect(res.body.toString()).toBe('got POST {"a":1}');
    expect(seen[0]!.headers).toMatchObject({
      'user-agent': 'QR Shark test',
      'content-type': 'application/json',
      'content-length': '7',
    });
    expect(seen[0]!.headers.cookie).toBeUndefined();
  });

  it('returns a redirect unless asked to follow; a followed 303 continues as a GET', async () => {
    const post = { ...local, method: 'POST', body: 'x' };
    expect(await safeFetch(`${base}/see-other`, post)).toMatchObject({
      status: 303,
      location: '/echo',
    });
    const followed = await safeFetch(`${base}/see-other`, { ...post, maxRedirects: 1 });
    expect(followed).toMatchObject({ status: 200, url: `${base}/echo` });
    expect(followed.body.toString()).toBe('got GET ');
  });

  it('vets every redirect and every address again', async () => {
    await expect(safeFetch(`${base}/to-metadata`, { ...local, maxRedirects: 1 })).rejects.toThrow(
      new SafeFetchRefused('address 169.254.169.254 is not public'),
    );
    seen.length = 0;
    await expect(safeFetch(`${base}/echo`, { userAgent: 'x' })).rejects.toBeInstanceOf(
      SafeFetchRefused,
    );
    await expect(
      safeFetch('http://inside.example/', { ...local, resolve: async () => ['10.0.0.1'] }),
    ).rejects.toThrow('address 10.0.0.1 is not public');
    expect(seen).toEqual([]);
  });

  it('caps the body read and gives up at the deadline', async () => {
    const big = await safeFetch(`${base}/big`, { ...local, maxBodyBytes: 1000 });
    expect(big.body.length).toBe(1000);
    await expect(safeFetch(`${base}/silent`, { ...local, timeoutMs: 200 })).rejects.toMatchObject({
      name: expect.stringMatching(/AbortError|TimeoutError/),
    });
  });

  it('gives up at the deadline while a name look-up never answers', async () => {
    const unanswered = { ...local, resolve: () => new Promise<string[]>(() => {}) };
    const started = performance.now();
    await expect(
      safeFetch('http://silent-dns.example/', { ...unanswered, timeoutMs: 200 }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(performance.now() - started).toBeLessThan(2000);
    // An already-aborted signal refuses at once; without a signal the look-up is awaited.
    await expect(
      vetUrl('http://silent-dns.example/', unanswered, AbortSignal.abort()),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.filter((s) => s.headers.host === 'silent-dns.example')).toEqual([]);
  });
});
