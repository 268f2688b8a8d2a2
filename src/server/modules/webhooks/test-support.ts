// Test helpers of scan webhooks: a local HTTPS receiver with a certificate of its own, and scans
// of a dynamic code rolled up so the delivery job can take them (webhooks.test.ts and the job
// runner's delivery tests).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../app.js';
import { listenOnLoopback } from '../../test/listen.js';

/** A self-signed certificate for 127.0.0.1 (openssl), trusted by the test's deliveries only. */
export function makeCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'qrs-hook-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:hook.test',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  const key = readFileSync(path.join(dir, 'key.pem'), 'utf8');
  rmSync(dir, { recursive: true, force: true });
  return { cert, key };
}

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A local HTTPS receiver on 127.0.0.1 that records every request in `received` as it arrives;
 * `answer` writes each response's head (default 200), and the response ends once what it
 * returns has settled (a promise holds the request under way). Listening on a free port once
 * beforeAll runs, closed afterAll; returns a getter of that port.
 */
export function useReceiver(
  tls: { cert: string; key: string },
  received: Received[],
  answer: (res: ServerResponse) => unknown = (res) => res.writeHead(200),
): () => number {
  const receiver = https.createServer({ cert: tls.cert, key: tls.key }, (req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      void Promise.resolve(answer(res)).then(() => res.end());
    });
  });
  let port = 0;
  beforeAll(async () => {
    port = await listenOnLoopback(receiver);
  });
  afterAll(() => new Promise<void>((r) => receiver.close(() => r())));
  return () => port;
}

/** Scans a dynamic code `times` times (a phone's user agent) and rolls the scans up. */
export async function scanCode(
  app: () => App,
  shortCode: string,
  times = 1,
  headers: Record<string, string> = {},
) {
  for (let i = 0; i < times; i += 1) {
    const res = await app().inject({
      url: `/d/${shortCode}`,
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        ...headers,
      },
    });
    expect(res.statusCode).toBe(302);
  }
  await app().scanCapture.flush();
  await app().scanCapture.rollUp();
}
