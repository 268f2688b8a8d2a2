// Test-only helpers for the account security suites: requests as a given client address, the
// last mail an address received and the link token in it.
import { desc, eq } from 'drizzle-orm';
import type { App } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

export function accountApi(app: () => App) {
  const post = (url: string, payload: unknown, opts: { ip?: string; cookie?: string } = {}) =>
    app().inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      remoteAddress: opts.ip ?? '127.0.0.1',
      headers: opts.cookie ? { cookie: opts.cookie } : {},
    });
  return {
    post,
    register: (email: string, password = 'tulip-river-81', ip?: string) =>
      post(
        '/api/register',
        { username: email, email, password, confirmPassword: password },
        { ip },
      ),
    login: (username: string, password: string, ip?: string) =>
      post('/api/login', { username, password }, { ip }),
    me: (cookie: string) => app().inject({ method: 'GET', url: '/api/user', headers: { cookie } }),
  };
}

/** The newest mail to `to`, or undefined. */
export async function lastMailTo(database: DatabaseHandle, to: string) {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

export async function mailCount(database: DatabaseHandle, to: string): Promise<number> {
  const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return rows.length;
}

/**
 * The newest mail to `to` once the address has received at least `count` (some mails, like the
 * password reset, are sent after the answer). Fails after 10 s.
 */
export async function waitForMailTo(database: DatabaseHandle, to: string, count: number) {
  const deadline = Date.now() + 10_000;
  while ((await mailCount(database, to)) < count) {
    if (Date.now() > deadline) throw new Error(`no mail number ${count} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await lastMailTo(database, to))!;
}

/** The token of the first `path?token=` link in a mail body. */
export function linkToken(
  text: string,
  path: '/set-password' | '/reset-password' | '/verify-email' | '/confirm-email-change',
): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  const token = match?.[1];
  if (token === undefined) throw new Error(`no ${path} link in: ${text}`);
  return token;
}
