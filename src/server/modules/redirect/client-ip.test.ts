import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { clientIpResolver, requestHostResolver } from './client-ip.js';

/** Peer address and X-Forwarded-For pairs, spoofed and proxied, IPv4 and IPv6. */
const REQUESTS: { remoteAddress: string; xff?: string }[] = [
  { remoteAddress: '127.0.0.1' },
  { remoteAddress: '127.0.0.1', xff: '81.2.69.142' },
  { remoteAddress: '127.0.0.1', xff: '81.2.69.142, 10.1.2.3' },
  { remoteAddress: '127.0.0.1', xff: '1.1.1.1, 81.2.69.142, 127.0.0.1' },
  { remoteAddress: '127.0.0.1', xff: 'not-an-address, 1.1.1.1' },
  { remoteAddress: '127.0.0.1', xff: ' 193.99.144.80 ,,1.1.1.1 ' },
  { remoteAddress: '203.0.113.7', xff: '81.2.69.142' },
  { remoteAddress: '10.9.8.7', xff: '81.2.69.142, 10.0.0.2' },
  { remoteAddress: '::1', xff: '2a00:1450:4001:80b::200e' },
  { remoteAddress: '::ffff:127.0.0.1', xff: '81.2.69.142' },
];

const SETTINGS: Config['trustProxy'][] = [
  false,
  true,
  '127.0.0.1',
  '10.0.0.0/8, 127.0.0.1',
  'loopback,uniquelocal',
  '203.0.113.7',
];

/** Fastify's request.ip and ours for the same request under one trustProxy setting. */
async function bothAddresses(trustProxy: Config['trustProxy']) {
  const resolve = clientIpResolver(trustProxy);
  const app = Fastify({ trustProxy: trustProxy as boolean | string });
  app.get('/', async (request) => ({ fastify: request.ip, ours: resolve(request.raw) }));
  const out: { fastify: string; ours: string }[] = [];
  for (const r of REQUESTS) {
    const res = await app.inject({
      url: '/',
      remoteAddress: r.remoteAddress,
      headers: r.xff === undefined ? {} : { 'x-forwarded-for': r.xff },
    });
    out.push(res.json());
  }
  await app.close();
  return out;
}

describe('clientIpResolver', () => {
  it.each(SETTINGS.map((s) => [JSON.stringify(s), s] as const))(
    'gives what Fastify gives as request.ip with trustProxy %s',
    async (_name, trustProxy) => {
      for (const [i, { fastify, ours }] of (await bothAddresses(trustProxy)).entries()) {
        expect(ours, JSON.stringify(REQUESTS[i])).toBe(fastify);
      }
    },
  );

  it('ignores X-Forwarded-For when off, takes the leftmost when on, the nearest untrusted for a list', async () => {
    const spoofed = REQUESTS.findIndex((r) => r.xff === '1.1.1.1, 81.2.69.142, 127.0.0.1');
    expect((await bothAddresses(false))[spoofed]!.ours).toBe('127.0.0.1');
    expect((await bothAddresses(true))[spoofed]!.ours).toBe('1.1.1.1');
    expect((await bothAddresses('127.0.0.1'))[spoofed]!.ours).toBe('81.2.69.142');
  });
});

/** Host and X-Forwarded-Host pairs from a trusted and an untrusted peer. */
const HOSTS: { remoteAddress: string; host: string; xfh?: string }[] = [
  { remoteAddress: '127.0.0.1', host: 'Acme.QR.test' },
  { remoteAddress: '127.0.0.1', host: 'acme.qr.test:8080' },
  { remoteAddress: '127.0.0.1', host: 'qr.test.' },
  { remoteAddress: '127.0.0.1', host: '[::1]:3000' },
  { remoteAddress: '127.0.0.1', host: 'proxy.internal', xfh: 'beta.qr.test' },
  { remoteAddress: '127.0.0.1', host: 'proxy.internal', xfh: 'evil.example, Beta.qr.test:443' },
  { remoteAddress: '203.0.113.7', host: 'acme.qr.test', xfh: 'beta.qr.test' },
];

describe('requestHostResolver', () => {
  it.each(SETTINGS.map((s) => [JSON.stringify(s), s] as const))(
    'gives what Fastify gives as request.hostname with trustProxy %s',
    async (_name, trustProxy) => {
      const resolve = requestHostResolver(trustProxy);
      const app = Fastify({ trustProxy: trustProxy as boolean | string });
      app.get('/', async (request) => ({
        // Fastify keeps the case and a trailing dot; tenancy compares lower case without it.
        fastify: request.hostname.toLowerCase().replace(/\.$/, ''),
        ours: resolve(request.raw),
      }));
      for (const r of HOSTS) {
        const res = await app.inject({
          url: '/',
          remoteAddress: r.remoteAddress,
          headers: { host: r.host, ...(r.xfh === undefined ? {} : { 'x-forwarded-host': r.xfh }) },
        });
        const { fastify, ours } = res.json();
        expect(ours, JSON.stringify(r)).toBe(fastify);
      }
      await app.close();
    },
  );

  it('takes X-Forwarded-Host only from a trusted peer', () => {
    const request = (remoteAddress: string) =>
      ({
        headers: { host: 'acme.qr.test', 'x-forwarded-host': 'beta.qr.test' },
        socket: { remoteAddress },
      }) as unknown as Parameters<ReturnType<typeof requestHostResolver>>[0];
    expect(requestHostResolver(false)(request('127.0.0.1'))).toBe('acme.qr.test');
    expect(requestHostResolver('127.0.0.1')(request('127.0.0.1'))).toBe('beta.qr.test');
    expect(requestHostResolver('127.0.0.1')(request('203.0.113.7'))).toBe('acme.qr.test');
  });
});
