import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { mailOutbox } from '../db/schema/index.js';
import { testDatabases, useTestDatabase } from '../test/databases.js';
import { createMailer } from './mail.js';

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

describe.each(testDatabases())('mail on %s', (kind) => {
  const database = useTestDatabase(kind);
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('keeps mail in the outbox without SMTP_URL and never logs the body', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ db: database().db, config: testConfig(), logger });
    const sent = await mailer.send({ to: 'a@example.com', subject: 'Set up', text: secretLink });
    expect(sent.delivered).toBe(false);
    const [row] = await database().db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(row).toMatchObject({
      toAddress: 'a@example.com',
      subject: 'Set up',
      text: secretLink,
      sentAt: null,
      error: null,
      clientId: 1,
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain('SECRET-TOKEN');
  });

  it('delivers through SMTP_URL, records sent_at, and never logs the body', async () => {
    const { logger, lines } = capturingLogger();
    const config = testConfig({ smtpUrl: `smtp://127.0.0.1:${port}`, brandName: 'QR Shark' });
    const mailer = createMailer({ db: database().db, config, logger });
    const sent = await mailer.send({ to: 'b@example.com', subject: 'Welcome', text: secretLink });
    mailer.close();
    expect(sent.delivered).toBe(true);
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['b@example.com']);
    expect(mail.from).toBe('no-reply@localhost');
    expect(mail.data).toContain('Subject: Welcome');
    expect(mail.data).toContain('SECRET-TOKEN-123');
    const [row] = await database().db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.error).toBeNull();
    expect(lines.join('')).not.toContain('SECRET-TOKEN');
  });

  it('keeps the mail with its error when the SMTP server cannot be reached', async () => {
    // A port nothing listens on: the closed SMTP server's.
    const closed = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'] });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const { logger, lines } = capturingLogger();
    const config = testConfig({ smtpUrl: `smtp://127.0.0.1:${deadPort}` });
    const mailer = createMailer({ db: database().db, config, logger });
    const sent = await mailer.send({ to: 'c@example.com', subject: 'Hi', text: secretLink });
    mailer.close();
    expect(sent.delivered).toBe(false);
    const [row] = await database().db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    expect(lines.join('')).not.toContain('SECRET-TOKEN');
  });
});
