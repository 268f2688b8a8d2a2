// Issue 18 item 1: account mails are written to the outbox in the transaction of the row that
// causes them. The database is made to refuse the mail (a trigger), and the row must roll back
// with it: no account, verification link, reset link, trial link or confirmed e-mail change
// without its mail.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { accountLinks, users } from '../../db/schema/index.js';
import { accountApi, lastMailTo, linkToken, mailCount } from '../../security/account-support.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { allowMailTo, refuseMailTo } from '../../test/refused-mail.js';

describe.each(testDatabases())('account mails commit with their rows on %s', (kind) => {
  const { app, database } = useTestApp(kind);
  const api = accountApi(app);
  let ip = 0;
  const freshIp = () => `203.0.113.${++ip}`;
  const linksFor = (address: string) =>
    database().db.select().from(accountLinks).where(eq(accountLinks.address, address));
  const accountsFor = (address: string) =>
    database().db.select().from(users).where(eq(users.username, address));

  it('registration: a refused verification mail leaves no account and no link', async () => {
    const address = 'refused-register@example.com';
    await refuseMailTo(database(), address);
    const refused = await api.register(address, 'tulip-river-81', freshIp());
    expect(refused.statusCode).toBe(500);
    expect(await accountsFor(address)).toHaveLength(0);
    expect(await linksFor(address)).toHaveLength(0);
    // Once mail is accepted, the same registration works and both rows exist.
    await allowMailTo(database(), address);
    expect((await api.register(address, 'tulip-river-81', freshIp())).statusCode).toBe(201);
    expect(await accountsFor(address)).toHaveLength(1);
    expect(await linksFor(address)).toHaveLength(1);
    expect(await mailCount(database(), address)).toBe(1);
  });

  it('resend verification: a refused mail leaves no new link', async () => {
    const address = 'refused-resend@example.com';
    const registered = await api.register(address, 'tulip-river-81', freshIp());
    const cookie = cookieHeader(registered);
    expect(await linksFor(address)).toHaveLength(1);
    await refuseMailTo(database(), address);
    const refused = await api.post('/api/resend-verification', {}, { cookie });
    expect(refused.statusCode).toBe(500);
    expect(await linksFor(address)).toHaveLength(1);
    expect(await mailCount(database(), address)).toBe(1);
    await allowMailTo(database(), address);
  });

  it('trial request: a refused mail leaves no trial link', async () => {
    const address = 'refused-trial@example.com';
    await refuseMailTo(database(), address);
    const refused = await api.post('/api/activate-trial', { email: address }, { ip: freshIp() });
    expect(refused.statusCode).toBe(500);
    expect(await linksFor(address)).toHaveLength(0);
    await allowMailTo(database(), address);
    const asked = await api.post('/api/activate-trial', { email: address }, { ip: freshIp() });
    expect(asked.statusCode).toBe(200);
    expect(await linksFor(address)).toHaveLength(1);
    expect(await mailCount(database(), address)).toBe(1);
  });

  it('password reset (made after the answer): a refused mail leaves no reset link', async () => {
    const address = 'refused-reset@example.com';
    expect((await api.register(address, 'tulip-river-81', freshIp())).statusCode).toBe(201);
    await refuseMailTo(database(), address);
    // A second app on the same database: closing it waits for the work begun after its answer.
    const other = buildApp(testConfig(), { database: database(), weeklyScanSummary: false });
    await other.ready();
    const answer = await other.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { email: address },
      remoteAddress: freshIp(),
    });
    expect(answer.statusCode).toBe(200);
    await other.close();
    const links = await linksFor(address);
    expect(links.map((l) => l.purpose)).toEqual(['verify-email']);
    expect(await mailCount(database(), address)).toBe(1);
    await allowMailTo(database(), address);
  });

  it('e-mail change confirmed: a refused notice to the old address leaves the address as it was', async () => {
    const old = 'refused-old@example.com';
    const moved = 'refused-moved@example.com';
    const cookie = cookieHeader(await api.register(old, 'tulip-river-81', freshIp()));
    const asked = await api.post(
      '/api/account/email',
      { newEmail: moved, password: 'tulip-river-81' },
      { cookie },
    );
    expect(asked.statusCode).toBe(200);
    // The verification mail and the "may change" notice.
    expect(await mailCount(database(), old)).toBe(2);
    const token = linkToken((await lastMailTo(database(), moved))!.text, '/confirm-email-change');

    await refuseMailTo(database(), old);
    const refused = await api.post('/api/confirm-email-change', { token }, { cookie });
    expect(refused.statusCode).toBe(500);
    // Nothing of the change committed: same address, sessions alive, link still unused.
    expect((await api.me(cookie)).json().username).toBe(old);
    expect(await accountsFor(moved)).toHaveLength(0);
    const [link] = (await linksFor(moved)).filter((l) => l.purpose === 'change-email');
    expect(link!.usedAt).toBeNull();
    expect(await mailCount(database(), old)).toBe(2);

    // Once mail to the old address is accepted, the same link changes it, and the notice is queued.
    await allowMailTo(database(), old);
    const done = await api.post('/api/confirm-email-change', { token }, { cookie });
    expect(done.statusCode).toBe(200);
    expect(await accountsFor(moved)).toHaveLength(1);
    expect(await accountsFor(old)).toHaveLength(0);
    expect(await mailCount(database(), old)).toBe(3);
    const notice = await lastMailTo(database(), old);
    expect(notice!.subject).toMatch(/was changed/);
    expect(notice!.text).toContain(moved);
  });
});
