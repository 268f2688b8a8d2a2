import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '../../../contracts/contact.js';
import { contactMessages, mailOutbox } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { movableClock } from '../dynamic-codes/test-support.js';

const HOUR_MS = 60 * 60 * 1000;

const valid = {
  name: 'Ada Visitor',
  email: 'ada@example.com',
  subject: 'Printing a code on a poster',
  message: 'How large should a code be on an A2 poster read from three metres?',
  inquiryType: 'support',
};

describe.each(testDatabases('engine-independent'))('contact API on %s', (kind) => {
  const clock = movableClock();
  const { app, database } = useTestApp(
    kind,
    { supportEmail: 'help@qr.example', supportHours: 'Mon-Thu 8AM-4PM CET' },
    { now: clock.now },
  );
  let ipCounter = 0;
  /** Each test posts from its own address, so per-IP counters never leak between tests. */
  const freshIp = () => `203.0.113.${++ipCounter}`;
  const post = (payload: unknown, ip: string) =>
    app().inject({
      method: 'POST',
      url: '/api/contact',
      payload: payload as object,
      remoteAddress: ip,
    });
  const storedFrom = (email: string) =>
    database()
      .db.select()
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`)
      .orderBy(desc(contactMessages.id));
  const outboxTo = (to: string) =>
    database().db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  it('stores a valid message and queues a mail to SUPPORT_EMAIL', async () => {
    const before = (await outboxTo('help@qr.example')).length;
    const res = await post(valid, freshIp());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: NO_MAIL_MESSAGES.contact });

    const [row] = await storedFrom(valid.email);
    expect(row).toMatchObject({
      clientId: 1,
      name: valid.name,
      email: valid.email,
      subject: valid.subject,
      message: valid.message,
      inquiryType: 'support',
    });
    const mails = await outboxTo('help@qr.example');
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe(`[QR Shark contact] ${valid.subject}`);
    expect(mail.text).toContain(`Contact message #${row!.id}`);
    expect(mail.text).toContain(`From: ${valid.name} <${valid.email}>`);
    expect(mail.text).toContain('Type: Technical support');
    expect(mail.text).toContain(valid.message);
    // The HTML part carries the same words, the visitor's escaped.
    expect(mail.html).toContain(`From: ${valid.name} &lt;${valid.email}&gt;`);
    expect(mail.html).toContain('Type: Technical support');
  });

  it('trims fields and defaults the inquiry type to general', async () => {
    const email = 'trim@example.com';
    const { inquiryType: _omitted, ...rest } = valid;
    const res = await post(
      { ...rest, email: `  ${email} `, name: '  Bo  ', subject: '  Hello there  ' },
      freshIp(),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await storedFrom(email);
    expect(row).toMatchObject({ name: 'Bo', subject: 'Hello there', inquiryType: 'general' });
  });

  it('answers 400 with every field message and stores nothing for bad input', async () => {
    const email = 'bad@example';
    const res = await post(
      { name: 'A', email, subject: 'Hey', message: 'short', inquiryType: 'sales' },
      freshIp(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: CONTACT_MESSAGES.nameTooShort,
      fields: {
        name: CONTACT_MESSAGES.nameTooShort,
        email: CONTACT_MESSAGES.invalidEmail,
        subject: CONTACT_MESSAGES.subjectTooShort,
        message: CONTACT_MESSAGES.messageTooShort,
        inquiryType: CONTACT_MESSAGES.invalidInquiryType,
      },
    });
    expect(await storedFrom(email)).toHaveLength(0);
  });

  it('refuses a missing body, whitespace-only fields and over-long text', async () => {
    const empty = await post(undefined, freshIp());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      name: CONTACT_MESSAGES.nameTooShort,
      email: CONTACT_MESSAGES.invalidEmail,
    });

    const blank = await post({ ...valid, message: '           ' }, freshIp());
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ message: CONTACT_MESSAGES.messageTooShort });

    const email = 'long@example.com';
    const long = await post(
      {
        ...valid,
        email,
        name: 'n'.repeat(CONTACT_LIMITS.name.max + 1),
        subject: 's'.repeat(CONTACT_LIMITS.subject.max + 1),
        message: 'm'.repeat(CONTACT_LIMITS.message.max + 1),
      },
      freshIp(),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({
      name: CONTACT_MESSAGES.nameTooLong,
      subject: CONTACT_MESSAGES.subjectTooLong,
      message: CONTACT_MESSAGES.messageTooLong,
    });
    expect(await storedFrom(email)).toHaveLength(0);
  });

  it('answers a filled honeypot like a success but keeps and mails nothing', async () => {
    const email = 'bot@example.com';
    const mailsBefore = (await outboxTo('help@qr.example')).length;
    const res = await post({ ...valid, email, website: 'http://spam.example' }, freshIp());
    expect(res.statusCode).toBe(201);
    expect(await storedFrom(email)).toHaveLength(0);
    expect(await outboxTo('help@qr.example')).toHaveLength(mailsBefore);
  });

  it('allows 5 messages an hour per address (any case, any IP), then 429 until the hour ends', async () => {
    const email = 'busy@example.com';
    for (let i = 0; i < CONTACT_LIMITS.perAddressPerHour; i++) {
      const res = await post({ ...valid, email: i % 2 ? email.toUpperCase() : email }, freshIp());
      expect(res.statusCode).toBe(201);
    }
    const refused = await post({ ...valid, email }, freshIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_MESSAGES',
      message: CONTACT_MESSAGES.tooMany('1 hour'),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await storedFrom(email)).toHaveLength(CONTACT_LIMITS.perAddressPerHour);
    // Other addresses are not affected.
    expect((await post({ ...valid, email: 'calm@example.com' }, freshIp())).statusCode).toBe(201);

    clock.advance(HOUR_MS + 1000);
    expect((await post({ ...valid, email }, freshIp())).statusCode).toBe(201);
  });

  it('shows where and when support answers', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/contact-info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      supportEmail: 'help@qr.example',
      supportHours: 'Mon-Thu 8AM-4PM CET',
      responseTime: '24 hours',
    });
  });
});
