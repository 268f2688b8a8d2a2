// Custom domains behind Caddy's on-demand TLS (issue 17): Caddy asks
// GET /api/white-label/domain-check before it issues a certificate for a name it has never seen,
// so only a verified, active client's domain gets one. A real Caddy (Debian's package, which
// .ci/run installs) runs in front of the app with the Caddyfile shape the README gives, issuing
// from its own local CA (`tls internal`, no network). Skipped, and says so, where caddy is not
// installed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';

const caddyFound = spawnSync('caddy', ['version']).status === 0;
if (!caddyFound) console.warn('caddy-on-demand.test.ts skipped: install caddy (apt) to run it');

const VERIFIED = 'codes.acme.test';
const UNKNOWN = 'unknown.example.test';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, deadlineMs = 20_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() !== undefined));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** GET over TLS to Caddy with `name` as SNI and Host; the status and the certificate's names. */
function fetchVia(port: number, name: string, urlPath: string) {
  return new Promise<{ status: number; body: string; altNames: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        servername: name,
        headers: { host: name },
        rejectUnauthorized: false,
      },
      (res) => {
        const altNames = (res.socket as TLSSocket).getPeerCertificate().subjectaltname ?? '';
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, altNames }));
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('timed out')));
    req.once('error', reject);
    req.end();
  });
}

describe.skipIf(!caddyFound)("Caddy's on-demand TLS asks the app", () => {
  const { app, database } = useTestApp('pglite', { trustProxy: '127.0.0.1' });
  const dir = mkdtempSync(path.join(tmpdir(), 'qrs-caddy-'));
  let caddy: ChildProcess | null = null;
  let httpsPort = 0;

  beforeAll(async () => {
    await database()
      .db.insert(clients)
      .values({ name: 'Acme', customDomain: VERIFIED, domainVerifiedAt: new Date() });
    await app().listen({ port: 0, host: '127.0.0.1' });
    const appPort = (app().server.address() as { port: number }).port;
    httpsPort = await freePort();
    const httpPort = await freePort();
    const caddyfile = path.join(dir, 'Caddyfile');
    writeFileSync(
      caddyfile,
      `{
\tadmin off
\tskip_install_trust
\thttp_port ${httpPort}
\thttps_port ${httpsPort}
\tstorage file_system ${path.join(dir, 'data')}
\ton_demand_tls {
\t\task http://127.0.0.1:${appPort}/api/white-label/domain-check
\t}
}

https:// {
\ttls internal {
\t\ton_demand
\t}
\treverse_proxy 127.0.0.1:${appPort}
}
`,
    );
    caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
      stdio: 'ignore',
    });
    await waitForPort(httpsPort);
  }, 60_000);

  afterAll(() => {
    caddy?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it("issues a certificate for a verified client's domain and serves the app on it", async () => {
    const res = await fetchVia(httpsPort, VERIFIED, '/healthz');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: 'ok' });
    expect(res.altNames).toContain(`DNS:${VERIFIED}`);
  }, 30_000);

  it('refuses a name the app does not serve: no certificate, no connection', async () => {
    await expect(fetchVia(httpsPort, UNKNOWN, '/healthz')).rejects.toThrow();
  }, 30_000);
});
