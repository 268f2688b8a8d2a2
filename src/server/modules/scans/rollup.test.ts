import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dynamicQrCodes, scanEvents } from '../../db/schema/index.js';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { eventsOf, insertCode, insertUser } from '../redirect/test-codes.js';
import { SCAN_WRITE_LOCK, writeScanBatch } from './repository.js';
import { JobRunner } from '../../lib/jobs/index.js';
import {
  ROLLUP_FOLD_LOCK,
  newestFoldableScanId,
  rollUpChunk,
  rollUpScans,
} from './rollup-repository.js';
import { ScanRollup } from './rollup.js';
import type { ScanEvent } from './scan-event.js';

type Rows<T> = { rows: T[] };

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const pick = <T>(rand: () => number, values: readonly T[]) =>
  values[Math.floor(rand() * values.length)];

describe.each(testDatabases())('scan rollup (%s)', (kind) => {
  const database = useTestDatabase(kind);
  const db = () => database().db;

  it('folds events in any chunking into exactly the counts computed from scratch', async () => {
    const owner = await insertUser(db());
    const codes = [await insertCode(db(), owner), await insertCode(db(), owner)];
    const rand = random(7);
    // Six batches over three UTC days; visitors repeat within and across batches and days.
    const start = Date.parse('2031-02-27T22:00:00Z');
    let clock = start;
    const inserted: (typeof scanEvents.$inferInsert)[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const rows = Array.from({ length: 40 }, () => {
        clock += Math.floor(rand() * 40) * 60_000;
        const bot = rand() < 0.15;
        return {
          dynamicQrCodeId: pick(rand, codes)!.id,
          scannedAt: new Date(clock),
          isBot: bot,
          botReason: bot ? pick(rand, ['bot', 'link-preview', 'head']) : null,
          deviceType: pick(rand, ['mobile', 'desktop', null]),
          os: pick(rand, ['iOS', 'Android']),
          browser: pick(rand, ['Safari', 'Chrome']),
          country: pick(rand, ['DE', 'US', null]),
          referrerHost: pick(rand, [null, 'instagram.com']),
          visitorKey: pick(rand, ['v1', 'v2', 'v3', 'v4', 'v5']),
          ...pick(rand, [
            { city: 'Berlin', cityRegion: 'Land Berlin', cityCountry: 'DE' },
            { city: 'Springfield', cityRegion: null, cityCountry: 'US' },
            { city: null, cityRegion: null, cityCountry: null },
          ]),
        };
      });
      await db().insert(scanEvents).values(rows);
      inserted.push(...rows);
      // Fold part of the way now and then, in odd chunk sizes.
      if (batch % 2 === 1) {
        const upTo = await newestFoldableScanId(db());
        await rollUpChunk(db(), upTo, 1 + Math.floor(rand() * 50));
      }
    }
    await rollUpScans(db(), 17);

    // From scratch: every event once; a visitor's first human scan of a code on a UTC day
    // (events were inserted in time order) is the day's unique scanner.
    const slots = new Map<string, { scans: number; unique: number; bots: number }>();
    const dims = new Map<string, number>();
    const seen = new Set<string>();
    for (const e of inserted) {
      const at = e.scannedAt!.getTime();
      const slot = `${e.dynamicQrCodeId}|${new Date(at - (at % 900_000)).toISOString()}`;
      const day = new Date(at).toISOString().slice(0, 10);
      const s = slots.get(slot) ?? { scans: 0, unique: 0, bots: 0 };
      slots.set(slot, s);
      const dim = (d: string, v: string | null | undefined) => {
        const key = `${e.dynamicQrCodeId}|${day}|${d}|${v ?? ''}`;
        dims.set(key, (dims.get(key) ?? 0) + 1);
      };
      if (e.isBot) {
        s.bots++;
        dim('bot', e.botReason);
        continue;
      }
      s.scans++;
      const visit = `${e.dynamicQrCodeId}|${e.visitorKey}|${day}`;
      if (!seen.has(visit)) {
        seen.add(visit);
        s.unique++;
      }
      dim('country', e.country);
      dim('device', e.deviceType);
      dim('os', e.os);
      dim('browser', e.browser);
      dim('referrer', e.referrerHost);
      // A city counts as country|region|city; '' when there is none.
      dim('city', e.city ? `${e.cityCountry ?? ''}|${e.cityRegion ?? ''}|${e.city}` : '');
    }

    const storedSlots = (await db().execute(sql`
      select dynamic_qr_code_id as code, slot_start, scans, unique_scanners, bots
      from scan_slot_counts`)) as unknown as Rows<{
      code: number;
      slot_start: string | Date;
      scans: number;
      unique_scanners: number;
      bots: number;
    }>;
    const gotSlots = new Map(
      storedSlots.rows.map((r) => [
        `${r.code}|${new Date(r.slot_start).toISOString()}`,
        { scans: r.scans, unique: r.unique_scanners, bots: r.bots },
      ]),
    );
    expect(gotSlots).toEqual(slots);
    const storedDims = (await db().execute(sql`
      select dynamic_qr_code_id as code, day::text as day, dimension, value, scans
      from scan_day_dims`)) as unknown as Rows<{
      code: number;
      day: string;
      dimension: string;
      value: string;
      scans: number;
    }>;
    expect(
      new Map(
        storedDims.rows.map((r) => [`${r.code}|${r.day}|${r.dimension}|${r.value}`, r.scans]),
      ),
    ).toEqual(dims);

    // Nothing left to fold, and folding again changes nothing.
    await rollUpScans(db());
    const again = (await db().execute(
      sql`select coalesce(sum(scans), 0)::int as n from scan_slot_counts`,
    )) as unknown as Rows<{ n: number }>;
    expect(again.rows[0]!.n).toBe(inserted.filter((e) => !e.isBot).length);
  });

  it('runs by itself as a recurring job until the runner stops', async () => {
    const owner = await insertUser(db());
    const code = await insertCode(db(), owner);
    await db().insert(scanEvents).values({ dynamicQrCodeId: code.id });
    const rollup = new ScanRollup({ db: db(), logger: { warn: () => {} }, intervalMs: 20 });
    const runner = new JobRunner({ db: db(), pollMs: 20 });
    rollup.register(runner);
    const folded = async () => {
      const result = (await db().execute(sql`select coalesce(sum(scans), 0)::int as n
        from scan_slot_counts where dynamic_qr_code_id = ${code.id}`)) as unknown as Rows<{
        n: number;
      }>;
      return result.rows[0]!.n;
    };
    runner.start();
    try {
      await expect.poll(folded, { timeout: 5_000, interval: 25 }).toBe(1);
    } finally {
      await runner.stop();
    }
    await db().insert(scanEvents).values({ dynamicQrCodeId: code.id });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await folded()).toBe(1);
  });

  it('deleting a code deletes its events and rollup rows (no foreign keys; a trigger)', async () => {
    const owner = await insertUser(db());
    const code = await insertCode(db(), owner);
    const other = await insertCode(db(), owner);
    await db()
      .insert(scanEvents)
      .values([
        { dynamicQrCodeId: code.id },
        { dynamicQrCodeId: code.id },
        { dynamicQrCodeId: other.id },
      ]);
    await rollUpScans(db());
    expect(await eventsOf(db(), code.id)).toHaveLength(2);
    expect(await rollupRowsOf(code.id)).toBeGreaterThan(0);
    const otherRows = await rollupRowsOf(other.id);
    await db().delete(dynamicQrCodes).where(eq(dynamicQrCodes.id, code.id));
    expect(await eventsOf(db(), code.id)).toHaveLength(0);
    expect(await rollupRowsOf(code.id)).toBe(0);
    expect(await eventsOf(db(), other.id)).toHaveLength(1);
    expect(await rollupRowsOf(other.id)).toBe(otherRows);
  });

  /** Rows of both rollups for one code. */
  async function rollupRowsOf(codeId: number): Promise<number> {
    const result = (await db().execute(
      sql`select (select count(*) from scan_slot_counts where dynamic_qr_code_id = ${codeId})
          + (select count(*) from scan_day_dims where dynamic_qr_code_id = ${codeId}) as n`,
    )) as unknown as Rows<{ n: unknown }>;
    return Number(result.rows[0]!.n);
  }

  it('the writer drops events of a code that no longer exists', async () => {
    const owner = await insertUser(db());
    const kept = await insertCode(db(), owner);
    const gone = await insertCode(db(), owner);
    await db().delete(dynamicQrCodes).where(eq(dynamicQrCodes.id, gone.id));
    const event = (codeId: number): ScanEvent => ({
      clientId: 1,
      dynamicQrCodeId: codeId,
      scannedAt: new Date(),
      isBot: false,
      botReason: null,
      deviceType: 'mobile',
      os: 'iOS',
      browser: 'Safari',
      country: 'DE',
      referrerHost: null,
      visitorKey: 'k',
      method: 'GET',
    });
    const result = await writeScanBatch(
      db(),
      [
        { event: event(kept.id), detailLimit: null },
        { event: event(gone.id), detailLimit: null },
      ],
      new Map([[gone.id, { count: 3, lastAt: new Date() }]]),
    );
    expect(result).toEqual({ stored: 1, counted: 1, undetailed: 0, dropped: 1 });
    expect(await eventsOf(db(), gone.id)).toHaveLength(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('scan rollup watermark (postgres)', () => {
  const database = useTestDatabase('postgres');

  it('waits for a batch that has taken ids but not committed, so none is skipped', async () => {
    const handle = database();
    if (handle.kind !== 'postgres') throw new Error('postgres only');
    const owner = await insertUser(handle.db);
    const code = await insertCode(handle.db, owner);
    const writer = new pg.Client(handle.pool.options);
    await writer.connect();
    try {
      // A writer mid-batch: lock held in shared mode, an event inserted, not committed.
      await writer.query('begin');
      await writer.query('select pg_advisory_xact_lock_shared($1)', [SCAN_WRITE_LOCK]);
      const inserted = await writer.query<{ id: string }>(
        'insert into scan_events (dynamic_qr_code_id) values ($1) returning id',
        [code.id],
      );
      // A later batch that commits first.
      await handle.db.insert(scanEvents).values({ dynamicQrCodeId: code.id });

      let newest: number | null = null;
      const reading = newestFoldableScanId(handle.db).then((id) => (newest = id));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(newest).toBeNull();
      await writer.query('commit');
      await reading;
      expect(newest).toBeGreaterThan(Number(inserted.rows[0]!.id));

      await rollUpScans(handle.db);
      const [slot] = (
        (await handle.db.execute(
          sql`select sum(scans)::int as n from scan_slot_counts where dynamic_qr_code_id = ${code.id}`,
        )) as unknown as Rows<{ n: number }>
      ).rows;
      expect(slot!.n).toBe(2);
    } finally {
      await writer.end();
    }
  });

  it('a code deleted during a fold loses the rows that fold writes for it', async () => {
    const handle = database();
    if (handle.kind !== 'postgres') throw new Error('postgres only');
    const owner = await insertUser(handle.db);
    const code = await insertCode(handle.db, owner);
    await handle.db.insert(scanEvents).values({ dynamicQrCodeId: code.id });
    const folder = new pg.Client(handle.pool.options);
    await folder.connect();
    try {
      // A fold under way: it holds the fold lock and has written the code's rollup row.
      await folder.query('begin');
      await folder.query('select pg_advisory_xact_lock_shared($1)', [ROLLUP_FOLD_LOCK]);
      await folder.query(
        `insert into scan_slot_counts (dynamic_qr_code_id, slot_start, scans) values ($1, now(), 1)`,
        [code.id],
      );
      let deleted = false;
      const deleting = handle.db
        .delete(dynamicQrCodes)
        .where(eq(dynamicQrCodes.id, code.id))
        .then(() => (deleted = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(deleted).toBe(false);
      await folder.query('commit');
      await deleting;
      const left = (await handle.db.execute(
        sql`select count(*)::int as n from scan_slot_counts where dynamic_qr_code_id = ${code.id}`,
      )) as unknown as Rows<{ n: number }>;
      expect(left.rows[0]!.n).toBe(0);
    } finally {
      await folder.end();
    }
  });
});
