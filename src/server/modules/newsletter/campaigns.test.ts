// The admin's newsletter and notifications (issue 18 item 4): admin-only routes (other clients'
// admins too are refused), stats against fixtures, campaigns to confirmed subscribers only and
// never twice, welcome-to-all once per user, scan and pause notifications with the right codes
// and numbers, and the weekly summary once per week across two app instances. Last, through a
// real SMTP server: the product's words in these mails in each recipient's account language,
// English for an address with no account, the operator's own words as written.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { testConfig } from '../../config.js';
import { NEWSLETTER_MESSAGES } from '../../../contracts/newsletter.js';
import type { Database } from '../../db/client.js';
import {
  adminAuditLog,
  clients,
  dynamicQrCodes,
  mailCampaigns,
  mailOutbox,
  newsletterSubscriptions,
  qrCodes,
  scanEvents,
  userMailPreferences,
  users,
} from '../../db/schema/index.js';
import { createMailer } from '../../lib/mail.js';
import { MailBrands } from '../../lib/mail-brand.js';
import { accountApi } from '../../security/account-support.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { decodeMail, type DecodedMail } from '../../test/decode-mail.js';
import { startSmtpPeer } from '../../test/smtp-peer.js';
import { allowMailTo, refuseMailTo } from '../../test/refused-mail.js';
import { startSession } from '../auth/index.js';
import { insertTeamWorkspace, personalWorkspaceIdOf } from '../workspaces/test-support.js';
import { NewsletterCampaigns } from './campaigns.js';
import { ListTokens } from './list-tokens.js';

const DAY_MS = 24 * 60 * 60_000;
const ROUTES: [string, string][] = [
  ['GET', '/api/newsletter/stats'],
  ['GET', '/api/newsletter/campaigns'],
  ['POST', '/api/send-newsletter'],
  ['POST', '/api/newsletter/campaigns/1/send'],
  ['POST', '/api/send-welcome-to-all'],
  ['POST', '/api/send-scan-notifications'],
  ['POST', '/api/send-pause-notifications'],
];

describe.each(testDatabases())('newsletter admin on %s', (kind) => {
  const { app, database, config } = useTestApp(kind, {}, { weeklyScanSummary: false });
  let ip = 0;
  const db = () => database().db;
  const api = accountApi(app);

  async function account(email: string, role: 'user' | 'admin' = 'user') {
    const res = await api.register(email, 'tulip-river-81', `192.0.2.${++ip}`);
    expect(res.statusCode).toBe(201);
    const [row] = await db()
      .update(users)
      .set({ role })
      .where(eq(users.username, email))
      .returning({ id: users.id });
    return { id: row!.id, cookie: cookieHeader(res) };
  }
  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    app().inject({
      method: method as 'GET' | 'POST',
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const mailsTo = (to: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const campaignMails = (campaignId: number) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.campaignId, campaignId));

  let admin: { id: number; cookie: string };

  it('refuses every admin route to visitors, users and other clients’ admins', async () => {
    admin = await account('boss@example.com', 'admin');
    const user = await account('plain@example.com');
    const [other] = await db().insert(clients).values({ name: 'Other' }).returning();
    const [otherAdmin] = await db()
      .insert(users)
      .values({ clientId: other!.id, username: 'boss@other.example', role: 'admin' })
      .returning();
    const token = await startSession(db(), otherAdmin!.id, 'test', new Date());
    const otherCookie = `qrs_session=${token}`;
    for (const [method, url] of ROUTES) {
      expect((await call(method, url)).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await call(method, url, user.cookie)).statusCode, `${method} ${url} user`).toBe(403);
      // Sessions belong to one client: another client's session does not sign anyone in here.
      expect((await call(method, url, otherCookie)).statusCode, `${method} ${url} other`).toBe(401);
    }
    expect(await mailsTo('plain@example.com')).toHaveLength(1); // the verification mail only
  });

  it('answers the stats from the database: "new" is the last 7 days', async () => {
    const before = (await call('GET', '/api/newsletter/stats', admin.cookie)).json();
    const old = await account('old@example.com');
    await db()
      .update(users)
      .set({ createdAt: new Date(Date.now() - 10 * DAY_MS) })
      .where(eq(users.id, old.id));
    await account('fresh@example.com');
    const workspaceId = await personalWorkspaceIdOf(db(), old.id);
    await db()
      .insert(qrCodes)
      .values([
        { userId: old.id, workspaceId, name: 'a', createdAt: new Date(Date.now() - 30 * DAY_MS) },
        { userId: old.id, workspaceId, name: 'b' },
      ]);
    await db().insert(dynamicQrCodes).values({
      userId: old.id,
      workspaceId,
      name: 'menu',
      shortCode: 'statsDyn1',
      destination: 'https://example.com/',
      qrType: 'url',
    });
    await db()
      .insert(newsletterSubscriptions)
      .values([
        { email: 'c1@example.com', status: 'confirmed' },
        { email: 'p1@example.com', status: 'pending' },
      ]);
    const after = (await call('GET', '/api/newsletter/stats', admin.cookie)).json();
    expect(after).toEqual({
      totalUsers: before.totalUsers + 2,
      newUsers: before.newUsers + 1,
      totalQRCodes: before.totalQRCodes + 3,
      newQRCodes: before.newQRCodes + 2,
      confirmedSubscribers: before.confirmedSubscribers + 1,
      pendingSubscribers: before.pendingSubscribers + 1,
    });
  });

  it('sends a newsletter to confirmed subscribers only, sanitised, with unsubscribe headers', async () => {
    const empty = await call('POST', '/api/send-newsletter', admin.cookie, {
      subject: ' ',
      content: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(NEWSLETTER_MESSAGES.missingDescription);

    await db()
      .insert(newsletterSubscriptions)
      .values([
        { email: 'reader1@example.com', status: 'confirmed' },
        { email: 'reader2@example.com', status: 'confirmed' },
        { email: 'waiting@example.com', status: 'pending' },
        { email: 'gone@example.com', status: 'unsubscribed' },
      ]);
    const content =
      '# Tip of the week\n\nPrint codes **at least 2 cm** wide. [Pricing](/pricing)\n\n<script>alert(1)</script> [x](javascript:alert(1))';
    const res = await call('POST', '/api/send-newsletter', admin.cookie, {
      subject: 'Shark Tips #1',
      content,
      includeStats: true,
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    const confirmedCount = (
      await db()
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.status, 'confirmed'))
    ).length;
    expect(result).toMatchObject({ successCount: confirmedCount, totalUsers: confirmedCount });
    const mails = await campaignMails(result.campaignId);
    const recipients = mails.map((m) => m.toAddress);
    expect(recipients).toContain('reader1@example.com');
    expect(recipients).not.toContain('waiting@example.com');
    expect(recipients).not.toContain('gone@example.com');
    const tokens = new ListTokens(config.appSecret);
    for (const mail of mails) {
      expect(mail.category).toBe('bulk');
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const token = tokens.sign({ clientId: 1, list: 'newsletter', address: mail.toAddress });
      expect(mail.headers?.['List-Unsubscribe']).toBe(
        `<${config.publicUrl}/api/unsubscribe?token=${token}>, <mailto:${config.supportEmail}?subject=${encodeURIComponent(`unsubscribe newsletter ${mail.toAddress}`)}>`,
      );
      expect(mail.text).toContain(`${config.publicUrl}/unsubscribe?token=${token}`);
    }
    const one = mails.find((m) => m.toAddress === 'reader1@example.com')!;
    expect(one.html).toContain('<h1>Tip of the week</h1>');
    expect(one.html).toContain('<strong>at least 2 cm</strong>');
    expect(one.html).toContain(`href="${config.publicUrl}/pricing"`);
    expect(one.html).not.toContain('<script>');
    expect(one.html).not.toMatch(/href="javascript:/i);
    expect(one.text).toMatch(/Users: \d+ \(\d+ new this week\)/);

    // Queuing the campaign again mails nobody twice; a new subscriber gets it.
    const again = await call(
      'POST',
      `/api/newsletter/campaigns/${result.campaignId}/send`,
      admin.cookie,
    );
    expect(again.json()).toMatchObject({ successCount: 0 });
    await db()
      .insert(newsletterSubscriptions)
      .values({ email: 'late@example.com', status: 'confirmed' });
    const late = await call(
      'POST',
      `/api/newsletter/campaigns/${result.campaignId}/send`,
      admin.cookie,
    );
    expect(late.json()).toMatchObject({ successCount: 1 });
    expect(await campaignMails(result.campaignId)).toHaveLength(confirmedCount + 1);

    const list = (await call('GET', '/api/newsletter/campaigns', admin.cookie)).json();
    expect(list[0]).toMatchObject({
      id: result.campaignId,
      kind: 'newsletter',
      subject: 'Shark Tips #1',
      createdBy: 'boss@example.com',
      recipients: confirmedCount + 1,
      queued: confirmedCount + 1,
      sent: 0,
      failed: 0,
    });
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.actorUserId, admin.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['newsletter.send', 'newsletter.queue']),
    );

    const test = await call('POST', '/api/send-newsletter', admin.cookie, {
      subject: 'Draft',
      content: 'Hello',
      test: true,
    });
    expect(test.json()).toMatchObject({ successCount: 1, campaignId: null });
    const [draft] = (await mailsTo('boss@example.com')).filter((m) => m.subject === '[Test] Draft');
    expect(draft!.text).toContain('Hello');
  });

  it('creates a campaign only with all of its mails: one refused mail leaves neither', async () => {
    const campaignsBefore = (await db().select().from(mailCampaigns)).length;
    const send = () =>
      call('POST', '/api/send-newsletter', admin.cookie, {
        subject: 'All or nothing',
        content: 'One transaction.',
      });
    const subjectMails = () =>
      db().select().from(mailOutbox).where(eq(mailOutbox.subject, 'All or nothing'));
    await refuseMailTo(database(), 'reader2@example.com');
    expect((await send()).statusCode).toBe(500);
    expect(await db().select().from(mailCampaigns)).toHaveLength(campaignsBefore);
    expect(await subjectMails()).toHaveLength(0);

    await allowMailTo(database(), 'reader2@example.com');
    const sent = await send();
    expect(sent.statusCode).toBe(200);
    const { campaignId, totalUsers } = sent.json();
    expect(await db().select().from(mailCampaigns)).toHaveLength(campaignsBefore + 1);
    expect(await campaignMails(campaignId)).toHaveLength(totalUsers);
    expect(await subjectMails()).toHaveLength(totalUsers);
  });

  it('sends the welcome mail once per user, however often it is asked', async () => {
    const first = (await call('POST', '/api/send-welcome-to-all', admin.cookie)).json();
    const live = await db().select().from(users).where(eq(users.isDeleted, false));
    const ofClient1 = live.filter((u) => u.clientId === 1);
    expect(first).toMatchObject({ successCount: ofClient1.length, totalUsers: ofClient1.length });
    const second = (await call('POST', '/api/send-welcome-to-all', admin.cookie)).json();
    expect(second).toMatchObject({ successCount: 0, totalUsers: 0 });
    const welcomes = await db()
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.dedupeKey} like 'welcome:%'`);
    expect(welcomes).toHaveLength(ofClient1.length);
    expect(new Set(welcomes.map((m) => m.toAddress)).size).toBe(ofClient1.length);
    expect(welcomes.every((m) => m.headers?.['List-Unsubscribe-Post'])).toBe(true);
  });

  it('sends scan and pause notifications with the right codes and numbers', async () => {
    const owner = await account('owner@example.com');
    await account('nocodes@example.com');
    const workspaceId = await personalWorkspaceIdOf(db(), owner.id);
    const codes = await db()
      .insert(dynamicQrCodes)
      .values([
        {
          userId: owner.id,
          workspaceId,
          name: 'Menu',
          shortCode: 'scanMenu1',
          destination: 'https://example.com/m',
          qrType: 'url',
        },
        {
          userId: owner.id,
          workspaceId,
          name: 'Poster',
          shortCode: 'scanPost1',
          destination: 'https://example.com/p',
          qrType: 'url',
          isPaused: true,
          pausedAt: new Date(),
        },
      ])
      .returning({ id: dynamicQrCodes.id });
    const now = Date.now();
    await db()
      .insert(scanEvents)
      .values([
        { dynamicQrCodeId: codes[0]!.id, scannedAt: new Date(now - 1 * DAY_MS) },
        { dynamicQrCodeId: codes[0]!.id, scannedAt: new Date(now - 2 * DAY_MS) },
        { dynamicQrCodeId: codes[0]!.id, scannedAt: new Date(now - 3 * DAY_MS) },
        { dynamicQrCodeId: codes[0]!.id, scannedAt: new Date(now - DAY_MS), isBot: true },
        { dynamicQrCodeId: codes[0]!.id, scannedAt: new Date(now - 9 * DAY_MS) },
        { dynamicQrCodeId: codes[1]!.id, scannedAt: new Date(now - 1 * DAY_MS) },
      ]);
    // A code the owner made in a team workspace they have since left (the row of a removed
    // member is gone) stays out of their mails: they no longer see that team's codes.
    const lead = await account('lead@example.com');
    const team = await insertTeamWorkspace(db(), lead.id, 'Former team');
    const [left] = await db()
      .insert(dynamicQrCodes)
      .values({
        userId: owner.id,
        workspaceId: team,
        name: 'Flyer',
        shortCode: 'scanFlyr1',
        destination: 'https://example.com/f',
        qrType: 'url',
        isPaused: true,
        pausedAt: new Date(),
      })
      .returning({ id: dynamicQrCodes.id });
    await db().insert(scanEvents).values({ dynamicQrCodeId: left!.id, scannedAt: new Date() });
    const scans = (await call('POST', '/api/send-scan-notifications', admin.cookie)).json();
    const mails = await campaignMails(scans.campaignId);
    for (const mail of mails) expect(mail.text).not.toContain('Flyer');
    expect(mails.map((m) => m.toAddress)).not.toContain('nocodes@example.com');
    const mine = mails.find((m) => m.toAddress === 'owner@example.com')!;
    expect(mine.text).toContain(`Menu (${config.publicUrl}/d/scanMenu1): 3 scans`);
    expect(mine.text).toContain(`Poster (${config.publicUrl}/d/scanPost1): 1 scan`);
    expect(mine.text).toContain('Total: 4 scans');
    expect(mine.headers?.['List-Unsubscribe']).toContain('/api/unsubscribe?token=');
    expect(scans.totalUsers).toBe(mails.length);

    const paused = (await call('POST', '/api/send-pause-notifications', admin.cookie)).json();
    const reminders = await campaignMails(paused.campaignId);
    expect(paused).toMatchObject({ successCount: reminders.length, totalUsers: reminders.length });
    const reminder = reminders.find((m) => m.toAddress === 'owner@example.com')!;
    expect(reminder.text).toContain('Poster');
    expect(reminder.text).not.toContain('Menu');
    for (const mail of reminders) expect(mail.text).not.toContain('Flyer');

    // Refusing pause reminders (the unsubscribe link) leaves the owner out next time.
    await db()
      .insert(userMailPreferences)
      .values({ userId: owner.id, pauseReminders: false, scanSummary: true });
    const next = (await call('POST', '/api/send-pause-notifications', admin.cookie)).json();
    expect((await campaignMails(next.campaignId)).map((m) => m.toAddress)).not.toContain(
      'owner@example.com',
    );
  });

  it('runs the weekly scan summary once per week across two instances', async () => {
    const settings = { ...config, tokens: new ListTokens(config.appSecret) };
    const instance = () =>
      new NewsletterCampaigns({
        db: db() as Database,
        mailer: createMailer({ db: db() }),
        settings,
        brands: new MailBrands(config),
      });
    const results = await Promise.all([
      instance().runWeeklyScanSummary(),
      instance().runWeeklyScanSummary(),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    const optedIn = await db()
      .select({ userId: userMailPreferences.userId })
      .from(userMailPreferences)
      .where(eq(userMailPreferences.scanSummary, true));
    const weekly = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(
          sql`${mailOutbox.dedupeKey} like 'scan-summary:____-W%'`,
          inArray(mailOutbox.toAddress, ['owner@example.com']),
        ),
      );
    expect(optedIn.length).toBeGreaterThan(0);
    expect(weekly).toHaveLength(1);
    expect(await instance().runWeeklyScanSummary()).toBeNull();
  });
});

describe('bulk mail in the recipient’s language through SMTP', () => {
  const database = useTestDatabase('pglite');
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let app: App | undefined;
  let settings: ReturnType<typeof testConfig> | undefined;
  const config = () => settings!;
  const db = () => database().db;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    settings = testConfig({ smtpUrl: smtp.url });
    app = buildApp(settings, {
      database: database(),
      weeklyScanSummary: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  let ip = 0;
  /** An account made through sign-up with the browser language `tag`. */
  async function account(email: string, tag: string, role: 'user' | 'admin' = 'user') {
    const res = await accountApi(() => app!).post(
      '/api/register',
      {
        username: email,
        email,
        password: 'tulip-river-81',
        confirmPassword: 'tulip-river-81',
        locale: tag,
      },
      { ip: `198.51.100.${++ip}` },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db()
      .update(users)
      .set({ role })
      .where(eq(users.username, email))
      .returning({ id: users.id });
    return { id: row!.id, cookie: cookieHeader(res) };
  }
  const post = (url: string, cookie: string, payload?: object) =>
    app!.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  /** The mail to `to` with `subject` as the SMTP server received it, decoded. */
  async function arrived(to: string, subject: string): Promise<DecodedMail> {
    let found: DecodedMail | undefined;
    await expect
      .poll(
        () => {
          found = smtp.received
            .filter((m) => m.to[0] === to)
            .map((m) => decodeMail(m.data))
            .find((m) => m.subject === subject);
          return found !== undefined;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    return found!;
  }
  const unsubscribePage = (list: string, address: string) =>
    `${config().publicUrl}/unsubscribe?token=${new ListTokens(config().appSecret).sign({ clientId: 1, list: list as 'newsletter', address })}`;

  it('marks the operator’s test in their language and keeps their words as written', async () => {
    const admin = await account('jefa@example.com', 'es-ES', 'admin');
    const res = await post('/api/send-newsletter', admin.cookie, {
      subject: 'Draft: Shark Tips',
      content: 'Hello, **readers**.',
      test: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await arrived('jefa@example.com', '[Prueba] Draft: Shark Tips');
    expect(mail.text).toContain('Hello, **readers**.');
    expect(mail.text).toContain(
      'Recibes este correo porque jefa@example.com recibe el boletín Shark Tips de QR Shark.\n' +
        `Date de baja con un clic: ${unsubscribePage('newsletter', 'jefa@example.com')}`,
    );
    expect(mail.html).toContain('<strong>readers</strong>');
    expect(mail.html).toContain('>Darme de baja</a>');
  });

  it('sends the newsletter with each subscriber’s footer and figures: Spanish account, English address', async () => {
    const admin = await account('boss-smtp@example.com', 'en-US', 'admin');
    await account('lectora@example.com', 'es-MX');
    await db()
      .insert(newsletterSubscriptions)
      .values([
        { email: 'lectora@example.com', status: 'confirmed' },
        { email: 'visitor@example.com', status: 'confirmed' },
      ]);
    const res = await post('/api/send-newsletter', admin.cookie, {
      subject: 'Shark Tips #7',
      content: 'Print codes at least 2 cm wide.',
      includeStats: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stats = (
      await app!.inject({
        method: 'GET',
        url: '/api/newsletter/stats',
        headers: { cookie: admin.cookie },
      })
    ).json();

    const spanish = await arrived('lectora@example.com', 'Shark Tips #7');
    expect(spanish.text).toContain('Print codes at least 2 cm wide.');
    expect(spanish.text).toContain(
      `QR Shark esta semana\nUsuarios: ${stats.totalUsers} (${stats.newUsers} nuevos esta semana)\n` +
        `Códigos QR: ${stats.totalQRCodes} (${stats.newQRCodes} nuevos esta semana)`,
    );
    expect(spanish.text).toContain(
      'Recibes este correo porque lectora@example.com recibe el boletín Shark Tips de QR Shark.\n' +
        `Date de baja con un clic: ${unsubscribePage('newsletter', 'lectora@example.com')}`,
    );

    // No account: English, word for word as before.
    const english = await arrived('visitor@example.com', 'Shark Tips #7');
    expect(english.text).toBe(
      'Print codes at least 2 cm wide.\n\n' +
        `QR Shark this week\nUsers: ${stats.totalUsers} (${stats.newUsers} new this week)\n` +
        `QR codes: ${stats.totalQRCodes} (${stats.newQRCodes} new this week)\n\n--\n` +
        'You get this e-mail as visitor@example.com receives the Shark Tips newsletter from QR Shark.\n' +
        `Unsubscribe with one click: ${unsubscribePage('newsletter', 'visitor@example.com')}\n`,
    );
    expect(english.html).toContain('<h2 style="font-size:16px">QR Shark this week</h2>');
    expect(english.html).toContain('>Unsubscribe</a>');
  });

  it('sends the scan summary and the paused-code reminder in German to a German account', async () => {
    const admin = await account('chef@example.com', 'en', 'admin');
    const owners = [
      { email: 'inhaberin@example.com', tag: 'de-DE', code: 'smtpDe01' },
      { email: 'owner-en@example.com', tag: 'en-GB', code: 'smtpEn01' },
    ];
    for (const { email, tag, code } of owners) {
      const { id } = await account(email, tag);
      const workspaceId = await personalWorkspaceIdOf(db(), id);
      const [dynamic] = await db()
        .insert(dynamicQrCodes)
        .values({
          userId: id,
          workspaceId,
          name: 'Speisekarte',
          shortCode: code,
          destination: 'https://example.com/menu',
          qrType: 'url',
          isPaused: true,
          pausedAt: new Date(),
        })
        .returning({ id: dynamicQrCodes.id });
      await db()
        .insert(scanEvents)
        .values([
          { dynamicQrCodeId: dynamic!.id, scannedAt: new Date(Date.now() - DAY_MS) },
          { dynamicQrCodeId: dynamic!.id, scannedAt: new Date(Date.now() - 2 * DAY_MS) },
        ]);
    }
    const publicUrl = config().publicUrl;
    expect((await post('/api/send-scan-notifications', admin.cookie)).statusCode).toBe(200);
    const german = await arrived(
      'inhaberin@example.com',
      'Scans Ihrer QR-Codes in dieser Woche: 2 Scans',
    );
    expect(german.text).toContain(
      'Scans Ihrer dynamischen QR-Codes in den letzten 7 Tagen:\n\n' +
        `Speisekarte (${publicUrl}/d/smtpDe01): 2 Scans\n\nGesamt: 2 Scans\nDetails: ${publicUrl}/analytics`,
    );
    expect(german.text).toContain(
      'Sie erhalten diese E-Mail, weil inhaberin@example.com die wöchentlichen Scan-Zusammenfassungen von QR Shark erhält.\n' +
        `Mit einem Klick abbestellen: ${unsubscribePage('scan-summary', 'inhaberin@example.com')}`,
    );
    expect(german.html).toContain('>Details ansehen</a>');
    expect(german.html).toContain('>Abbestellen</a>');
    const english = await arrived('owner-en@example.com', 'Your QR code scans this week: 2 scans');
    expect(english.text).toBe(
      'Scans of your dynamic QR codes in the last 7 days:\n\n' +
        `Speisekarte (${publicUrl}/d/smtpEn01): 2 scans\n\nTotal: 2 scans\nDetails: ${publicUrl}/analytics\n\n--\n` +
        'You get this e-mail as owner-en@example.com receives weekly scan summaries from QR Shark.\n' +
        `Unsubscribe with one click: ${unsubscribePage('scan-summary', 'owner-en@example.com')}\n`,
    );

    expect((await post('/api/send-pause-notifications', admin.cookie)).statusCode).toBe(200);
    const reminder = await arrived(
      'inhaberin@example.com',
      'Erinnerung: Einige Ihrer QR-Codes sind pausiert',
    );
    expect(reminder.text).toContain(
      'Diese dynamischen QR-Codes sind pausiert: Wer sie scannt, sieht statt Ihres Inhalts eine Seite „pausiert“.\n\n' +
        `- Speisekarte (${publicUrl}/d/smtpDe01)\n\nSetzen Sie sie in Ihrem Dashboard fort: ${publicUrl}/`,
    );
    const reminderEn = await arrived(
      'owner-en@example.com',
      'Reminder: some of your QR codes are paused',
    );
    expect(reminderEn.text).toContain(
      'These dynamic QR codes are paused: people who scan them see a "paused" page instead of your content.\n\n' +
        `- Speisekarte (${publicUrl}/d/smtpEn01)\n\nResume them from your dashboard: ${publicUrl}/`,
    );

    expect((await post('/api/send-welcome-to-all', admin.cookie)).statusCode).toBe(200);
    const welcome = await arrived('inhaberin@example.com', 'Willkommen bei QR Shark');
    expect(welcome.text).toContain(
      `Willkommen bei QR Shark!\n\nErstellen Sie QR-Codes, machen Sie sie dynamisch, um ihr Ziel auch nach dem Druck zu ändern, und sehen Sie, wie oft sie gescannt werden.\n\nIhre Codes: ${publicUrl}/`,
    );
    const welcomeEn = await arrived('owner-en@example.com', 'Welcome to QR Shark');
    expect(welcomeEn.text).toContain(
      `Welcome to QR Shark!\n\nCreate QR codes, make them dynamic to change where they lead after printing, and see how often they are scanned.\n\nYour codes: ${publicUrl}/`,
    );
  });
});
