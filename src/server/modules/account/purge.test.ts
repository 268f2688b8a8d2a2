import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dynamicQrCodes,
  paymentProducts,
  qrCodes,
  scanEvents,
  uploads,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema/index.js';
import { FileStorage } from '../../lib/storage.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { insertCode } from '../redirect/test-codes.js';
import {
  addMember,
  insertTeamWorkspace,
  personalWorkspaceIdOf,
} from '../workspaces/test-support.js';
import { AccountPurge } from './purge.js';

const DAY_MS = 24 * 60 * 60_000;
let counter = 0;
const uniqueEmail = () => `purge${Date.now()}${(counter += 1)}@example.com`;

describe.each(testDatabases())('deleted-account purge on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-purge-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  let clock = new Date('2026-05-01T12:00:00Z');
  const now = () => clock;
  const { app, database } = useTestApp(
    kind,
    { dataDir },
    // The app's own timer stays out of the way: the test runs the job itself.
    { now, accountPurgeIntervalMs: 2 ** 31 - 1 },
  );
  const db = () => database().db;
  const storage = new FileStorage(dataDir);

  async function register() {
    const email = uniqueEmail();
    const password = 'tulip-river-81';
    const reg = await app().inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: email, password, confirmPassword: password },
    });
    expect(reg.statusCode).toBe(201);
    return { email, password, reg, userId: reg.json<{ id: number }>().id };
  }

  function deleteAccount(account: Awaited<ReturnType<typeof register>>) {
    return app().inject({
      method: 'POST',
      url: '/api/delete-account',
      headers: { cookie: cookieHeader(account.reg) },
      payload: { password: account.password },
    });
  }

  async function membersOf(workspaceId: number) {
    const rows = await db()
      .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceId, workspaceId));
    return rows.sort((a, b) => a.userId - b.userId);
  }

  async function workspaceDeleted(workspaceId: number) {
    const [row] = await db()
      .select({ deletedAt: workspaces.deletedAt })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId));
    return row?.deletedAt !== null;
  }

  /** A registered account with a code, scans, a saved code, a product and a file; deleted. */
  async function deletedAccount() {
    const account = await register();
    const { email, password, reg, userId } = account;
    const code = await insertCode(db(), userId, { destination: 'https://example.com/live' });
    await db()
      .insert(scanEvents)
      .values([{ dynamicQrCodeId: code.id }, { dynamicQrCodeId: code.id, country: 'FR' }]);
    const workspaceId = await personalWorkspaceIdOf(db(), userId);
    await db().insert(qrCodes).values({ userId, workspaceId, name: 'Saved', qrType: 'text' });
    await db()
      .insert(paymentProducts)
      .values({ userId, workspaceId, productName: 'Tea', productPrice: 200 });
    const temp = await storage.writeTemp(Buffer.from('%PDF-1.4 purge me'));
    const uploadId = `purgefile${userId}abcdefghijkl`;
    const storagePath = await storage.commit(temp, 'pdf', uploadId);
    await db().insert(uploads).values({
      id: uploadId,
      userId,
      kind: 'pdf',
      mimeType: 'application/pdf',
      byteSize: 17,
      sha256: temp.sha256,
      storagePath,
    });
    const del = await deleteAccount(account);
    expect(del.statusCode).toBe(200);
    return { email, password, reg, userId, code, uploadId };
  }

  it('keeps everything for 30 days, then purges once and the codes answer 410', async () => {
    const account = await deletedAccount();
    const purge = new AccountPurge({ db: db(), storage, now });

    clock = new Date(clock.getTime() + 29 * DAY_MS);
    expect(await purge.run()).toEqual([]);
    const during = await app().inject({ url: `/d/${account.code.shortCode}` });
    expect(during.statusCode).toBe(302);

    clock = new Date(clock.getTime() + 2 * DAY_MS);
    const [purged, ...rest] = await purge.run();
    expect(rest).toEqual([]);
    expect(purged).toEqual({ userId: account.userId, shortCodes: [account.code.shortCode] });
    expect(await purge.run()).toEqual([]);

    const [row] = await db().select().from(users).where(eq(users.id, account.userId));
    expect(row).toMatchObject({
      username: `purged-${account.userId}`,
      email: null,
      passwordHash: null,
      firstName: null,
      isDeleted: true,
      purgedAt: clock,
    });
    expect(
      await db().select().from(scanEvents).where(eq(scanEvents.dynamicQrCodeId, account.code.id)),
    ).toEqual([]);
    expect(await db().select().from(qrCodes).where(eq(qrCodes.userId, account.userId))).toEqual([]);
    expect(
      await db().select().from(paymentProducts).where(eq(paymentProducts.userId, account.userId)),
    ).toEqual([]);
    expect(await db().select().from(uploads).where(eq(uploads.id, account.uploadId))).toEqual([]);
    expect(existsSync(storage.pathFor('pdf', account.uploadId))).toBe(false);
    const [code] = await db()
      .select()
      .from(dynamicQrCodes)
      .where(eq(dynamicQrCodes.id, account.code.id));
    expect(code).toMatchObject({ destination: '', content: {}, isDeleted: true });
    expect(code!.retiredAt).toEqual(clock);

    await app().redirectCache.invalidate(account.code.shortCode);
    const after = await app().inject({ url: `/d/${account.code.shortCode}` });
    expect(after.statusCode).toBe(410);
    expect(after.body).toContain('This code was removed');

    // Restoring is over; the address is free for a new account.
    const restore = await app().inject({
      method: 'POST',
      url: '/api/restore-account',
      payload: { username: account.email, password: account.password },
    });
    expect(restore.statusCode).toBe(401);
    const again = await app().inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: account.email,
        password: 'new-pass-2024x',
        confirmPassword: 'new-pass-2024x',
      },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(account.userId);
  });

  it('two processes running the job at once purge each account exactly once', async () => {
    const accounts = [await deletedAccount(), await deletedAccount(), await deletedAccount()];
    clock = new Date(clock.getTime() + 31 * DAY_MS);
    const first = new AccountPurge({ db: db(), storage, now });
    const second = new AccountPurge({ db: db(), storage, now });
    const [a, b] = await Promise.all([first.run(), second.run()]);
    const ids = [...a, ...b].map((p) => p.userId).sort((x, y) => x - y);
    expect(ids).toEqual(accounts.map((x) => x.userId).sort((x, y) => x - y));
    const rows = await db()
      .select({ id: users.id, purgedAt: users.purgedAt })
      .from(users)
      .where(
        inArray(
          users.id,
          accounts.map((x) => x.userId),
        ),
      );
    expect(rows.every((r) => r.purgedAt?.getTime() === clock.getTime())).toBe(true);
  });

  it('refuses to delete the only owner of a workspace others use, and changes nothing', async () => {
    const owner = await register();
    const member = await register();
    const team = await insertTeamWorkspace(db(), owner.userId, 'Shop floor');
    await addMember(db(), team, member.userId, 'editor');
    const refused = await deleteAccount(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SOLE_OWNER' });
    expect(refused.json().message).toContain('“Shop floor”');
    const [row] = await db()
      .select({ isDeleted: users.isDeleted })
      .from(users)
      .where(eq(users.id, owner.userId));
    expect(row?.isDeleted).toBe(false);

    // With a second owner the account may go; the workspace stays with the other member.
    await db()
      .update(workspaceMembers)
      .set({ role: 'owner' })
      .where(eq(workspaceMembers.userId, member.userId));
    expect((await deleteAccount(owner)).statusCode).toBe(200);
  });

  it('refuses to delete an account whose Premium only it can cancel, and changes nothing', async () => {
    const owner = await register();
    const personal = await personalWorkspaceIdOf(db(), owner.userId);
    const subscribe = (id: number, status: 'active' | 'past_due' | 'free') =>
      db().update(workspaces).set({ subscriptionStatus: status }).where(eq(workspaces.id, id));
    await subscribe(personal, 'past_due');
    const refused = await deleteAccount(owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SUBSCRIPTION_LIVE' });
    expect(refused.json().message).toContain('Your personal workspace');
    // A subscribed team workspace with a second owner is theirs to pay for: no refusal for it.
    await subscribe(personal, 'free');
    const team = await insertTeamWorkspace(db(), owner.userId, 'Paid team');
    await subscribe(team, 'active');
    const teamRefused = await deleteAccount(owner);
    expect(teamRefused.statusCode).toBe(409);
    expect(teamRefused.json().message).toContain('“Paid team”');
    const [row] = await db()
      .select({ isDeleted: users.isDeleted })
      .from(users)
      .where(eq(users.id, owner.userId));
    expect(row?.isDeleted).toBe(false);
    const partner = await register();
    await addMember(db(), team, partner.userId, 'owner');
    expect((await deleteAccount(owner)).statusCode).toBe(200);
  });

  it('ends the workspaces only the account used and hands the shared ones over', async () => {
    const account = await deletedAccount();
    // Made while the account was live: a team workspace nobody joined, with a code; a shared
    // one, where the account made a code and an admin invited people while its deletion was
    // pending, so the account is its only owner when the purge comes.
    const solo = await insertTeamWorkspace(db(), account.userId, 'Solo');
    const soloCode = await insertCode(db(), account.userId, { workspaceId: solo });
    const shared = await insertTeamWorkspace(db(), account.userId, 'Shared');
    const sharedCode = await insertCode(db(), account.userId, { workspaceId: shared });
    const viewer = await register();
    const admin = await register();
    await addMember(db(), shared, viewer.userId, 'viewer');
    await addMember(db(), shared, admin.userId, 'admin');

    clock = new Date(clock.getTime() + 31 * DAY_MS);
    const all = await new AccountPurge({ db: db(), storage, now }).run();
    const purged = all.find((p) => p.userId === account.userId);
    expect(purged?.shortCodes.sort()).toEqual([account.code.shortCode, soloCode.shortCode].sort());
    expect(await workspaceDeleted(solo)).toBe(true);
    expect(await workspaceDeleted(await personalWorkspaceIdOf(db(), account.userId))).toBe(true);
    expect(await workspaceDeleted(shared)).toBe(false);
    // The admin, the highest remaining role, owns the shared workspace now.
    expect(await membersOf(shared)).toEqual(
      [
        { userId: viewer.userId, role: 'viewer' },
        { userId: admin.userId, role: 'owner' },
      ].sort((a, b) => a.userId - b.userId),
    );
    const soloAfter = await app().inject({ url: `/d/${soloCode.shortCode}` });
    expect(soloAfter.statusCode).toBe(410);
    const sharedAfter = await app().inject({ url: `/d/${sharedCode.shortCode}` });
    expect(sharedAfter.statusCode).toBe(302);
  });
});
