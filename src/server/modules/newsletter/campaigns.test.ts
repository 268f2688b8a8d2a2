// The admin's newsletter and notifications (issue 18 item 4): admin-only routes (other clients'
// admins too are refused), stats against fixtures, campaigns to confirmed subscribers only and
// never twice, welcome-to-all once per user, scan and pause notifications with the right codes
// and numbers, and the weekly summary once per week across two app instances.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
import { testDatabases } from '../../test/databases.js';
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
