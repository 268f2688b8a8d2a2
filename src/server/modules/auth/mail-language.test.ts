// The account's language (issue 42, migration 0048): chosen at sign-up from the browser's tag,
// changed with PUT /api/account/locale, kept to the five by the database; and every account mail
// and invitation written in the recipient's language, delivered through a real SMTP server.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMailMessages } from '../../../contracts/i18n/catalogues/account-mail/index.js';
import { invitationMailMessages } from '../../../contracts/i18n/catalogues/invitation-mail/index.js';
import { createTranslator } from '../../../contracts/i18n/format.js';
import type { Locale } from '../../../contracts/i18n/locales.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { startSmtpPeer } from '../../test/smtp-peer.js';
import { lastMailTo, linkToken } from '../../security/account-support.js';

let ipSeq = 0;
const BRAND = 'QR Shark';

function harness(app: () => ReturnType<ReturnType<typeof useTestApp>['app']>) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    app().inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: cookie ? { cookie } : {},
      remoteAddress: `10.42.${Math.floor(ipSeq / 200)}.${ipSeq++ % 200}`,
    });
  const register = (email: string, locale?: string) =>
    call('POST', '/api/register', undefined, {
      username: email,
      email,
      password: 'tulip-river-81',
      confirmPassword: 'tulip-river-81',
      ...(locale === undefined ? {} : { locale }),
    });
  return { call, register };
}

const subjectOf = (locale: Locale, id: 'verification' | 'passwordReset') =>
  createTranslator(accountMailMessages, locale).t(`${id}.subject`, { brand: BRAND });

describe.each(testDatabases())('the account language on %s', (kind) => {
  const { app, database } = useTestApp(kind, { smtpUrl: null }, { jobs: { start: false } });
  const { call, register } = harness(app);

  it('is the browser language at sign-up when it is one of the five, else English', async () => {
    const cases: [string | undefined, Locale][] = [
      ['pt-BR', 'pt'],
      ['de', 'de'],
      ['es-419', 'es'],
      ['ja-JP', 'en'],
      [undefined, 'en'],
    ];
    for (const [tag, locale] of cases) {
      const email = `signup-${kind}-${tag ?? 'none'}@example.com`.toLowerCase();
      const res = await register(email, tag);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().locale).toBe(locale);
      // The verification mail, queued with the account, is in that language.
      const mail = await lastMailTo(database(), email);
      expect(mail?.subject).toBe(subjectOf(locale, 'verification'));
    }
  });

  it('changes in account settings, for the mail that follows', async () => {
    const email = `settings-${kind}@example.com`;
    const reg = await register(email, 'en-US');
    const cookie = cookieHeader(reg);
    const saved = await call('PUT', '/api/account/locale', cookie, { locale: 'fr' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().locale).toBe('fr');
    expect((await call('GET', '/api/user', cookie)).json().locale).toBe('fr');
    const refused = await call('PUT', '/api/account/locale', cookie, { locale: 'it' });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', '/api/user', cookie)).json().locale).toBe('fr');
    expect((await call('PUT', '/api/account/locale', undefined, { locale: 'de' })).statusCode).toBe(
      401,
    );
    const reset = await call('POST', '/api/password-reset', undefined, { email });
    expect(reset.statusCode).toBe(200);
    await expect
      .poll(async () => (await lastMailTo(database(), email))?.subject, { timeout: 10_000 })
      .toBe(subjectOf('fr', 'passwordReset'));
    const mail = await lastMailTo(database(), email);
    expect(mail?.text).toContain('Ce lien ne fonctionne qu’une fois');
    expect(mail?.html).toContain('Choisissez un nouveau mot de passe ici');
  });

  it('writes the trial mail in the asking browser’s language, or the account’s', async () => {
    const ask = (email: string, acceptLanguage: string) =>
      app().inject({
        method: 'POST',
        url: '/api/activate-trial',
        payload: { email },
        headers: { 'accept-language': acceptLanguage },
        remoteAddress: `10.43.${kind === 'pglite' ? 1 : 2}.${ipSeq++ % 250}`,
      });
    const trial = createTranslator(accountMailMessages, 'de');
    const newcomer = `trial-new-${kind}@example.com`;
    expect((await ask(newcomer, 'de-AT,de;q=0.9')).statusCode).toBe(200);
    expect((await lastMailTo(database(), newcomer))?.subject).toBe(
      trial.t('trial.subject', { brand: BRAND }),
    );
    // An address with an account: the account's language, whatever the browser says.
    const member = `trial-member-${kind}@example.com`;
    expect((await register(member, 'fr-FR')).statusCode).toBe(201);
    expect((await ask(member, 'de')).statusCode).toBe(200);
    await expect
      .poll(async () => (await lastMailTo(database(), member))?.subject)
      .toBe(createTranslator(accountMailMessages, 'fr').t('trialAsked.subject', { brand: BRAND }));
  });

  it('is one of the five in the database itself', async () => {
    const email = `check-${kind}@example.com`;
    expect((await register(email)).statusCode).toBe(201);
    await expect(
      database().db.execute(sql`update users set locale = 'xx' where username = ${email}`),
    ).rejects.toThrow();
  });
});

describe('mail in the recipient’s language through SMTP', () => {
  const SMTP_PORT = 3240;
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    peer = await startSmtpPeer({ port: SMTP_PORT });
  });
  afterAll(async () => {
    await peer.close();
  });
  const { app, database } = useTestApp('pglite', { smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}` });
  const { call, register } = harness(app);

  const countTo = (to: string) => peer.received.filter((m) => m.to[0] === to).length;
  /** The decoded subject and body of mail number `count` the SMTP server received for `to`. */
  async function delivered(to: string, count = 1) {
    await expect.poll(() => countTo(to), { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
    const raw = peer.received.filter((m) => m.to[0] === to).at(-1)!.data;
    return decodeMime(raw);
  }

  it('delivers the verification mail in the language of each sign-up', async () => {
    for (const [tag, locale] of [
      ['es-MX', 'es'],
      ['de-CH', 'de'],
      ['fr-CA', 'fr'],
      ['pt-PT', 'pt'],
      ['en-GB', 'en'],
    ] as const) {
      const email = `smtp-${locale}@example.com`;
      expect((await register(email, tag)).statusCode).toBe(201);
      const mail = await delivered(email);
      expect(mail.subject).toBe(subjectOf(locale, 'verification'));
      const first = accountMailMessages[locale]['verification.text'].split('\n')[1]!;
      expect(mail.body).toContain(first);
    }
  });

  it('invites in the invited account’s language, or the inviter’s when there is none', async () => {
    const owner = await register('inviter-es@example.com', 'es-ES');
    const cookie = cookieHeader(owner);
    const verify = await call('POST', '/api/verify-email', cookie, {
      token: linkToken(
        (await lastMailTo(database(), 'inviter-es@example.com'))!.text,
        '/verify-email',
      ),
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const made = await call('POST', '/api/workspaces', cookie, { name: 'Cocina' });
    expect(made.statusCode, made.body).toBe(201);
    const ws = (made.json() as { id: number }).id;
    expect((await register('member-de@example.com', 'de-DE')).statusCode).toBe(201);
    for (const [to, locale] of [
      ['newcomer@example.com', 'es'],
      ['member-de@example.com', 'de'],
    ] as const) {
      const before = countTo(to);
      const sent = await call('POST', `/api/workspaces/${ws}/invitations`, cookie, {
        email: to,
        role: 'editor',
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const { t } = createTranslator(invitationMailMessages, locale);
      const values = {
        from: 'inviter-es@example.com',
        workspace: 'Cocina',
        brand: BRAND,
        email: to,
        role: 'editor',
        link: '',
        days: 7,
      };
      const mail = await delivered(to, before + 1);
      expect(mail.subject).toBe(t('subject', values));
      expect(mail.body).toContain(t('text', values).split('\n')[0]);
    }
  });
});

/** RFC 2047 words and a quoted-printable or base64 text part, decoded (enough for our mails). */
function decodeMime(raw: string): { subject: string; body: string } {
  const unfolded = raw.replace(/\r\n[ \t]+/g, ' ');
  const header = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
  const subject = header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : qp(text.replace(/_/g, ' ')),
    );
  const part = /Content-Type: text\/plain[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/i.exec(raw);
  const encoding = /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: (\S+)/i.exec(raw)?.[1];
  const text = part?.[1] ?? '';
  const body =
    encoding?.toLowerCase() === 'base64'
      ? Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8')
      : qp(text.replace(/=\r\n/g, ''));
  return { subject, body: body.replace(/\r\n/g, '\n') };
}

function qp(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}/i.exec(text.slice(i + 1))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
