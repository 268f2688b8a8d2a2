// Newsletter signup with double opt-in, one answer for every address, the confirmation link,
// RFC 8058 one-click unsubscribe and re-subscribe, and signed-in mail preferences (issue 18
// items 2 and 3), through the API on a fresh database.
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES } from '../../../contracts/newsletter.js';
import { mailOutbox, newsletterSubscriptions } from '../../db/schema/index.js';
import { accountApi } from '../../security/account-support.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { ListTokens } from './list-tokens.js';

describe.each(testDatabases('engine-independent'))('newsletter subscriptions on %s', (kind) => {
  const { app, database, config } = useTestApp(kind);
  let ip = 0;
  const freshIp = () => `198.51.100.${++ip}`;
  const signup = (email: unknown, from = freshIp()) =>
    app().inject({
      method: 'POST',
      url: '/api/newsletter-signup',
      payload: { email } as object,
      remoteAddress: from,
    });
  const mailsTo = (to: string) =>
    database()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(desc(mailOutbox.id));
  const subscription = async (email: string) => {
    const [row] = await database()
      .db.select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    return row;
  };
  const confirmToken = (text: string) => {
    const match = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(text);
    if (!match) throw new Error(`no confirmation link in ${text}`);
    return match[1];
  };
  const confirm = (token: string) =>
    app().inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
  const tokens = () => new ListTokens(config.appSecret);

  it('refuses an invalid address with the spec message and stores nothing', async () => {
    for (const bad of ['', 'no-at-sign', 'a@', 42]) {
      const res = await signup(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NEWSLETTER_MESSAGES.invalidDescription);
    }
  });

  it('answers the same for new, pending, confirmed and unsubscribed addresses', async () => {
    const address = 'same@example.com';
    const answers: string[] = [];
    const first = await signup(address);
    answers.push(`${first.statusCode} ${first.body}`);
    const pending = await signup(' SAME@example.com ');
    answers.push(`${pending.statusCode} ${pending.body}`);
    const [latest] = await mailsTo(address);
    expect((await confirm(confirmToken(latest!.text)!)).statusCode).toBe(200);
    const confirmed = await signup(address);
    answers.push(`${confirmed.statusCode} ${confirmed.body}`);
    const unknownBefore = await signup('never-seen@example.com');
    answers.push(`${unknownBefore.statusCode} ${unknownBefore.body}`);
    expect(new Set(answers)).toEqual(
      new Set([`200 ${JSON.stringify({ message: NO_MAIL_MESSAGES.link })}`]),
    );
    // Two links for the pending address, none for the confirmed one.
    expect(await mailsTo(address)).toHaveLength(2);
  });

  it('subscribes only after the mailed link is followed (double opt-in)', async () => {
    const address = 'optin@example.com';
    expect((await signup(address)).statusCode).toBe(200);
    expect(await subscription(address)).toMatchObject({ status: 'pending', confirmedAt: null });
    const [mail] = await mailsTo(address);
    expect(mail!.subject).toBe('Confirm your Shark Tips subscription');
    expect(mail!.html).toContain('/newsletter/confirm?token=');
    const token = confirmToken(mail!.text);

    expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
    const ok = await confirm(token!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ address });
    expect(await subscription(address)).toMatchObject({ status: 'confirmed', isDeleted: false });
    // The link works once.
    const again = await confirm(token!);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(NEWSLETTER_MESSAGES.confirmInvalid);
  });

  it('writes the confirmation in the language of the browser that asked (issue 42)', async () => {
    const asked = {
      'de-AT,de;q=0.9,en;q=0.5': [
        'Bestätigen Sie Ihr Abonnement von Shark Tips',
        'Mein Abonnement bestätigen',
        'Der Link gilt 7 Tage.',
      ],
      'es-MX,es;q=0.9': [
        'Confirma tu suscripción a Shark Tips',
        'Confirmar mi suscripción',
        'El enlace funciona durante 7 días.',
      ],
      'fr-CA': [
        'Confirmez votre abonnement à Shark Tips',
        'Confirmer mon abonnement',
        'Le lien est valable 7 jours.',
      ],
      'pt-PT,pt': [
        'Confirme sua inscrição no Shark Tips',
        'Confirmar minha inscrição',
        'O link funciona por 7 dias.',
      ],
      'ja,zh;q=0.8': [
        'Confirm your Shark Tips subscription',
        'Confirm my subscription',
        'The link works for 7 days.',
      ],
    } as const;
    for (const [acceptLanguage, [subject, button, expiry]] of Object.entries(asked)) {
      const address = `lang-${acceptLanguage.slice(0, 2)}@example.com`;
      const res = await app().inject({
        method: 'POST',
        url: '/api/newsletter-signup',
        payload: { email: address },
        headers: { 'accept-language': acceptLanguage },
        remoteAddress: '198.51.100.77',
      });
      expect(res.statusCode, acceptLanguage).toBe(200);
      const [mail] = await mailsTo(address);
      expect(mail!.subject, acceptLanguage).toBe(subject);
      expect(mail!.text, acceptLanguage).toContain(expiry);
      expect(mail!.html, acceptLanguage).toContain(`>${button}</a>`);
      // The link in the mail still confirms.
      expect((await confirm(confirmToken(mail!.text)!)).statusCode, acceptLanguage).toBe(200);
    }
  });

  it('unsubscribes with the RFC 8058 one-click POST, and can re-subscribe', async () => {
    const address = 'leaver@example.com';
    await signup(address);
    await confirm(confirmToken((await mailsTo(address))[0]!.text)!);
    const token = tokens().sign({ clientId: 1, list: 'newsletter', address });

    const info = await app().inject({ method: 'GET', url: `/api/unsubscribe/info?token=${token}` });
    expect(info.json()).toEqual({ address, list: 'newsletter', subscribed: true });

    const oneClick = await app().inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ address, list: 'newsletter', subscribed: false });
    expect(await subscription(address)).toMatchObject({ status: 'unsubscribed', isDeleted: true });
    // Idempotent.
    const twice = await app().inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(twice.statusCode).toBe(200);

    // A GET of the header's address leads to the page.
    const get = await app().inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`/unsubscribe?token=${token}`);

    // Signing up again after unsubscribing needs a new confirmation.
    expect((await signup(address)).statusCode).toBe(200);
    expect(await subscription(address)).toMatchObject({ status: 'pending' });
    expect((await confirm(confirmToken((await mailsTo(address))[0]!.text)!)).statusCode).toBe(200);
    expect(await subscription(address)).toMatchObject({ status: 'confirmed' });
  });

  it('refuses forged or altered unsubscribe tokens', async () => {
    const other = new ListTokens('another-secret-another-secret-123456');
    const forged = other.sign({ clientId: 1, list: 'newsletter', address: 'x@example.com' });
    const real = tokens().sign({ clientId: 1, list: 'newsletter', address: 'x@example.com' });
    const [payload, mac] = real.split('.');
    const altered = `${Buffer.from('1\nnewsletter\ny@example.com').toString('base64url')}.${mac}`;
    for (const token of [forged, altered, payload, 'junk', '']) {
      const res = await app().inject({
        method: 'POST',
        url: '/api/unsubscribe',
        payload: { token },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NEWSLETTER_MESSAGES.unsubscribeInvalid);
    }
  });

  it('limits signups per address and per IP address', async () => {
    const address = 'limited@example.com';
    for (let i = 0; i < NEWSLETTER_LIMITS.perAddressPerHour; i++) {
      expect((await signup(address)).statusCode).toBe(200);
    }
    const over = await signup(address);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();

    const from = freshIp();
    for (let i = 0; i < NEWSLETTER_LIMITS.perIpPerHour; i++) {
      expect((await signup(`ip${i}@example.com`, from)).statusCode).toBe(200);
    }
    expect((await signup('ip-over@example.com', from)).statusCode).toBe(429);
  });

  it('lets a signed-in user manage mail preferences; a verified address needs no link', async () => {
    const api = accountApi(app);
    const reg = await api.register('prefs@example.com', 'tulip-river-81', freshIp());
    expect(reg.statusCode).toBe(201);
    const cookie = cookieHeader(reg);
    const get = () =>
      app().inject({ method: 'GET', url: '/api/account/mail-preferences', headers: { cookie } });
    const put = (values: object) =>
      app().inject({
        method: 'PUT',
        url: '/api/account/mail-preferences',
        headers: { cookie },
        payload: values,
      });
    expect((await get()).json()).toEqual({
      newsletter: false,
      scanSummary: false,
      pauseReminders: true,
      announcements: true,
      brokenLinkAlerts: true,
      newsletterPending: false,
    });
    // Not verified yet: the newsletter waits for the mailed confirmation.
    const on = await put({
      newsletter: true,
      scanSummary: true,
      pauseReminders: false,
      announcements: true,
      brokenLinkAlerts: true,
    });
    expect(on.json()).toMatchObject({
      newsletter: false,
      newsletterPending: true,
      scanSummary: true,
      pauseReminders: false,
    });
    const [mail] = await mailsTo('prefs@example.com');
    expect(mail!.subject).toBe('Confirm your Shark Tips subscription');
    await confirm(confirmToken(mail!.text)!);
    expect((await get()).json()).toMatchObject({ newsletter: true, newsletterPending: false });

    // The unsubscribe link of a scan summary turns the preference off.
    const token = tokens().sign({
      clientId: 1,
      list: 'scan-summary',
      address: 'prefs@example.com',
    });
    await app().inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } });
    expect((await get()).json()).toMatchObject({ scanSummary: false });

    const off = await put({
      newsletter: false,
      scanSummary: false,
      pauseReminders: true,
      announcements: false,
      brokenLinkAlerts: false,
    });
    expect(off.json()).toMatchObject({
      newsletter: false,
      announcements: false,
      brokenLinkAlerts: false,
    });
    expect(await subscription('prefs@example.com')).toMatchObject({ status: 'unsubscribed' });

    expect(
      (await app().inject({ method: 'GET', url: '/api/account/mail-preferences' })).statusCode,
    ).toBe(401);
    const wrong = await put({ newsletter: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Choose on or off for each kind of mail.',
    });
    const none = await app().inject({
      method: 'PUT',
      url: '/api/account/mail-preferences',
      headers: { cookie },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose on or off for each kind of mail.');
  });
});
