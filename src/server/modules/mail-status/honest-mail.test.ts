// Issue 36 item 4: with SMTP_URL unset no answer says a mail was sent. The reset, verification,
// address change, trial, newsletter and contact answers say what happened instead (the mail
// waits in the outbox, where an admin can read the link), and GET /api/mail-status tells the
// screens. With SMTP_URL set (a real local SMTP server) every answer is as before.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../contracts/account-messages.js';
import { AUTH_MESSAGES } from '../../../contracts/auth.js';
import { CONTACT_MESSAGES } from '../../../contracts/contact.js';
import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { NEWSLETTER_MESSAGES } from '../../../contracts/newsletter-messages.js';
import { mailOutbox } from '../../db/schema/index.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { startSmtpPeer } from '../../test/smtp-peer.js';
import { accountApi, waitForMailTo } from '../../security/account-support.js';

const contact = {
  name: 'Ada Visitor',
  email: 'ada@example.com',
  subject: 'Printing a code on a poster',
  message: 'How large should a code be on an A2 poster read from three metres?',
  inquiryType: 'support',
};

/** Every answer that speaks of mail, in order: what each says. */
async function mailAnswers(api: ReturnType<typeof accountApi>, ip: string) {
  const reg = await api.register('reader@example.com', 'reader-pass-1', ip);
  expect(reg.statusCode).toBe(201);
  const cookie = cookieHeader(reg);
  const answers = {
    reset: await api.post('/api/password-reset', { email: 'reader@example.com' }, { ip }),
    resetUnknown: await api.post('/api/password-reset', { email: 'nobody@example.com' }, { ip }),
    verification: await api.post('/api/resend-verification', {}, { cookie, ip }),
    emailChange: await api.post(
      '/api/account/email',
      { newEmail: 'moved@example.com', password: 'reader-pass-1' },
      { cookie, ip },
    ),
    trial: await api.post('/api/activate-trial', { email: 'visitor@example.com' }, { ip }),
    newsletter: await api.post('/api/newsletter-signup', { email: 'news@example.com' }, { ip }),
    contact: await api.post('/api/contact', contact, { ip }),
  };
  const messages: Record<string, string> = {};
  for (const [flow, res] of Object.entries(answers)) {
    expect(res.statusCode, `${flow}: ${res.body}`).toBeLessThan(300);
    messages[flow] = (res.json() as { message: string }).message;
  }
  return messages;
}

describe.each(testDatabases('engine-independent'))('answers without SMTP_URL on %s', (kind) => {
  const { app, database } = useTestApp(kind, { smtpUrl: null });
  const api = accountApi(app);

  it('says no mail was sent in every flow, and keeps the mail in the outbox', async () => {
    const status = await app().inject({ method: 'GET', url: '/api/mail-status' });
    expect(status.json()).toEqual({ deliverable: false });

    const messages = await mailAnswers(api, '10.9.0.1');
    expect(messages).toEqual({
      reset: NO_MAIL_MESSAGES.link,
      resetUnknown: NO_MAIL_MESSAGES.link,
      verification: NO_MAIL_MESSAGES.link,
      emailChange: NO_MAIL_MESSAGES.link,
      trial: NO_MAIL_MESSAGES.link,
      newsletter: NO_MAIL_MESSAGES.link,
      contact: NO_MAIL_MESSAGES.contact,
    });
    for (const text of Object.values(messages)) expect(text).not.toMatch(/\bsent\b|inbox/i);
    // The links are in the outbox, for the administrator to hand over.
    await waitForMailTo(database(), 'reader@example.com', 4);
    const held = await database()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'reader@example.com'));
    const reset = held.find((m) => m.text.includes('/reset-password?token='));
    expect(reset?.status).toBe('queued');
  });
});

describe('answers with SMTP_URL (a local SMTP server)', () => {
  const SMTP_PORT = 3223;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    peer = await startSmtpPeer({ port: SMTP_PORT });
  });
  afterAll(async () => {
    await peer.close();
  });
  const { app } = useTestApp('pglite', { smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}` });
  const api = accountApi(app);

  it('are unchanged, and the mail is delivered', async () => {
    const status = await app().inject({ method: 'GET', url: '/api/mail-status' });
    expect(status.json()).toEqual({ deliverable: true });
    expect(await mailAnswers(api, '10.9.0.2')).toEqual({
      reset: AUTH_MESSAGES.passwordResetSent,
      resetUnknown: AUTH_MESSAGES.passwordResetSent,
      verification: ACCOUNT_MESSAGES.verificationSent,
      emailChange: ACCOUNT_MESSAGES.emailChangeSent('moved@example.com'),
      trial: DYNAMIC_MESSAGES.trialCheckEmail,
      newsletter: NEWSLETTER_MESSAGES.checkInbox,
      contact: CONTACT_MESSAGES.sentDescription,
    });
    await expect
      .poll(() => peer.received.filter((m) => m.to[0] === 'reader@example.com').length, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(3);
  });
});
