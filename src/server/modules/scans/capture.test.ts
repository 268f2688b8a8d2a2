import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { dynamicQrCodes, scanEvents, workspaces } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { codeCounters, eventsOf, insertCode, insertUser } from '../redirect/test-codes.js';
import { insertTeamWorkspace } from '../workspaces/test-support.js';
import { countryOf } from './country-lookup.js';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Public addresses the bundled DB-IP database places in different countries. */
const PUBLIC_IPS = ['81.2.69.142', '1.1.1.1', '193.99.144.80', '2a00:1450:4001:80b::200e'];

describe.each(testDatabases())('scan capture (%s)', (kind) => {
  let clock = new Date('2031-03-10T08:00:00Z');
  const { app, database } = useTestApp(kind, { trustProxy: true }, { now: () => clock });
  const db = () => database().db;

  it('takes the country from X-Forwarded-For behind a trusted proxy, and stores no IP', async () => {
    const owner = await insertUser(db());
    const code = await insertCode(db(), owner);
    for (const ip of PUBLIC_IPS) {
      const res = await app().inject({
        url: `/d/${code.shortCode}`,
        headers: { 'user-agent': IPHONE_SAFARI, 'x-forwarded-for': ip },
      });
      expect(res.statusCode).toBe(302);
    }
    await app().scanCapture.flush();
    const events = await eventsOf(db(), code.id);
    const expected = PUBLIC_IPS.map((ip) => countryOf(ip));
    for (const country of expected) expect(country).toMatch(/^[A-Z]{2}$/);
    expect(new Set(expected).size).toBeGreaterThan(1);
    expect(events.map((e) => e.country).sort()).toEqual([...expected].sort());

    // No column of any row holds an address, whole or in part.
    const all = await db().select().from(scanEvents);
    const text = JSON.stringify(all);
    for (const ip of [...PUBLIC_IPS, '127.0.0.1']) expect(text).not.toContain(ip);
    for (const e of all) expect(e.visitorKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keys visitors the same within a UTC day and differently the next day', async () => {
    const owner = await insertUser(db());
    const code = await insertCode(db(), owner);
    const scan = async (ip: string) => {
      await app().inject({
        url: `/d/${code.shortCode}`,
        headers: { 'user-agent': IPHONE_SAFARI, 'x-forwarded-for': ip },
      });
    };
    clock = new Date('2031-03-10T00:00:01Z');
    await scan('81.2.69.142');
    clock = new Date('2031-03-10T23:59:59Z');
    await scan('81.2.69.142');
    await scan('1.1.1.1');
    clock = new Date('2031-03-11T00:00:01Z');
    await scan('81.2.69.142');
    await app().scanCapture.flush();

    const keys = (await eventsOf(db(), code.id))
      .sort((a, b) => a.scannedAt.getTime() - b.scannedAt.getTime() || a.id - b.id)
      .map((e) => e.visitorKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[0]);
    expect((await codeCounters(db(), code.id))!.lastScannedAt?.toISOString()).toBe(
      '2031-03-11T00:00:01.000Z',
    );
  });

  it('keeps counting past the free plan monthly detail limit, without detail rows', async () => {
    clock = new Date('2031-05-20T12:00:00Z');
    const free = await insertUser(db());
    const subscribed = await insertUser(db(), { subscriptionStatus: 'active' });
    const freeCode = await insertCode(db(), free);
    const paidCode = await insertCode(db(), subscribed);
    // 99 detailed scans already stored this month (and some last month, which do not count).
    for (const code of [freeCode, paidCode]) {
      const rows = Array.from({ length: 99 }, () => ({
        dynamicQrCodeId: code.id,
        scannedAt: new Date('2031-05-02T10:00:00Z'),
      }));
      rows.push(
        ...Array.from({ length: 5 }, () => ({
          dynamicQrCodeId: code.id,
          scannedAt: new Date('2031-04-30T23:00:00Z'),
        })),
      );
      await db().insert(scanEvents).values(rows);
      // The writer counts a month's detailed scans on the code row as it stores them.
      await db()
        .update(dynamicQrCodes)
        .set({ detailMonth: '2031-05-01', detailedInMonth: 99 })
        .where(eq(dynamicQrCodes.id, code.id));
    }
    for (const code of [freeCode, paidCode]) {
      for (let i = 0; i < 3; i++) {
        await app().inject({
          url: `/d/${code.shortCode}`,
          headers: { 'user-agent': IPHONE_SAFARI },
        });
      }
      await app().inject({ url: `/d/${code.shortCode}`, headers: { 'user-agent': 'curl/8.5.0' } });
    }
    await app().scanCapture.flush();

    const freeCounters = await codeCounters(db(), freeCode.id);
    expect(freeCounters!.scanCount).toBe(3);
    expect(freeCounters!.undetailed).toBe(2);
    const freeEvents = await eventsOf(db(), freeCode.id);
    // 104 seeded + the 100th scan of May; the bot past the limit is not kept.
    expect(freeEvents).toHaveLength(105);

    const paidCounters = await codeCounters(db(), paidCode.id);
    expect(paidCounters!.scanCount).toBe(3);
    expect(paidCounters!.undetailed).toBe(0);
    expect(await eventsOf(db(), paidCode.id)).toHaveLength(104 + 4);

    // A new month starts the count over: June's scans keep their rows again.
    clock = new Date('2031-06-01T00:00:05Z');
    await app().inject({
      url: `/d/${freeCode.shortCode}`,
      headers: { 'user-agent': IPHONE_SAFARI },
    });
    await app().scanCapture.flush();
    expect(await codeCounters(db(), freeCode.id)).toMatchObject({ scanCount: 4, undetailed: 2 });
    expect(await eventsOf(db(), freeCode.id)).toHaveLength(106);
    const [june] = await db()
      .select({ month: dynamicQrCodes.detailMonth, n: dynamicQrCodes.detailedInMonth })
      .from(dynamicQrCodes)
      .where(eq(dynamicQrCodes.id, freeCode.id));
    expect(june).toEqual({ month: '2031-06-01', n: 1 });
  });

  it('keeps the detail of a code a free member made in a subscribed workspace', async () => {
    clock = new Date('2031-07-20T12:00:00Z');
    const lead = await insertUser(db());
    const freeMember = await insertUser(db());
    const team = await insertTeamWorkspace(db(), lead);
    // The plan is the workspace's own (migration 0040): the code's maker being free does not matter.
    await db()
      .update(workspaces)
      .set({ subscriptionStatus: 'active' })
      .where(eq(workspaces.id, team));
    const code = await insertCode(db(), freeMember, { workspaceId: team });
    await db()
      .update(dynamicQrCodes)
      .set({ detailMonth: '2031-07-01', detailedInMonth: 100 })
      .where(eq(dynamicQrCodes.id, code.id));
    await app().inject({ url: `/d/${code.shortCode}`, headers: { 'user-agent': IPHONE_SAFARI } });
    await app().scanCapture.flush();
    expect(await codeCounters(db(), code.id)).toMatchObject({ scanCount: 1, undetailed: 0 });
    expect(await eventsOf(db(), code.id)).toHaveLength(1);
  });
});

describe.each(testDatabases())('scan capture without a trusted proxy (%s)', (kind) => {
  const { app, database } = useTestApp(kind);

  it('uses the socket address and ignores X-Forwarded-For', async () => {
    const owner = await insertUser(database().db);
    const code = await insertCode(database().db, owner);
    await app().inject({
      url: `/d/${code.shortCode}`,
      remoteAddress: '1.1.1.1',
      headers: { 'user-agent': IPHONE_SAFARI, 'x-forwarded-for': '81.2.69.142' },
    });
    await app().scanCapture.flush();
    const [event] = await eventsOf(database().db, code.id);
    expect(event!.country).toBe(countryOf('1.1.1.1'));
    expect(event!.country).not.toBe(countryOf('81.2.69.142'));
  });
});

describe.each(testDatabases())('scan capture at shutdown (%s)', (kind) => {
  const database = useTestDatabase(kind);

  it('stores every scan answered before close', async () => {
    const db = database().db;
    const owner = await insertUser(db);
    const codes = [await insertCode(db, owner), await insertCode(db, owner)];
    const app = buildApp(testConfig(), { database: database() });
    await app.ready();
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        app.inject({
          url: `/d/${codes[i % 2]!.shortCode}`,
          headers: { 'user-agent': IPHONE_SAFARI },
        }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 302)).toBe(true);
    await app.close();
    for (const code of codes) {
      expect((await codeCounters(db, code.id))!.scanCount).toBe(60);
      expect(await eventsOf(db, code.id)).toHaveLength(60);
    }
  });
});
