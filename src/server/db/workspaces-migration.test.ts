// Issue 39 item 1: migration 0039 moves every user's data into a new personal workspace with
// nothing lost. A database is brought to the level before it (0038) and filled the way that
// version stored its data (users, saved and dynamic codes with their scans, API keys, webhooks,
// UTM presets, bulk runs, uploads, payment products); then the current migrations run, and the
// counts, short links and scan totals are compared, and the app serves each user's codes.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { testDatabases } from '../test/databases.js';
import type { DatabaseHandle } from './client.js';
import { migrateDatabase } from './migrate.js';
import { migrationsBefore, openFresh } from './test-migrations.js';
import { rawRows } from './raw-rows.js';

const OWNED_TABLES = [
  'qr_codes',
  'dynamic_qr_codes',
  'api_keys',
  'webhook_endpoints',
  'utm_presets',
  'bulk_runs',
  'uploads',
  'payment_products',
] as const;
const COUNTED = [...OWNED_TABLES, 'users', 'scan_events', 'sessions'];

async function one<T extends Record<string, unknown>>(
  handle: DatabaseHandle,
  query: ReturnType<typeof sql>,
): Promise<T> {
  const [row] = await rawRows<T>(handle.db, query);
  return row!;
}

/** Fills a 0038 database as that version stored data: 3 accounts (one deleted), their things. */
async function populate(handle: DatabaseHandle): Promise<{ sessions: Map<number, string> }> {
  const sessions = new Map<number, string>();
  const ids: number[] = [];
  for (const [n, deleted] of [
    [1, false],
    [2, false],
    [3, true],
  ] as const) {
    const user = await one<{ id: number }>(
      handle,
      sql`insert into users (username, email, email_verified, is_deleted, deleted_at)
          values (${`owner${n}@example.com`}, ${`owner${n}@example.com`}, true, ${deleted},
                  ${deleted ? new Date() : null})
          returning id`,
    );
    ids.push(user.id);
    const token = randomBytes(32).toString('base64url');
    await handle.db.execute(
      sql`insert into sessions (id, user_id, expires_at, absolute_expires_at)
          values (${createHash('sha256').update(token).digest('hex')}, ${user.id},
                  now() + interval '1 day', now() + interval '2 days')`,
    );
    sessions.set(user.id, token);
    for (let i = 0; i < n + 1; i += 1) {
      await handle.db.execute(
        sql`insert into qr_codes (user_id, name, qr_type, content)
            values (${user.id}, ${`saved ${n}.${i}`}, 'text', ${JSON.stringify({ text: 'hi' })}::jsonb)`,
      );
      const code = await one<{ id: number }>(
        handle,
        sql`insert into dynamic_qr_codes (user_id, name, short_code, destination, qr_type, scan_count)
            values (${user.id}, ${`dyn ${n}.${i}`}, ${`M${n}${i}${randomBytes(3).toString('hex').slice(0, 5)}`},
                    'https://example.com/menu', 'url', ${n * 10 + i})
            returning id`,
      );
      for (let s = 0; s < n; s += 1) {
        await handle.db.execute(
          sql`insert into scan_events (id, dynamic_qr_code_id, scanned_at)
              values (nextval('scan_events_id_seq'), ${code.id}, now() - ${`${s} hours`}::interval)`,
        );
      }
    }
    await handle.db.execute(
      sql`insert into api_keys (user_id, name, scope, prefix, secret_hash)
          values (${user.id}, 'ci', 'read', 'qrs_abcdefgh', ${createHash('sha256').update(`k${n}`).digest('hex')})`,
    );
    await handle.db.execute(
      sql`insert into webhook_endpoints (user_id, url, secret)
          values (${user.id}, 'https://hooks.example.com/x', ${`whsec_${n}`})`,
    );
    await handle.db.execute(
      sql`insert into utm_presets (user_id, name, params)
          values (${user.id}, 'spring', ${JSON.stringify({ utm_source: 'qr' })}::jsonb)`,
    );
    await handle.db.execute(
      sql`insert into bulk_runs (id, user_id, qr_type, row_count)
          values (${`run-${n}-${randomBytes(4).toString('hex')}`}, ${user.id}, 'url', 3)`,
    );
    await handle.db.execute(
      sql`insert into uploads (id, user_id, kind, mime_type, byte_size, sha256, storage_path)
          values (${`up-${n}-${randomBytes(4).toString('hex')}`}, ${user.id}, 'logo', 'image/png', 10,
                  ${'0'.repeat(64)}, ${`logo/x${n}`})`,
    );
    await handle.db.execute(
      sql`insert into payment_products (public_id, user_id, product_name, product_price)
          values (${randomBytes(16).toString('base64url')}, ${user.id}, ${`Tea ${n}`}, 450)`,
    );
  }
  // An anonymous visitor's upload: no user, and no workspace after the migration either.
  await handle.db.execute(
    sql`insert into uploads (id, user_id, kind, mime_type, byte_size, sha256, storage_path)
        values ('up-anon', null, 'image', 'image/png', 10, ${'0'.repeat(64)}, 'image/anon')`,
  );
  return { sessions };
}

async function snapshot(handle: DatabaseHandle) {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const row = await one<{ n: number | string }>(
      handle,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = Number(row.n);
  }
  const links = await rawRows<{ short_code: string; user_id: number; scan_count: number | string }>(
    handle.db,
    sql`select short_code, user_id, scan_count from dynamic_qr_codes order by short_code`,
  );
  return {
    counts,
    links: links.map((l) => [l.short_code, Number(l.user_id), Number(l.scan_count)]),
  };
}

describe.each(testDatabases())('migration 0039 on a populated database (%s)', (kind) => {
  it(
    'moves each user’s data into a personal workspace with nothing lost',
    { timeout: 120_000 },
    async () => {
      const before0039 = migrationsBefore('0039_workspaces');
      const { handle, drop } = await openFresh(kind);
      try {
        await migrateDatabase(handle, before0039.folder);
        const { sessions } = await populate(handle);
        const before = await snapshot(handle);

        await migrateDatabase(handle);
        const after = await snapshot(handle);
        expect(after).toEqual(before);

        // One personal workspace per account, its owner the account.
        const workspaces = await rawRows<{ created_by: number; personal: boolean; role: string }>(
          handle.db,
          sql`select w.created_by, w.personal, m.role from workspaces w
            join workspace_members m on m.workspace_id = w.id and m.user_id = w.created_by`,
        );
        expect(workspaces).toHaveLength(3);
        expect(workspaces.every((w) => w.personal && w.role === 'owner')).toBe(true);
        // Every owned row is in its user's personal workspace; the anonymous upload in none.
        for (const table of OWNED_TABLES) {
          const misplaced = await one<{ n: number | string }>(
            handle,
            sql`select count(*)::int as n from ${sql.identifier(table)} t
              left join workspaces w on w.personal and w.created_by = t.user_id
              where t.workspace_id is distinct from w.id`,
          );
          expect([table, Number(misplaced.n)]).toEqual([table, 0]);
        }
        const anon = await one<{ workspace_id: number | null }>(
          handle,
          sql`select workspace_id from uploads where id = 'up-anon'`,
        );
        expect(anon.workspace_id).toBeNull();

        // The current app serves each live account its codes, and every short link answers.
        const app = buildApp(testConfig(), {
          database: handle,
          weeklyScanSummary: false,
          webhooks: { start: false },
        });
        try {
          await app.ready();
          for (const [userId, token] of sessions) {
            const res = await app.inject({
              method: 'GET',
              url: '/api/dynamic-qrcodes',
              headers: { cookie: `qrs_session=${token}` },
            });
            const expected = before.links.filter(([, owner]) => owner === userId);
            if (res.statusCode === 401) continue; // the deleted account's session is refused
            expect(res.statusCode).toBe(200);
            const listed = res.json() as { shortCode: string; scanCount: number }[];
            expect(listed.map((c) => [c.shortCode, c.scanCount]).sort()).toEqual(
              expected.map(([code, , scans]) => [code, scans]).sort(),
            );
          }
          // The live accounts' short links redirect (the deleted account's were refused before).
          const deletedUser = Math.max(...sessions.keys());
          for (const [shortCode, owner] of before.links) {
            if (owner === deletedUser) continue;
            const res = await app.inject({ method: 'HEAD', url: `/d/${String(shortCode)}` });
            expect([shortCode, res.statusCode]).toEqual([shortCode, 302]);
          }
        } finally {
          await app.close();
        }
      } finally {
        await handle.close();
        await drop();
        before0039.remove();
      }
    },
  );
});
