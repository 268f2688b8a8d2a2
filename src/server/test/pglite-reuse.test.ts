// The PGlite test databases handed from suite to suite (pglite-reuse.ts): the next suite gets
// exactly the migrated image, and the closed suite's handle can no longer reach it.
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { openTestDatabase } from './databases.js';

function pglite(handle: DatabaseHandle) {
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  return handle.pglite;
}

/** PostgreSQL's transaction counter: it only grows within one database, and a copy of the image starts low. */
async function transactionId(handle: DatabaseHandle): Promise<number> {
  const result = await pglite(handle).query<{ id: string }>(`select txid_current()::text as id`);
  return Number(result.rows[0]?.id);
}

async function state(handle: DatabaseHandle) {
  const db = pglite(handle);
  const counts = await db.query<{ users: number; workspaces: number; migrations: number }>(
    `select (select count(*)::int from users) as users,
            (select count(*)::int from workspaces) as workspaces,
            (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
  );
  const seeded = await db.query<{ rows: string }>(
    `select coalesce(string_agg(x::text, ',' order by x::text), '') as rows from webhook_scan_state x`,
  );
  const zone = await db.query<{ tz: string }>(`select current_setting('TimeZone') as tz`);
  const tables = await db.query<{ n: number }>(
    `select count(*)::int as n from pg_class where relname = 'left_by_a_test'`,
  );
  return {
    ...counts.rows[0],
    seeded: seeded.rows[0]?.rows,
    zone: zone.rows[0]?.tz,
    extraTable: tables.rows[0]?.n,
  };
}

describe('PGlite test databases reused between suites', () => {
  it('hands the next suite the image again: rows, filled tables, sequences and settings reset', async () => {
    const first = await openTestDatabase('pglite');
    const before = await state(first);
    expect(before.users).toBe(0);
    expect(before.migrations).toBeGreaterThan(30);
    const db = pglite(first);
    await db.exec(`set timezone = 'Asia/Tokyo'`);
    const made = await db.query<{ id: number }>(
      `insert into users (username, email, password_hash) values ('a@example.com', 'a@example.com', 'x') returning id`,
    );
    await db.exec(`delete from webhook_scan_state`);
    const lastTransaction = await transactionId(first);
    await first.close();
    // The closed handle reaches nothing any more, not even the next suite's database.
    await expect(db.query('select 1')).rejects.toThrow(/closed/);
    // As a closed database answers the readiness check: not busy, and the ping rejects.
    expect(db.isBusyAndAlive(1_000)).toBe(false);
    await expect(first.ping(500)).rejects.toThrow(/closed/);

    const second = await openTestDatabase('pglite');
    // The same database, reset (a fresh copy of the image would count transactions from lower).
    expect(await transactionId(second)).toBeGreaterThan(lastTransaction);
    expect(await state(second)).toEqual(before);
    const again = await pglite(second).query<{ id: number }>(
      `insert into users (username, email, password_hash) values ('b@example.com', 'b@example.com', 'x') returning id`,
    );
    // The identity sequence is back where the image had it.
    expect(again.rows[0]?.id).toBe(made.rows[0]?.id);
    await second.close();
  });

  it('never hands on a database whose schema a suite changed', async () => {
    const first = await openTestDatabase('pglite');
    await pglite(first).exec(`create table left_by_a_test (id int)`);
    const lastTransaction = await transactionId(first);
    await first.close();
    const second = await openTestDatabase('pglite');
    expect((await state(second)).extraTable).toBe(0);
    expect(await transactionId(second)).toBeLessThan(lastTransaction);
    await second.close();
  });
});
