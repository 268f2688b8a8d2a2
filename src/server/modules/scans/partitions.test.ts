import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Schema } from '../../db/client.js';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../../db/migrate.js';
import { rawRows } from '../../db/raw-rows.js';
import { scanEvents } from '../../db/schema/index.js';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { insertCode, insertUser } from '../redirect/test-codes.js';
import { dropExpiredScanMonths, ensureScanMonths, scanMonths } from './partitions-repository.js';
import { rollUpScans } from './rollup-repository.js';

/** The partition (table name) each of the code's events is stored in, with its time. */
async function placement(db: Database, codeId: number) {
  return rawRows<{ part: string; at: string }>(
    db,
    sql`select tableoid::regclass::text as part, to_char(scanned_at at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI') as at
        from scan_events where dynamic_qr_code_id = ${codeId} order by scanned_at, id`,
  );
}

async function slotTotal(db: Database, codeId: number): Promise<number> {
  const [row] = await rawRows<{ n: string }>(
    db,
    sql`select (coalesce(sum(scans), 0) + coalesce(sum(bots), 0))::text as n
        from scan_slot_counts where dynamic_qr_code_id = ${codeId}`,
  );
  return Number(row!.n);
}

describe.each(testDatabases())('scan event partitions (%s)', (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;

  it('is partitioned by month, with this month and the next two made by the migration', async () => {
    const [row] = await rawRows<{ strategy: string }>(
      db(),
      sql`select partstrat::text as strategy from pg_partitioned_table
          where partrelid = 'scan_events'::regclass`,
    );
    expect(row!.strategy).toBe('r');
    const months = await scanMonths(db());
    // The month the database was migrated in: this one, or the one before when the run's
    // migrated template was made before a month began (a run across midnight on the 1st).
    const now = new Date();
    const month = (back: number, k: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + k, 1))
        .toISOString()
        .slice(0, 10);
    const madeFrom = (back: number) => [0, 1, 2].every((k) => months.includes(month(back, k)));
    expect(madeFrom(0) || madeFrom(1), `months: ${months.join(', ')}`).toBe(true);
  });

  it('creates months ahead, moving events that waited in the default partition', async () => {
    const owner = await insertUser(db());
    const code = await insertCode(db(), owner);
    const times = ['2033-04-30T23:59:59Z', '2033-05-01T00:00:00Z', '2033-05-31T12:00:00Z'];
    await db()
      .insert(scanEvents)
      .values(times.map((t) => ({ dynamicQrCodeId: code.id, scannedAt: new Date(t) })));
    expect((await placement(db(), code.id)).map((r) => r.part)).toEqual([
      'scan_events_default',
      'scan_events_default',
      'scan_events_default',
    ]);
    const ids = await rawRows<{ id: string }>(
      db(),
      sql`select id::text from scan_events where dynamic_qr_code_id = ${code.id} order by id`,
    );

    // "Now" is mid-April 2033: April, May and June are made; May takes its two events.
    const created = await ensureScanMonths(db(), new Date('2033-04-15T10:00:00Z'));
    expect(created).toEqual(['2033-04-01', '2033-05-01', '2033-06-01']);
    expect(await placement(db(), code.id)).toEqual([
      { part: 'scan_events_p2033_04', at: '2033-04-30T23:59' },
      { part: 'scan_events_p2033_05', at: '2033-05-01T00:00' },
      { part: 'scan_events_p2033_05', at: '2033-05-31T12:00' },
    ]);
    // Moved, not copied: the same rows, ids kept.
    const after = await rawRows<{ id: string }>(
      db(),
      sql`select id::text from scan_events where dynamic_qr_code_id = ${code.id} order by id`,
    );
    expect(after).toEqual(ids);
    // Again: nothing to do.
    expect(await ensureScanMonths(db(), new Date('2033-04-15T10:00:00Z'))).toEqual([]);
    // A new month's partition carries the table's indexes.
    const [indexes] = await rawRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from pg_indexes where tablename = 'scan_events_p2033_06'`,
    );
    expect(indexes!.n).toBe(4);
  });

  it('retention drops only whole months past it, once folded, and the counts stay', async () => {
    const owner = await insertUser(db(), { subscriptionStatus: 'active' });
    const code = await insertCode(db(), owner);
    await ensureScanMonths(db(), new Date('2035-01-10T00:00:00Z'));
    await ensureScanMonths(db(), new Date('2035-04-10T00:00:00Z'));
    const times = [
      '2035-01-05T10:00:00Z',
      '2035-01-31T23:59:59Z',
      '2035-02-01T00:00:00Z',
      '2035-03-15T08:00:00Z',
      '2035-04-02T09:00:00Z',
    ];
    await db()
      .insert(scanEvents)
      .values(times.map((t) => ({ dynamicQrCodeId: code.id, scannedAt: new Date(t) })));
    const now = new Date('2035-04-20T12:00:00Z');

    // Not folded yet: past retention but kept, so the rollups can still count them.
    const early = await dropExpiredScanMonths(db(), now, 1);
    expect(early.dropped).not.toContain('2035-01-01');
    expect(early.dropped).not.toContain('2035-02-01');
    expect(early.waiting).toContain('2035-01-01');
    expect(early.waiting).toContain('2035-02-01');

    await rollUpScans(db());
    const totalBefore = await slotTotal(db(), code.id);
    expect(totalBefore).toBe(5);
    // Keep one month before April: March and April stay; January and February go.
    const result = await dropExpiredScanMonths(db(), now, 1);
    expect(result.waiting).toEqual([]);
    expect(result.dropped).toContain('2035-01-01');
    expect(result.dropped).toContain('2035-02-01');
    expect(result.dropped).not.toContain('2035-03-01');
    const months = await scanMonths(db());
    expect(months).not.toContain('2035-01-01');
    expect(months).toContain('2035-03-01');
    expect((await placement(db(), code.id)).map((r) => r.at)).toEqual([
      '2035-03-15T08:00',
      '2035-04-02T09:00',
    ]);
    // The rollups keep the dropped months' scans.
    expect(await slotTotal(db(), code.id)).toBe(totalBefore);
    // New events of the kept months still go in, and a late one of a dropped month waits in
    // the default partition.
    await db()
      .insert(scanEvents)
      .values([
        { dynamicQrCodeId: code.id, scannedAt: new Date('2035-04-20T11:00:00Z') },
        { dynamicQrCodeId: code.id, scannedAt: new Date('2035-01-20T11:00:00Z') },
      ]);
    expect((await placement(db(), code.id)).map((r) => r.part)).toEqual([
      'scan_events_default',
      'scan_events_p2035_03',
      'scan_events_p2035_04',
      'scan_events_p2035_04',
    ]);
  });
});

describe('migration 0024 on existing events (pglite)', () => {
  it('copies every event into its month with its id, and ids continue after the newest', async () => {
    // The migrations up to 0024, then events, then 0024.
    const dir = mkdtempSync(path.join(tmpdir(), 'qrs-migrations-'));
    const handle = await openDatabase({ dataDir: 'memory://', databaseUrl: null });
    try {
      cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
      const journalFile = path.join(dir, 'meta/_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
        entries: { tag: string }[];
      };
      const at = journal.entries.findIndex((e) => e.tag.startsWith('0024_'));
      journal.entries = journal.entries.slice(0, at);
      writeFileSync(journalFile, JSON.stringify(journal));
      const pglite = handle.db as unknown as PgliteDatabase<Schema>;
      await migratePglite(pglite, { migrationsFolder: dir });

      // Rows as the schema of 0023 has them: plain SQL naming only the columns it needs (the
      // Drizzle tables are today's and name columns later migrations added).
      const [owner] = await rawRows<{ id: number }>(
        handle.db,
        sql`insert into users (username) values ('owner-0024@example.com') returning id`,
      );
      const [code] = await rawRows<{ id: number }>(
        handle.db,
        sql`insert into dynamic_qr_codes (user_id, short_code, destination, qr_type)
            values (${owner!.id}, 'mig0024a', 'https://example.com/menu', 'url') returning id`,
      );
      const times = ['2024-02-29T23:00:00Z', '2024-03-01T01:00:00Z', '2029-12-31T23:59:59Z'];
      await handle.db.execute(sql`
        insert into scan_events (dynamic_qr_code_id, scanned_at, os)
        select ${code!.id}, t::timestamptz, 'iOS' from unnest(${`{${times.join(',')}}`}::text[]) t`);
      const before = await rawRows<{ id: string; at: string }>(
        handle.db,
        sql`select id::text, scanned_at::text as at from scan_events order by id`,
      );

      await migrateDatabase(handle);
      const after = await rawRows<{ id: string; at: string }>(
        handle.db,
        sql`select id::text, scanned_at::text as at from scan_events order by id`,
      );
      expect(after).toEqual(before);
      expect((await placement(handle.db, code!.id)).map((r) => r.part)).toEqual([
        'scan_events_p2024_02',
        'scan_events_p2024_03',
        'scan_events_p2029_12',
      ]);
      const [next] = await rawRows<{ id: string }>(
        handle.db,
        sql`insert into scan_events (dynamic_qr_code_id) values (${code!.id}) returning id::text`,
      );
      expect(Number(next!.id)).toBe(Number(before[before.length - 1]!.id) + 1);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
