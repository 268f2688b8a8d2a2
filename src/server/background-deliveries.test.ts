// Issue 38 item 4: the mail outbox and the scan webhooks are delivered by jobs of the app's one
// job runner ("mail.outbox", "webhooks.deliver"), not by loops of their own. With the runner
// held (it claims nothing by itself), a queued mail and a stored scan wait; one tick of the
// runner delivers both. Closing the app (the SIGTERM path) waits for a mail and a webhook
// request under way, and records both.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app.js';
import { testConfig } from './config.js';
import { rawRows } from './db/raw-rows.js';
import { mailOutbox } from './db/schema/index.js';
import { jobsOfKind } from './lib/jobs/repository.js';
import { testDatabases, useTestDatabase } from './test/databases.js';
import { startSmtpPeer } from './test/smtp-peer.js';
import { apiAs } from './modules/dynamic-codes/test-support.js';
import { signUp } from './modules/uploads/test-support.js';
import {
  makeCertificate,
  scanCode,
  useReceiver,
  type Received,
} from './modules/webhooks/test-support.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise and its resolve, to hold an answer until the test lets it go. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe.each(testDatabases())('mail and webhooks on the job runner (%s)', (kind) => {
  const database = useTestDatabase(kind);
  const tls = makeCertificate();
  const received: Received[] = [];
  /** Set by a test: the receiver holds its answers until it opens. */
  let webhookGate: ReturnType<typeof gate> | null = null;
  const port = useReceiver(tls, received, async (res) => {
    await webhookGate?.opened;
    res.writeHead(200);
  });
  /** Set by a test: the SMTP server holds its answer to mails to `to` until it opens. */
  let mailGate: (ReturnType<typeof gate> & { to: string; reached: boolean }) | null = null;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let app: App;
  let closed = false;

  beforeAll(async () => {
    peer = await startSmtpPeer({
      hold: async (to) => {
        if (mailGate?.to !== to) return;
        mailGate.reached = true;
        await mailGate.opened;
      },
    });
    app = buildApp(testConfig({ smtpUrl: peer.url }), {
      database: database(),
      // The runner claims only when a test ticks it.
      jobs: { start: false },
      scanRollupIntervalMs: 3_600_000,
      webhooks: { fetchPolicy: { allowLoopback: true, ca: tls.cert } },
    });
    await app.ready();
  });
  afterAll(async () => {
    if (!closed) await app.close();
    await peer.close();
  });

  const mailTo = async (to: string) =>
    database().db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const userAddress = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json<{
      email: string;
    }>().email;
  let ann = apiAs(() => app, '');
  let cookie = '';
  let shortCode = '';

  it('delivers a queued mail and a scan webhook when the runner runs their jobs, not before', async () => {
    // Signing up queues the address's verification mail.
    cookie = await signUp(app);
    ann = apiAs(() => app, cookie);
    const address = await userAddress(cookie);
    const created = await ann.post('/api/account/webhooks', {
      url: `https://127.0.0.1:${port()}/runner`,
    });
    expect(created.statusCode).toBe(201);
    const code = await ann.post('/api/dynamic-qrcodes', {
      destination: 'https://example.com/menu',
      name: 'Menu',
    });
    shortCode = code.json<{ shortCode: string }>().shortCode;
    await scanCode(() => app, shortCode);

    // Nothing runs them but the runner: held, it leaves both waiting.
    await sleep(500);
    const [queued] = await mailTo(address);
    expect(queued).toMatchObject({ status: 'queued', attempts: 0 });
    expect(peer.received.filter((m) => m.to[0] === address)).toHaveLength(0);
    expect(received).toHaveLength(0);

    // One claim of the runner: the mail job (made due when the mail was queued) and the
    // webhook job (made due when the rollup folded the scan) run, each once.
    await app.jobs.tick();
    const [sent] = await mailTo(address);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(peer.received.filter((m) => m.to[0] === address)).toHaveLength(1);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      type: 'scans',
      events: [expect.objectContaining({ shortCode })],
    });
    // Each is its recurring job's one row, queued again for its next round.
    for (const kind of ['mail.outbox', 'webhooks.deliver']) {
      expect(await jobsOfKind(database().db, kind)).toEqual([
        expect.objectContaining({ key: kind, status: 'queued', lockedBy: null }),
      ]);
    }
  });

  it('waits at close for a mail and a webhook request under way, and records both', async () => {
    const address = await userAddress(cookie);
    mailGate = { ...gate(), to: address, reached: false };
    webhookGate = gate();
    // Another mail to the address (a password reset), and another scan.
    const reset = await app.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: address },
    });
    expect(reset.statusCode).toBeLessThan(300);
    await sleep(1_100); // the endpoint's one-second spacing after the first delivery
    await scanCode(() => app, shortCode);

    const ticked = app.jobs.tick();
    await expect
      .poll(() => mailGate!.reached && received.length === 2, { timeout: 10_000 })
      .toBe(true);
    const [resetMail] = (await mailTo(address)).filter((m) => m.status !== 'sent');
    expect(resetMail).toMatchObject({ status: 'sending' });

    // The close waits for both answers.
    let closeDone = false;
    const closing = app.close().then(() => {
      closeDone = true;
    });
    closed = true;
    await sleep(500);
    expect(closeDone).toBe(false);
    mailGate.open();
    webhookGate.open();
    await closing;
    await ticked;

    expect((await mailTo(address)).map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(peer.received.filter((m) => m.to[0] === address)).toHaveLength(2);
    const attempts = await rawRows<{ outcome: string }>(
      database().db,
      sql`select outcome from webhook_attempts where not is_test order by id`,
    );
    expect(attempts.map((a) => a.outcome)).toEqual(['succeeded', 'succeeded']);
  });
});
