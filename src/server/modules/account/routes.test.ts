import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../contracts/account.js';
import { ANALYTICS_CSV_COLUMNS } from '../../../contracts/analytics.js';
import {
  mailOutbox,
  paymentProducts,
  qrCodes,
  scanEvents,
  sessions,
  uploads,
  users,
} from '../../db/schema/index.js';
import { FileStorage } from '../../lib/storage.js';
import { cookieHeader, useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { insertCode } from '../redirect/test-codes.js';
import { personalWorkspaceIdOf } from '../workspaces/test-support.js';

let counter = 0;
const uniqueEmail = () => `acct${Date.now()}${(counter += 1)}@example.com`;
const DAY_MS = 24 * 60 * 60_000;

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(testDatabases())('account settings API on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-account-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  let clock = new Date('2026-03-01T10:00:00Z');
  const { app, database } = useTestApp(
    kind,
    { dataDir, adminEmails: ['chief@example.com'] },
    { now: () => clock },
  );
  const db = () => database().db;

  async function signUp(
    email = uniqueEmail(),
    password = 'tulip-river-81',
    userAgent = CHROME_MAC,
  ) {
    const res = await app().inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'user-agent': userAgent },
      payload: { username: email, password, confirmPassword: password },
    });
    expect(res.statusCode).toBe(201);
    return { email, password, cookie: cookieHeader(res), id: res.json<{ id: number }>().id };
  }
  async function signIn(email: string, password: string, userAgent = FIREFOX_WIN) {
    const res = await app().inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'user-agent': userAgent },
      payload: { username: email, password },
    });
    expect(res.statusCode).toBe(200);
    return cookieHeader(res);
  }
  const me = (cookie: string) =>
    app().inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => app().inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  describe('name update', () => {
    it('trims both names, stores them and answers the updated user', async () => {
      const owner = await signUp();
      const res = await call('PUT', '/api/update-name', owner.cookie, {
        firstName: '  Ada ',
        lastName: ' Lovelace  ',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
      expect((await me(owner.cookie)).json()).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
      });
      const cleared = await call('PUT', '/api/update-name', owner.cookie, {
        firstName: '   ',
        lastName: '',
      });
      expect(cleared.json()).toMatchObject({ firstName: null, lastName: null });
    });

    it('refuses a too long name with the field message and changes nothing', async () => {
      const owner = await signUp();
      await call('PUT', '/api/update-name', owner.cookie, { firstName: 'Grace', lastName: 'H' });
      const res = await call('PUT', '/api/update-name', owner.cookie, {
        firstName: 'x'.repeat(101),
        lastName: 'Hopper',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.firstName).toBe(ACCOUNT_MESSAGES.nameTooLong);
      expect((await me(owner.cookie)).json()).toMatchObject({ firstName: 'Grace', lastName: 'H' });
    });

    it('changes only the caller: another user id in the body is ignored; signed out is 401', async () => {
      const victim = await signUp();
      const attacker = await signUp();
      await call('PUT', '/api/update-name', victim.cookie, { firstName: 'Vic', lastName: 'Tim' });
      const res = await call('PUT', '/api/update-name', attacker.cookie, {
        firstName: 'Owned',
        lastName: 'You',
        id: victim.id,
        userId: victim.id,
      } as object);
      expect(res.json().id).toBe(attacker.id);
      expect((await me(victim.cookie)).json()).toMatchObject({ firstName: 'Vic', lastName: 'Tim' });
      const anonymous = await app().inject({
        method: 'PUT',
        url: '/api/update-name',
        payload: { firstName: 'X', lastName: 'Y' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('e-mail verification state', () => {
    it('GET /api/user says whether the address is verified; resend mails a working link once a minute', async () => {
      const owner = await signUp('chief@example.com');
      expect((await me(owner.cookie)).json()).toMatchObject({
        emailVerified: false,
        role: 'user',
      });
      const first = await call('POST', '/api/resend-verification', owner.cookie);
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBe(NO_MAIL_MESSAGES.link);
      const again = await call('POST', '/api/resend-verification', owner.cookie);
      expect(again.statusCode).toBe(429);
      expect(again.headers['retry-after']).toBeDefined();

      const [mail] = await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, owner.email))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      const token = /\/verify-email\?token=([\w-]{43})/.exec(mail!.text)?.[1];
      const verify = await app().inject({
        method: 'POST',
        url: '/api/verify-email',
        payload: { token },
        headers: { cookie: owner.cookie },
      });
      expect(verify.statusCode).toBe(200);
      // ADMIN_EMAILS promotes only now that the address is proven.
      expect((await me(owner.cookie)).json()).toMatchObject({ emailVerified: true, role: 'admin' });
      clock = new Date(clock.getTime() + 2 * 60_000);
      const verified = await call('POST', '/api/resend-verification', owner.cookie);
      expect(verified.statusCode).toBe(409);
      expect(verified.json().message).toBe(ACCOUNT_MESSAGES.alreadyVerified);
    });
  });

  describe('sessions', () => {
    it('lists the caller’s sessions with browser and OS, marks this one, ends one and all others', async () => {
      const owner = await signUp(undefined, undefined, CHROME_MAC);
      const laptop = await signIn(owner.email, owner.password, FIREFOX_WIN);
      const phone = await signIn(owner.email, owner.password, '');
      const list = await call('GET', '/api/sessions', owner.cookie);
      expect(list.statusCode).toBe(200);
      const listed = list.json<{
        sessions: { id: string; browser: string; os: string; current: boolean }[];
      }>().sessions;
      expect(listed).toHaveLength(3);
      expect(listed.filter((s) => s.current)).toEqual([
        expect.objectContaining({ browser: 'Chrome', os: 'macOS' }),
      ]);
      expect(listed).toContainEqual(expect.objectContaining({ browser: 'Firefox', os: 'Windows' }));
      expect(listed).toContainEqual(
        expect.objectContaining({ browser: 'Unknown browser', os: 'Unknown system' }),
      );
      // Stored ids (hashes of cookie tokens) never leave the server.
      const stored = await db().select().from(sessions).where(eq(sessions.userId, owner.id));
      for (const s of listed) expect(stored.map((r) => r.id)).not.toContain(s.id);

      const firefox = listed.find((s) => s.browser === 'Firefox')!;
      const ended = await call('DELETE', `/api/sessions/${firefox.id}`, owner.cookie);
      expect(ended.statusCode).toBe(204);
      expect((await me(laptop)).statusCode).toBe(401);
      expect((await me(phone)).statusCode).toBe(200);
      const twice = await call('DELETE', `/api/sessions/${firefox.id}`, owner.cookie);
      expect(twice.statusCode).toBe(404);

      const others = await call('POST', '/api/sessions/end-others', owner.cookie);
      expect(others.json()).toEqual({ ended: 1 });
      expect((await me(phone)).statusCode).toBe(401);
      expect((await me(owner.cookie)).statusCode).toBe(200);
      const after = await call('GET', '/api/sessions', owner.cookie);
      expect(after.json().sessions).toHaveLength(1);
    });

    it('never shows or ends another user’s session', async () => {
      const victim = await signUp();
      const attacker = await signUp();
      const victimList = (await call('GET', '/api/sessions', victim.cookie)).json<{
        sessions: { id: string }[];
      }>().sessions;
      const attackerList = (await call('GET', '/api/sessions', attacker.cookie)).json<{
        sessions: { id: string }[];
      }>().sessions;
      expect(attackerList.map((s) => s.id)).not.toContain(victimList[0]!.id);
      const res = await call('DELETE', `/api/sessions/${victimList[0]!.id}`, attacker.cookie);
      expect(res.statusCode).toBe(404);
      await call('POST', '/api/sessions/end-others', attacker.cookie);
      expect((await me(victim.cookie)).statusCode).toBe(200);
      expect((await call('GET', '/api/sessions', '')).statusCode).toBe(401);
      expect((await call('DELETE', '/api/sessions/not-an-id', attacker.cookie)).statusCode).toBe(
        400,
      );
    });

    it('ending the current session signs the caller out', async () => {
      const owner = await signUp();
      const [current] = (await call('GET', '/api/sessions', owner.cookie)).json<{
        sessions: { id: string }[];
      }>().sessions;
      const res = await call('DELETE', `/api/sessions/${current!.id}`, owner.cookie);
      expect(res.statusCode).toBe(204);
      expect(String(res.headers['set-cookie'])).toMatch(/qrs_session=;/);
      expect((await me(owner.cookie)).statusCode).toBe(401);
    });
  });

  describe('data export', () => {
    it('is a ZIP of the profile, codes with design and content, products, scans CSV and files; owner only', async () => {
      const owner = await signUp();
      const stranger = await signUp();
      await call('PUT', '/api/update-name', owner.cookie, { firstName: 'Ex', lastName: 'Port' });
      await db()
        .insert(qrCodes)
        .values({
          userId: owner.id,
          workspaceId: await personalWorkspaceIdOf(db(), owner.id),
          name: 'Menu card',
          qrType: 'text',
          content: { text: 'hello' },
          design: { foregroundColor: '#112233' },
        });
      await db()
        .insert(qrCodes)
        .values({
          userId: stranger.id,
          workspaceId: await personalWorkspaceIdOf(db(), stranger.id),
          name: 'Not yours',
          qrType: 'text',
        });
      const code = await insertCode(db(), owner.id, { destination: 'https://example.com/spring' });
      const foreign = await insertCode(db(), stranger.id);
      await db()
        .insert(scanEvents)
        .values([
          {
            dynamicQrCodeId: code.id,
            scannedAt: new Date('2026-02-01T08:00:00Z'),
            country: 'DE',
            deviceType: 'mobile',
            os: 'iOS',
            browser: 'Safari',
            referrerHost: '=HYPERLINK("x")',
          },
          { dynamicQrCodeId: code.id, isBot: true, botReason: 'ua' },
          { dynamicQrCodeId: foreign.id },
        ]);
      await db().insert(paymentProducts).values({
        userId: owner.id,
        productName: 'Coffee',
        productPrice: 350,
      });
      const storage = new FileStorage(dataDir);
      const bytes = Buffer.from('%PDF-1.4 owner file');
      const temp = await storage.writeTemp(bytes);
      const uploadId = 'ownerfile0123456789abcd';
      const storagePath = await storage.commit(temp, 'pdf', uploadId);
      await db().insert(uploads).values({
        id: uploadId,
        userId: owner.id,
        kind: 'pdf',
        mimeType: 'application/pdf',
        byteSize: bytes.length,
        sha256: temp.sha256,
        originalName: 'price list.pdf',
        storagePath,
      });

      const res = await call('GET', '/api/account/export', owner.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="qr-shark-data-/);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      const account = JSON.parse(strFromU8(files['account.json']!));
      expect(account.profile).toMatchObject({ username: owner.email, firstName: 'Ex' });
      expect(JSON.stringify(account)).not.toMatch(/passwordHash|argon2|stripe/i);
      expect(account.savedQrCodes).toEqual([
        expect.objectContaining({
          name: 'Menu card',
          content: { text: 'hello' },
          design: { foregroundColor: '#112233' },
        }),
      ]);
      expect(account.dynamicQrCodes).toEqual([
        expect.objectContaining({
          shortCode: code.shortCode,
          destination: 'https://example.com/spring',
        }),
      ]);
      expect(account.paymentProducts).toEqual([
        expect.objectContaining({ productName: 'Coffee', productPrice: 350 }),
      ]);
      const csv = strFromU8(files[`scans/${code.shortCode}.csv`]!);
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toBe(ANALYTICS_CSV_COLUMNS.join(','));
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(
        `2026-02-01T08:00:00.000Z,DE,mobile,iOS,Safari,"'=HYPERLINK(""x"")"`,
      );
      expect(files[`scans/${foreign.shortCode}.csv`]).toBeUndefined();
      expect(Buffer.from(files[`uploads/pdf/${uploadId}-price_list.pdf`]!).equals(bytes)).toBe(
        true,
      );

      const strangers = unzipSync(
        new Uint8Array((await call('GET', '/api/account/export', stranger.cookie)).rawPayload),
      );
      const theirs = JSON.parse(strFromU8(strangers['account.json']!));
      expect(theirs.savedQrCodes.map((c: { name: string }) => c.name)).toEqual(['Not yours']);
      expect(Object.keys(strangers).some((n) => n.includes(uploadId))).toBe(false);
      expect((await call('GET', '/api/account/export', '')).statusCode).toBe(401);
    });

    it('is rate limited per account', async () => {
      const owner = await signUp();
      for (let i = 0; i < 5; i += 1) {
        expect((await call('GET', '/api/account/export', owner.cookie)).statusCode).toBe(200);
      }
      const limited = await call('GET', '/api/account/export', owner.cookie);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('TOO_MANY_EXPORTS');
    });
  });

  describe('deletion and restore', () => {
    it('needs the right password, ends every session at once, keeps codes redirecting and can be restored', async () => {
      const owner = await signUp();
      const other = await signIn(owner.email, owner.password);
      const code = await insertCode(db(), owner.id, { destination: 'https://example.com/kept' });

      const missing = await call('POST', '/api/delete-account', owner.cookie, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields.password).toBe(ACCOUNT_MESSAGES.deletePasswordRequired);
      const wrong = await call('POST', '/api/delete-account', owner.cookie, { password: 'nope' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields.password).toBe(ACCOUNT_MESSAGES.deletePasswordWrong);
      expect((await me(owner.cookie)).statusCode).toBe(200);

      const res = await call('POST', '/api/delete-account', owner.cookie, {
        password: owner.password,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.deletedDescription);
      expect(String(res.headers['set-cookie'])).toMatch(/qrs_session=;/);
      expect((await me(owner.cookie)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);
      expect(await db().select().from(sessions).where(eq(sessions.userId, owner.id))).toEqual([]);
      const [row] = await db().select().from(users).where(eq(users.id, owner.id));
      expect(row).toMatchObject({ isDeleted: true, deletedAt: clock });

      const redirect = await app().inject({ url: `/d/${code.shortCode}` });
      expect(redirect.statusCode).toBe(302);
      expect(redirect.headers.location).toBe('https://example.com/kept');

      const login = await app().inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: owner.email, password: owner.password },
      });
      expect(login.statusCode).toBe(401);
      // The address stays held for the restore.
      const reuse = await app().inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          username: owner.email,
          password: 'another-pass-1',
          confirmPassword: 'another-pass-1',
        },
      });
      expect(reuse.statusCode).toBe(409);
      expect(reuse.json().code).toBe('ACCOUNT_RESTORABLE');

      const badRestore = await app().inject({
        method: 'POST',
        url: '/api/restore-account',
        payload: { username: owner.email, password: 'wrong-one' },
      });
      expect(badRestore.statusCode).toBe(401);
      expect(badRestore.json().message).toBe(ACCOUNT_MESSAGES.restoreFailed);

      clock = new Date(clock.getTime() + 29 * DAY_MS);
      const restore = await app().inject({
        method: 'POST',
        url: '/api/restore-account',
        payload: { username: owner.email.toUpperCase(), password: owner.password },
      });
      expect(restore.statusCode).toBe(200);
      expect(restore.json()).toMatchObject({ id: owner.id, username: owner.email });
      expect((await me(cookieHeader(restore))).json()).toMatchObject({ id: owner.id });
      // The old sessions stay ended.
      expect((await me(other)).statusCode).toBe(401);
    });

    it('a Google-only account confirms with its address; a restore after 30 days is refused', async () => {
      const owner = await signUp();
      await db()
        .update(users)
        .set({ passwordHash: null, googleId: 'g-123' })
        .where(eq(users.id, owner.id));
      const wrong = await call('POST', '/api/delete-account', owner.cookie, {
        email: 'someone@else.com',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields.email).toBe(ACCOUNT_MESSAGES.deleteEmailMismatch);
      const ok = await call('POST', '/api/delete-account', owner.cookie, {
        email: `  ${owner.email.toUpperCase()} `,
      });
      expect(ok.statusCode).toBe(200);
      expect((await me(owner.cookie)).statusCode).toBe(401);

      const passwordUser = await signUp();
      await call('POST', '/api/delete-account', passwordUser.cookie, {
        password: passwordUser.password,
      });
      clock = new Date(clock.getTime() + 31 * DAY_MS);
      const late = await app().inject({
        method: 'POST',
        url: '/api/restore-account',
        payload: { username: passwordUser.email, password: passwordUser.password },
      });
      expect(late.statusCode).toBe(401);
    });

    it('one user cannot delete another: the account is always the session’s', async () => {
      const victim = await signUp();
      const attacker = await signUp();
      const res = await call('POST', '/api/delete-account', attacker.cookie, {
        password: victim.password,
        userId: victim.id,
        email: victim.email,
      } as object);
      expect(res.statusCode).toBe(200);
      expect((await me(attacker.cookie)).statusCode).toBe(401);
      expect((await me(victim.cookie)).statusCode).toBe(200);
      expect(
        (await app().inject({ method: 'POST', url: '/api/delete-account', payload: {} }))
          .statusCode,
      ).toBe(401);
    });
  });
});
