// Starts the real server for Playwright on a fresh embedded database in a temporary folder,
// which is removed when the server exits. Outgoing mail goes over real SMTP to a local server
// that drops each message into the e2e mailbox folder (see mailbox.ts). Stripe is the local
// Stripe peer (src/server/modules/payments/testing/stripe-peer.ts): the server's SDK calls it,
// it signs webhooks as Stripe does and POSTs them to the server, and its address is written to
// a file for the browser tests (stripe.ts routes Stripe.js's API calls to it). Google sign-in is
// a real local OpenID Connect issuer with an account chooser (google-issuer.ts). Webhooks may go
// to this machine (WEBHOOK_ALLOW_LOOPBACK, the operator setting), and the server trusts the
// certificate of the webhook journey's local HTTPS receiver (see below), so no test reaches
// anything but 127.0.0.1.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { register } from 'tsx/esm/api';

const port = process.env.E2E_PORT ?? '3100';

// The webhook journey's receiver (webhooks.spec.ts) serves a self-signed certificate for
// 127.0.0.1, made here once per server start; its paths are written to a file for the spec. The
// server trusts it through NODE_EXTRA_CA_CERTS, as it would an operator's own CA: no production
// code changes for it. Node reads that variable only when it starts, so this first run makes the
// certificate and runs this script again with the variable set; the second run is the server.
const hookDir = join(tmpdir(), `qrshark-e2e-hook-${port}`);
const hookFile = join(tmpdir(), `qrshark-e2e-hook-${port}.json`);
const hookCert = join(hookDir, 'cert.pem');
if (process.env.NODE_EXTRA_CA_CERTS !== hookCert) {
  rmSync(hookDir, { recursive: true, force: true });
  mkdirSync(hookDir, { recursive: true });
  const hookKey = join(hookDir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', hookKey, '-out', hookCert],
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(hookFile, JSON.stringify({ cert: hookCert, key: hookKey }));
  const server = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: hookCert },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  // SIGTERM/SIGINT are passed on (the server shuts down gracefully); then this run ends too.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  const code = await new Promise((resolve) => server.on('exit', (c) => resolve(c ?? 1)));
  rmSync(hookDir, { recursive: true, force: true });
  rmSync(hookFile, { force: true });
  process.exit(code);
}
// Should the first run die without passing a signal on, the server stops as well.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
process.channel?.unref();

const dataDir = mkdtempSync(join(tmpdir(), 'qrshark-e2e-'));
const mailDir = join(tmpdir(), `qrshark-e2e-mail-${port}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let mailCount = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      mailCount += 1;
      writeFileSync(
        join(mailDir, `${String(mailCount).padStart(5, '0')}.eml`),
        Buffer.concat(chunks),
      );
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
  // Every journey registers from 127.0.0.1.
  REGISTER_LIMIT_PER_HOUR: '1000',
  // A journey may scan "from" a public address (X-Forwarded-For from 127.0.0.1), so scans have
  // a country (analytics-page.spec.ts); requests without the header keep the socket address.
  TRUST_PROXY: '127.0.0.1',
  // The newsletter, admin-area, white-label and app pseudo-locale journeys' admins (one per
  // journey and Playwright project).
  ADMIN_EMAILS: [
    'e2e-admin-desktop@example.com',
    'e2e-admin-mobile@example.com',
    'e2e-admin-area-desktop@example.com',
    'e2e-admin-area-mobile@example.com',
    'e2e-white-label-desktop@example.com',
    'e2e-white-label-mobile@example.com',
    'e2e-pseudo-admin-desktop@example.com',
    'e2e-pseudo-admin-mobile@example.com',
  ].join(','),
  // White-label clients get {subdomain}.localhost, which Chromium resolves to loopback.
  BASE_DOMAIN: 'localhost',
  // No background checks of the journeys' destinations (outside requests, and broken-link mails
  // in the journeys' mailboxes); "Check now" still works. runner.test.ts covers the checker.
  DESTINATION_CHECKS: 'off',
  // The webhook journey's receiver listens on 127.0.0.1.
  WEBHOOK_ALLOW_LOOPBACK: 'true',
  // Two render-and-check threads, not the default one (cores - 1): four browsers create, style
  // and download codes at once, each creation waits for its scan check in the pool, and the
  // browsers themselves mostly wait (the suite used 0.7 of the 2 cores in CI).
  WORKER_THREADS: process.env.WORKER_THREADS ?? '2',
});
delete process.env.DATABASE_URL;
const stripePeerFile = join(tmpdir(), `qrshark-e2e-stripe-${port}.json`);
process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  rmSync(stripePeerFile, { force: true });
});

register();
const { startStripePeer } =
  await import('../../src/server/modules/payments/testing/stripe-peer.ts');
// Test-only values: the peer accepts any sk_/pk_ key; the webhook secret is shared with it.
const webhookSecret = 'whsec_e2e_local_peer';
// The Stripe account's pricing table, as set up in Stripe's dashboard (returning to /subscribe);
// the server embeds it only when E2E_STRIPE_PRICING_TABLE=1 (pricing-table.spec.ts starts such
// a server of its own).
const pricingTableId = 'prctbl_e2e_premium';
const stripePeer = await startStripePeer({
  webhookSecret,
  pricingTable: {
    id: pricingTableId,
    successUrl: `http://127.0.0.1:${port}/subscribe?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
  },
  // Delivered as Stripe does: a signed POST; a failure is reported (event type and status only).
  deliver: async (event) => {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
      if (!res.ok) process.stderr.write(`stripe peer: ${event.type} answered ${res.status}\n`);
    } catch (err) {
      process.stderr.write(`stripe peer: ${event.type} not delivered (${err.message})\n`);
    }
  },
});
writeFileSync(stripePeerFile, JSON.stringify({ url: stripePeer.url }));
const { startLocalGoogleIssuer } = await import('./google-issuer.ts');
const google = await startLocalGoogleIssuer();
// Company sign-in (company-sign-in.spec.ts): a second local issuer, a workspace's own identity
// provider; its address is written to a file for the spec, and the server may reach it on
// loopback (COMPANY_SIGN_IN_ALLOW_LOOPBACK, the operator setting).
const companyIssuer = await startLocalGoogleIssuer();
const companyIssuerFile = join(tmpdir(), `qrshark-e2e-company-issuer-${port}.json`);
writeFileSync(companyIssuerFile, JSON.stringify({ url: companyIssuer.url }));
process.on('exit', () => rmSync(companyIssuerFile, { force: true }));
// DNS for domain proofs (company sign-in's TXT record): a local DNS server answers TXT queries
// from files the specs write in this folder (file name: the record's name; content: its value),
// and the app asks it (DNS_SERVERS).
const dnsDir = join(tmpdir(), `qrshark-e2e-dns-${port}`);
rmSync(dnsDir, { recursive: true, force: true });
mkdirSync(dnsDir, { recursive: true });
process.on('exit', () => rmSync(dnsDir, { recursive: true, force: true }));
const { startTxtServer } = await import('../../src/server/test/txt-server.ts');
const dns = await startTxtServer((name) => {
  const file = join(dnsDir, name);
  return /^[a-z0-9._-]+$/.test(name) && existsSync(file)
    ? [[readFileSync(file, 'utf8')]]
    : undefined;
});
process.env.DNS_SERVERS = dns.address;
Object.assign(process.env, {
  COMPANY_SIGN_IN_ALLOW_LOOPBACK: 'true',
  GOOGLE_CLIENT_ID: google.clientId,
  GOOGLE_CLIENT_SECRET: google.clientSecret,
  GOOGLE_ISSUER: google.url,
});
Object.assign(process.env, {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  STRIPE_API_BASE: stripePeer.url,
  STRIPE_PRICE_ID: 'price_premium_monthly',
  PLATFORM_FEE_PERCENT: '5',
});
if (process.env.E2E_STRIPE_PRICING_TABLE === '1')
  process.env.STRIPE_PRICING_TABLE_ID = pricingTableId;
await import('../../src/server/main.ts');
