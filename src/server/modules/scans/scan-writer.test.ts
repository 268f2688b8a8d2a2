import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scanEvents } from '../../db/schema/index.js';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { codeCounters, eventsOf, insertCode, insertUser } from '../redirect/test-codes.js';
import { personalWorkspaceIdOf } from '../workspaces/test-support.js';
import { copyRows } from './repository.js';
import type { ScanEvent } from './scan-event.js';
import { ScanWriter } from './scan-writer.js';

/** Values COPY's text format must escape or tell apart from NULL, and some that need nothing. */
const AWKWARD = [
  'tab\there',
  'new\nline',
  'carriage\rreturn',
  'back\\slash',
  '\\N',
  'NULL',
  '',
  "quote\"s and 'apostrophes'",
  '{brace,comma}',
  'naïve 日本 🦈',
  null,
];

const silent = { warn: () => {}, error: () => {} };

function scanEvent(codeId: number, i: number, start: number): ScanEvent {
  const text = (k: number) => AWKWARD[(i + k) % AWKWARD.length]!;
  return {
    clientId: 1,
    dynamicQrCodeId: codeId,
    scannedAt: new Date(start + i * 1_000),
    isBot: i % 7 === 0,
    botReason: i % 7 === 0 ? text(0) : null,
    deviceType: i % 5 === 0 ? null : 'mobile',
    os: text(1),
    browser: text(2),
    country: i % 3 === 0 ? null : 'DE',
    referrerHost: text(3),
    visitorKey: `visitor-${i % 97}`,
    method: i % 11 === 0 ? 'HEAD' : 'GET',
    splitVariant: i % 4 === 0 ? `${'0123456789abcdef'.slice(i % 16)}${'0'.repeat(i % 16)}` : null,
    // City analytics: awkward names through both writers, or none.
    city: i % 6 === 0 ? null : text(4),
    cityRegion: i % 6 === 0 ? null : text(5),
    cityCountry: i % 6 === 0 ? null : 'US',
  };
}

/** A row as compared: every written column, the time as epoch ms. */
const shape = (e: typeof scanEvents.$inferSelect | ScanEvent) =>
  JSON.stringify([
    e.clientId,
    e.dynamicQrCodeId,
    e.scannedAt.getTime(),
    e.isBot,
    e.botReason,
    e.deviceType,
    e.os,
    e.browser,
    e.country,
    e.referrerHost,
    e.visitorKey,
    e.method,
    e.splitVariant ?? null,
    e.city ?? null,
    e.cityRegion ?? null,
    e.cityCountry ?? null,
  ]);

describe('copyRows', () => {
  it('writes one line per event, tab-separated, with \\N only for NULL', () => {
    const text = copyRows([scanEvent(5, 0, Date.parse('2031-05-01T00:00:00Z'))]);
    expect(text.endsWith('\n')).toBe(true);
    const fields = text.slice(0, -1).split('\t');
    expect(fields).toHaveLength(16);
    // i = 0: a bot whose reason is 'tab\there' (escaped), os 'new\nline', browser '\r'.
    expect(fields.slice(0, 8)).toEqual([
      '1',
      '5',
      '2031-05-01T00:00:00.000Z',
      't',
      'tab\\there',
      '\\N',
      'new\\nline',
      'carriage\\rreturn',
    ]);
    expect(fields[9]).toBe('back\\\\slash');
    // The split variant (i = 0: one).
    expect(fields[12]).toBe('0123456789abcdef');
    // No city for i = 0.
    expect(fields.slice(13)).toEqual(['\\N', '\\N', '\\N']);
  });
});

describe.each(testDatabases())('scan writer batches (%s)', (kind) => {
  const database = useTestDatabase(kind);
  const writerFor = () => {
    const handle = database();
    return new ScanWriter({
      db: handle.db,
      copyPool: handle.kind === 'postgres' ? handle.pool : null,
      logger: silent,
    });
  };

  it('stores every event exactly once, values unchanged, across several batches', async () => {
    const db = database().db;
    // A subscribed workspace: every scan keeps its detail row (the free plan's monthly limit is tested elsewhere).
    const owner = await insertUser(db, { subscriptionStatus: 'active' });
    const workspace = await personalWorkspaceIdOf(db, owner);
    const codes = [await insertCode(db, owner), await insertCode(db, owner)];
    const start = Date.parse('2031-05-01T00:00:00Z');
    // 23,456 events: more than two batches of 10,000, so batch edges are crossed.
    const events = Array.from({ length: 23_456 }, (_, i) => scanEvent(codes[i % 2]!.id, i, start));
    const writer = writerFor();
    for (const e of events) writer.add(e, workspace);
    await writer.flush();
    expect(writer.pending).toBe(0);

    const stored = [...(await eventsOf(db, codes[0]!.id)), ...(await eventsOf(db, codes[1]!.id))];
    expect(stored.map(shape).sort()).toEqual(events.map(shape).sort());
    for (const code of codes) {
      const humans = events.filter((e) => e.dynamicQrCodeId === code.id && !e.isBot).length;
      const counters = await codeCounters(db, code.id);
      expect(Number(counters!.scanCount)).toBe(humans);
      expect(Number(counters!.undetailed)).toBe(0);
    }
  });

  it('a batch the database refuses writes nothing, and the retry writes each event once', async () => {
    const db = database().db;
    // A subscribed workspace: every scan keeps its detail row (the free plan's monthly limit is tested elsewhere).
    const owner = await insertUser(db, { subscriptionStatus: 'active' });
    const workspace = await personalWorkspaceIdOf(db, owner);
    const code = await insertCode(db, owner);
    const start = Date.parse('2031-06-01T00:00:00Z');
    const events = Array.from({ length: 500 }, (_, i) => scanEvent(code.id, i, start));
    events[321] = { ...events[321]!, os: 'refused' };
    // Refuses the one row in the middle of the batch, so the COPY (or INSERT) fails part-way.
    await db.execute(
      sql`alter table scan_events add constraint scan_events_test_refuse check (os <> 'refused')`,
    );
    const writer = writerFor();
    for (const e of events) writer.add(e, workspace);
    await expect(writer.flush()).rejects.toThrow();
    expect(writer.pending).toBe(500);
    expect(await eventsOf(db, code.id)).toHaveLength(0);
    expect(Number((await codeCounters(db, code.id))!.scanCount)).toBe(0);

    await db.execute(sql`alter table scan_events drop constraint scan_events_test_refuse`);
    await writer.flush();
    expect(writer.pending).toBe(0);
    const stored = await eventsOf(db, code.id);
    expect(stored.map(shape).sort()).toEqual(events.map(shape).sort());
    expect(Number((await codeCounters(db, code.id))!.scanCount)).toBe(
      events.filter((e) => !e.isBot).length,
    );
    // The failed transaction gave its connection back in a usable state.
    expect(await db.$count(scanEvents, sql`dynamic_qr_code_id = ${code.id}`)).toBe(500);
  });
});
