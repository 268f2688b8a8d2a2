// Starts the real server for Playwright on a fresh embedded database in a temporary folder,
// which is removed when the server exits. Outgoing mail goes over real SMTP to a local server
// that drops each message into the e2e mailbox folder (see mailbox.ts). Stripe is the local
// Stripe peer (src/server/modules/payments/testing/stripe-peer.ts): the server's SDK calls it,
// it signs webhooks as Stripe does and POSTs them to the server, and its address is written to
// a file for the browser tests (stripe.ts routes Stripe.js's API calls to it). Google sign-in is
// a real local OpenID Connect issuer with an account chooser (google-issuer.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { register } from 'tsx/esm/api';

const dataDir = mkdtempSync(join(tmpdir(), 'qrshark-e2e-'));
const port = process.env.E2E_PORT ?? '3100';
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
  // The newsletter and admin-area journeys' admins (one per journey and Playwright project).
  ADMIN_EMAILS: [
    'e2e-admin-desktop@example.com',
    'e2e-admin-mobile@example.com',
    'e2e-admin-area-desktop@example.com',
    'e2e-admin-area-mobile@example.com',
    'e2e-white-label-desktop@example.com',
    'e2e-white-label-mobile@example.com',
  ].join(','),
  // White-label clients get {subdomain}.localhost, which Chromium resolves to loopback.
  BASE_DOMAIN: 'localhost',
  // No background checks of the journeys' destinations (outside requests, and broken-link mails
  // in the journeys' mailboxes); "Check now" still works. runner.test.ts covers the checker.
  DESTINATION_CHECKS: 'off',
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
Object.assign(process.env, {
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
