// The mail pipeline (issue 18 item 1) against a real local SMTP server: the outbox is written
// in the caller's transaction, the worker delivers HTML and text parts under the brand's name,
// retries a 421 later, fails a 550 at once, and keeps the rate across workers.
import { Writable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { pino, type Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { clients, mailOutbox } from '../db/schema/index.js';
import { testDatabases, useTestDatabase } from '../test/databases.js';
import { startSmtpPeer, type ReceivedMail } from '../test/smtp-peer.js';
import { JobRunner } from './jobs/index.js';
import { createMailer } from './mail.js';
import { MAIL_JOB, MailSender, type MailSenderOptions } from './mail-worker.js';

/** A pino logger whose lines are kept in `lines`. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const secretLink = 'http://localhost:3000/set-password?token=SECRET-TOKEN-123';

async function rowOf(db: Database, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** A job runner of its own with the outbox's delivery job on it, as the app has. */
function deliveryOn(db: Database, options: MailSenderOptions, logger?: Logger) {
  const runner = new JobRunner({ db });
  const sender = new MailSender(db, options, logger);
  sender.register(runner);
  return {
    runner,
    sender,
    /** One round of the job in this process now; true when it ran. */
    round: async () => (await runner.runNow(MAIL_JOB)).ran,
    /** As at the app's close: the runner stops (the round ends), then SMTP closes. */
    stop: async () => {
      await runner.stop();
      sender.close();
    },
  };
}
type Delivery = ReturnType<typeof deliveryOn>;

/** Runs rounds of the delivery job until `done` holds (a retry waits for its backoff). */
async function runUntil(delivery: Delivery, done: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the delivery job did not finish in time');
    expect(await delivery.round()).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(testDatabases())('mail pipeline on %s', (kind) => {
  const database = useTestDatabase(kind);
  /** Addresses whose first mail gets 421, addresses always refused with 550. */
  const busyOnce = new Set<string>(['later@example.com']);
  const refused = new Set<string>(['nobody@example.com']);
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  const workerFor = (options: Partial<MailSenderOptions> = {}) =>
    deliveryOn(database().db, {
      smtpUrl: peer.url,
      publicUrl: 'https://qr.example.com',
      brandName: 'QR Shark',
      ratePerMinute: 60_000,
      backoffBaseMs: 50,
      ...options,
    });
  const receivedBy = (to: string): ReceivedMail[] => peer.received.filter((m) => m.to[0] === to);

  beforeAll(async () => {
    peer = await startSmtpPeer({
      answer: (to) => {
        if (refused.has(to)) return { code: 550, message: 'No such user here' };
        if (busyOnce.delete(to)) return { code: 421, message: 'Too busy, try again later' };
        return null;
      },
    });
  });
  afterAll(async () => {
    await peer.close();
  });

  it('keeps mail queued in the outbox without a worker and never logs the body', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ db: database().db, logger });
    const queued = await mailer.send({ to: 'a@example.com', subject: 'Set up', text: secretLink });
    expect(await rowOf(database().db, queued.id)).toMatchObject({
      toAddress: 'a@example.com',
      subject: 'Set up',
      text: secretLink,
      status: 'queued',
      attempts: 0,
      sentAt: null,
      error: null,
      clientId: 1,
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain('SECRET-TOKEN');
  });

  it('writes the mail in the caller’s transaction: a rollback leaves no mail', async () => {
    const mailer = createMailer({ db: database().db });
    const db = database().db;
    await expect(
      db.transaction(async (tx) => {
        await mailer.send({ to: 'rolled-back@example.com', subject: 'Never', text: 'x' }, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'rolled-back@example.com'));
    expect(rows).toEqual([]);
  });

  it('queues a mail with a dedupe key once, even when asked twice at the same time', async () => {
    const mailer = createMailer({ db: database().db });
    const message = {
      to: 'once@example.com',
      subject: 'Once',
      text: 'x',
      dedupeKey: 'test:once@example.com',
    };
    const results = await Promise.all([mailer.sendOnce(message), mailer.sendOnce(message)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await mailer.sendOnce(message)).toBeNull();
  });

  it('delivers HTML and text parts under the brand name, with the row’s headers, and logs no body', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ db: database().db });
    const { id } = await mailer.send({
      to: 'b@example.com',
      subject: 'Welcome',
      text: `Plain part ${secretLink}`,
      html: `<p>HTML part <a href="${secretLink}">link</a></p>`,
      category: 'bulk',
      headers: {
        'List-Unsubscribe': '<https://qr.example.com/u/1>, <mailto:unsubscribe@qr.example.com>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const worker = deliveryOn(
      database().db,
      {
        smtpUrl: peer.url,
        publicUrl: 'https://qr.example.com',
        brandName: 'QR Shark',
        ratePerMinute: 60_000,
      },
      logger,
    );
    await runUntil(worker, async () => (await rowOf(database().db, id))!.status === 'sent');
    await worker.stop();
    const [mail] = receivedBy('b@example.com');
    expect(mail!.from).toBe('no-reply@qr.example.com');
    expect(mail!.data).toMatch(/^From: "?QR Shark"? <no-reply@qr\.example\.com>/m);
    expect(mail!.data).toMatch(/^Subject: Welcome/m);
    expect(mail!.data).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail!.data).toMatch(/Content-Type: text\/plain/);
    expect(mail!.data).toMatch(/Content-Type: text\/html/);
    expect(mail!.data).toContain('List-Unsubscribe: <https://qr.example.com/u/1>');
    expect(mail!.data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail!.messageId).toBe(`<mail-${id}@qr.example.com>`);
    const row = await rowOf(database().db, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null, lockedUntil: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(lines.join('')).toContain('mail sent');
    expect(lines.join('')).not.toContain('SECRET-TOKEN');
  });

  it('sends another client’s mail under that client’s name', async () => {
    const [client] = await database()
      .db.insert(clients)
      .values({ name: 'Acme "Codes"' })
      .returning({ id: clients.id });
    const mailer = createMailer({ db: database().db });
    const { id } = await mailer.send({
      clientId: client!.id,
      to: 'acme@example.com',
      subject: 'Hi',
      text: 'x',
    });
    const worker = workerFor();
    await runUntil(worker, async () => (await rowOf(database().db, id))!.status === 'sent');
    await worker.stop();
    expect(receivedBy('acme@example.com')[0]!.data).toMatch(/^From: "?Acme Codes"? </m);
  });

  it('retries a 421 answer after its backoff and then delivers; a 550 fails at once', async () => {
    const mailer = createMailer({ db: database().db });
    const later = await mailer.send({ to: 'later@example.com', subject: 'Later', text: 'x' });
    const never = await mailer.send({ to: 'nobody@example.com', subject: 'Never', text: 'x' });
    const worker = workerFor();
    expect(await worker.round()).toBe(true);
    const afterFirst = await rowOf(database().db, later.id);
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFirst!.error).toMatch(/421/);
    expect(afterFirst!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1_000);
    expect(await rowOf(database().db, never.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf(database().db, never.id))!.error).toMatch(/550/);

    await runUntil(worker, async () => (await rowOf(database().db, later.id))!.status === 'sent');
    await worker.stop();
    expect(await rowOf(database().db, later.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(receivedBy('later@example.com')).toHaveLength(1);
    expect(receivedBy('nobody@example.com')).toHaveLength(0);
  });

  it('gives up after the attempt limit when the server cannot be reached, keeping the error', async () => {
    const dead = await startSmtpPeer();
    await dead.close();
    const mailer = createMailer({ db: database().db });
    const { id } = await mailer.send({ to: 'c@example.com', subject: 'Hi', text: secretLink });
    const worker = workerFor({ smtpUrl: dead.url, maxAttempts: 3, backoffBaseMs: 10 });
    await runUntil(worker, async () => (await rowOf(database().db, id))!.status === 'failed');
    await worker.stop();
    const row = await rowOf(database().db, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('keeps MAIL_RATE_PER_MINUTE across two workers', async () => {
    const db = database().db;
    const mailer = createMailer({ db });
    const count = 30;
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      ids.push((await mailer.send({ to: `rate${i}@example.com`, subject: 'Rate', text: 'x' })).id);
    }
    const ratePerMinute = 600; // 10 a second; a burst of one second's share (10)
    // Start from a drained bucket, so the test measures the refill rate.
    const started = Date.now();
    await db.execute(sql`update mail_rate_bucket set tokens = 0, refilled_at = now()`);
    const workers = [workerFor({ ratePerMinute }), workerFor({ ratePerMinute })];
    for (const w of workers) w.runner.start();
    const allSent = async () =>
      (await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))).every(
        (r) => r.status === 'sent',
      );
    while (!(await allSent())) {
      if (Date.now() - started > 30_000) throw new Error('rate test did not finish');
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all(workers.map((w) => w.stop()));
    const elapsed = Date.now() - started;
    const times = peer.received
      .filter((m) => m.to[0]!.startsWith('rate'))
      .map((m) => m.at)
      .sort((a, b) => a - b);
    expect(times).toHaveLength(count);
    // From an empty bucket 30 mails at 10 a second need at least 3 s.
    expect(elapsed).toBeGreaterThanOrEqual(2_900);
    // No stretch of time holds more than its share of the rate plus the one-second burst.
    for (let i = 0; i < times.length; i++) {
      for (let j = i; j < times.length; j++) {
        expect(j - i + 1).toBeLessThanOrEqual(10 + ((times[j]! - times[i]!) / 1000) * 10 + 1);
      }
    }
    expect(workers[0]!.sender.sentCount + workers[1]!.sender.sentCount).toBe(count);
  });
});
