import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { testConfig } from '../config.js';
import { sharedLimitCounters } from '../db/schema/index.js';
import { GENERATOR_LIMITS } from '../modules/generator/index.js';
import { testDatabases, useTestDatabase } from '../test/databases.js';
import { RouteWindows, WindowStore, routeLimitCounter } from './route-windows.js';
import { SharedLimits, type LimitVerdict } from './shared-limits.js';

const SECRET = 'x'.repeat(32);

describe('RouteWindows (the route limits on the embedded database)', () => {
  const database = useTestDatabase('pglite');
  let now = new Date('2026-05-01T10:00:00Z').getTime();
  const clock = () => new Date(now);
  const shared = () => new SharedLimits({ db: database().db, appSecret: SECRET, now: clock });

  it('answers every hit, unit charge and release exactly as the stored windows do', async () => {
    const stored = shared();
    const memory = new RouteWindows(new WindowStore(), shared(), clock);
    const rule = { max: 5, windowMs: 60_000 };
    const steps: Array<[string, (c: typeof stored | typeof memory) => Promise<unknown>, number]> = [
      ['hit a', (c) => c.hitBy('a', rule, 1), 0],
      ['4 units on a', (c) => c.hitBy('a', rule, 4), 1_000],
      ['hit a past max', (c) => c.hitBy('a', rule, 1), 10_500],
      ['release 4 of a', (c) => c.release('a', 4), 0],
      ['hit a again', (c) => c.hitBy('a', rule, 1), 2_000],
      ['hit b', (c) => c.hitBy('b', rule, 2.7), 0],
      ['release an unknown key', (c) => c.release('nobody', 1), 0],
      ['hit a when its window ended', (c) => c.hitBy('a', rule, 1), 50_000],
      ['release below zero', (c) => c.release('a', 9), 0],
      ['hit a once more', (c) => c.hitBy('a', rule, 1), 0],
      ['hit b in a new window', (c) => c.hitBy('b', rule, 1), 30_000],
    ];
    const answers: Array<[string, unknown, unknown]> = [];
    for (const [name, step, advance] of steps) {
      now += advance;
      answers.push([name, await step(stored), await step(memory)]);
    }
    for (const [name, fromDatabase, fromMemory] of answers) {
      expect({ name, verdict: fromMemory }).toEqual({ name, verdict: fromDatabase });
    }
    // The sequence went past the limit and back: it tested refusals, not only allowances.
    const refused = answers.filter(([, v]) => (v as LimitVerdict | undefined)?.allowed === false);
    expect(refused.map(([name]) => name)).toEqual(['hit a past max']);
  });

  it('counts new keys in the database once the memory is full, and makes room as windows end', async () => {
    const rule = { max: 10, windowMs: 60_000 };
    const store = new WindowStore(2);
    const memory = new RouteWindows(store, shared(), clock);
    const storedRows = async () => (await database().db.select().from(sharedLimitCounters)).length;
    const before = await storedRows();
    await memory.hitBy('first', rule, 1);
    await memory.hitBy('second', rule, 1);
    expect(await storedRows()).toBe(before);
    expect((await memory.hitBy('third', rule, 3)).count).toBe(3);
    expect((await memory.hitBy('third', rule, 1)).count).toBe(4);
    expect(await storedRows()).toBe(before + 1);
    await memory.release('third', 4);
    expect((await shared().peek('third', rule)).count).toBe(0);
    expect(store.size).toBe(2);
    now += 60_000;
    expect((await memory.hitBy('fourth', rule, 1)).count).toBe(1);
    expect(store.keys()).toEqual(['fourth']);
  });
});

describe.each(testDatabases())('the route limits of apps on one %s database', (kind) => {
  const database = useTestDatabase(kind);
  let first: App;
  let second: App;
  beforeAll(async () => {
    // Two apps on one database handle, as the processes of one deployment (one APP_SECRET).
    const config = testConfig();
    first = buildApp(config, { database: database() });
    second = buildApp(config, { database: database() });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('counts one window across both apps; in memory on PGlite, in the database on PostgreSQL', async () => {
    const refusedAtOnce = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/generate-qrcode',
        remoteAddress: '203.0.113.77',
        payload: { qrType: 'nothing' },
      });
    const limit = GENERATOR_LIMITS.generate;
    const codes: number[] = [];
    for (let i = 0; i < limit; i++) {
      codes.push((await refusedAtOnce(i % 2 === 0 ? first : second)).statusCode);
    }
    expect(new Set(codes)).toEqual(new Set([400]));
    const over = await refusedAtOnce(second);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await database().db.select().from(sharedLimitCounters);
    expect(stored.length > 0).toBe(kind === 'postgres');
    const counter = routeLimitCounter(database(), shared(database().db));
    expect(counter instanceof RouteWindows).toBe(kind === 'pglite');
  });

  function shared(db: ReturnType<typeof database>['db']) {
    return new SharedLimits({ db, appSecret: SECRET });
  }
});
