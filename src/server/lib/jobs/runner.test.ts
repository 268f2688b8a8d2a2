// The job runner on real databases: each job once, retries with backoff then a recorded
// failure, recurring jobs once per interval across runners, a lapsed lease taken over, and
// shutdown (waits for the running handler, claims nothing new).
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { openTestDatabase, testDatabases, useTestDatabase } from '../../test/databases.js';
import { jobsOfKind } from './repository.js';
import { JobRunner, type JobRunnerOptions } from './runner.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** A second connection (pool) to the same database: another process as far as locks go. */
async function secondHandle(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.kind !== 'postgres') return database;
  return openDatabase({
    dataDir: 'memory://',
    databaseUrl: database.pool.options.connectionString!,
  });
}

describe.each(testDatabases())('job runner (%s)', (kind) => {
  const database = useTestDatabase(kind);
  const runners: JobRunner[] = [];
  const extraHandles: DatabaseHandle[] = [];
  const runnerOn = (db = database().db, options: Partial<JobRunnerOptions> = {}) => {
    const runner = new JobRunner({ db, pollMs: 20, ...options });
    runners.push(runner);
    return runner;
  };
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    for (const h of extraHandles.splice(0)) if (h !== database()) await h.close();
  });

  it('runs a queued job once with its payload; a key is queued once', async () => {
    const runner = runnerOn();
    const seen: unknown[] = [];
    runner.define<{ n: number }>('t.once', async (job) => {
      seen.push(job.payload.n);
    });
    // The runner's own recurring job (pruning finished jobs) runs first on a new database.
    expect(await runner.tick()).toBe(1);
    expect(await jobsOfKind(database().db, 'jobs.prune')).toEqual([
      expect.objectContaining({ status: 'queued', key: 'jobs.prune' }),
    ]);
    const id = await runner.enqueue('t.once', { n: 7 }, { key: 'once:7' });
    expect(id).toEqual(expect.any(Number));
    expect(await runner.enqueue('t.once', { n: 8 }, { key: 'once:7' })).toBeNull();
    expect(await runner.tick()).toBe(1);
    expect(await runner.tick()).toBe(0);
    expect(seen).toEqual([7]);
    const [row] = await jobsOfKind(database().db, 't.once');
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
  });

  it('retries a failing job with growing waits, then records it failed with the error', async () => {
    const runner = runnerOn();
    const runs: number[] = [];
    runner.define(
      't.fail',
      async (job) => {
        runs.push(Date.now());
        throw new Error(`refused on attempt ${job.attempt}`);
      },
      { maxAttempts: 3, backoffBaseMs: 150 },
    );
    await runner.enqueue('t.fail', {});
    expect(await runner.tick()).toBe(1);
    let [row] = await jobsOfKind(database().db, 't.fail');
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toBe('refused on attempt 1');
    // Not due before its backoff.
    expect(await runner.tick()).toBe(0);
    await until(async () => (await runner.tick()) === 1);
    await until(async () => (await runner.tick()) === 1);
    expect(runs).toHaveLength(3);
    // 150 ms, then 4 × 150 ms.
    expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(140);
    expect(runs[2]! - runs[1]!).toBeGreaterThanOrEqual(590);
    [row] = await jobsOfKind(database().db, 't.fail');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'refused on attempt 3' });
    await sleep(700);
    expect(await runner.tick()).toBe(0);
  });

  it('runs a recurring job once per interval, however many runners look', async () => {
    const other = await secondHandle(database());
    extraHandles.push(other);
    const runs: string[] = [];
    const a = runnerOn(database().db);
    const b = runnerOn(other.db);
    a.every('t.every', 600, async () => {
      runs.push('a');
    });
    b.every('t.every', 600, async () => {
      runs.push('b');
    });
    const started = Date.now();
    // Both look many times within the first interval: one run.
    while (Date.now() - started < 400) {
      await Promise.all([a.tick(), b.tick()]);
      await sleep(10);
    }
    expect(runs).toHaveLength(1);
    // After the interval, one more.
    await until(async () => {
      await Promise.all([a.tick(), b.tick()]);
      return runs.length === 2;
    });
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toHaveLength(2);
    expect(await jobsOfKind(database().db, 't.every')).toEqual([
      expect.objectContaining({ status: 'queued', attempts: 0, key: 't.every' }),
    ]);
  });

  it('runs a recurring job again right after a run when asked during it', async () => {
    const runner = runnerOn();
    let release!: () => void;
    const runs: number[] = [];
    runner.every('t.asked', 3_600_000, async () => {
      runs.push(Date.now());
      if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    // The first run (a new recurring job is due at once) is asked for again while it runs.
    const first = runner.runNow('t.asked');
    await until(() => runs.length === 1);
    await runner.runSoon('t.asked');
    release();
    expect(await first).toMatchObject({ ran: true });
    expect(await runner.tick()).toBe(1);
    expect(runs).toHaveLength(2);
    // Then its interval again: nothing due.
    expect(await runner.tick()).toBe(0);
    expect((await runner.runNow('t.asked')).ran).toBe(true);
    expect(runs).toHaveLength(3);
  });

  it('runs each of many jobs exactly once with two runners working at once', async () => {
    const other = await secondHandle(database());
    extraHandles.push(other);
    const handled: number[] = [];
    const by = { a: 0, b: 0 };
    const a = runnerOn(database().db, { concurrency: 3 });
    const b = runnerOn(other.db, { concurrency: 3 });
    for (const [runner, name] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      runner.define<{ n: number }>('t.many', async (job) => {
        await sleep(2);
        handled.push(job.payload.n);
        by[name] += 1;
      });
    }
    for (let n = 0; n < 60; n++) await a.enqueue('t.many', { n });
    a.start();
    b.start();
    await until(() => handled.length >= 60);
    await sleep(100);
    expect([...handled].sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    expect(by.a + by.b).toBe(60);
    const rows = await jobsOfKind(database().db, 't.many');
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('runs a job again once the lease of a runner that stopped renewing lapses', async () => {
    const other = await secondHandle(database());
    extraHandles.push(other);
    // A: claims and hangs without renewing its lease (not started: no heartbeat), as if dead.
    const a = runnerOn(database().db, { leaseMs: 300 });
    let releaseA!: () => void;
    a.define('t.lease', () => new Promise<void>((resolve) => (releaseA = resolve)));
    const b = runnerOn(other.db, { leaseMs: 300 });
    const attempts: number[] = [];
    b.define('t.lease', async (job) => {
      attempts.push(job.attempt);
    });
    await a.enqueue('t.lease', {});
    const hung = a.tick();
    await until(async () => (await jobsOfKind(database().db, 't.lease'))[0]?.status === 'running');
    expect(await b.tick()).toBe(0);
    await until(async () => (await b.tick()) === 1, 5_000);
    expect(attempts).toEqual([2]);
    // A's late end does not overwrite B's record.
    releaseA();
    await hung;
    const [row] = await jobsOfKind(database().db, 't.lease');
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('stop waits for the running handler, records it, and claims nothing new', async () => {
    const runner = runnerOn(database().db, { pollMs: 10 });
    let finish!: () => void;
    let started = false;
    let sawAbort = false;
    runner.define('t.slow', async (job) => {
      started = true;
      await new Promise<void>((resolve) => (finish = resolve));
      sawAbort = job.signal.aborted;
    });
    const later: number[] = [];
    runner.define('t.later', async (job) => {
      later.push(job.id);
    });
    await runner.enqueue('t.slow', {});
    runner.start();
    await until(() => started);
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await sleep(50);
    await runner.enqueue('t.later', {});
    await sleep(150);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(sawAbort).toBe(true);
    expect(later).toEqual([]);
    expect((await jobsOfKind(database().db, 't.slow'))[0]).toMatchObject({ status: 'done' });
    expect((await jobsOfKind(database().db, 't.later'))[0]).toMatchObject({
      status: 'queued',
      attempts: 0,
    });
  });

  it('gives back, uncounted, a job whose handler ends on the shutdown signal', async () => {
    const runner = runnerOn(database().db, { pollMs: 10 });
    let started = false;
    runner.define('t.abortable', async (job) => {
      started = true;
      await new Promise((_, reject) =>
        job.signal.addEventListener('abort', () => reject(new Error('stopped'))),
      );
    });
    await runner.enqueue('t.abortable', {});
    runner.start();
    await until(() => started);
    await runner.stop();
    expect((await jobsOfKind(database().db, 't.abortable'))[0]).toMatchObject({
      status: 'queued',
      attempts: 0,
      lockedBy: null,
    });
  });

  it('logs, and never rejects unhandled, when the database goes away under a running job', async () => {
    // Its own database: this one is closed inside the handler.
    const lost = await openTestDatabase(kind);
    const errors: unknown[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const runner = runnerOn(lost.db, {
        pollMs: 10,
        logger: {
          info: () => {},
          warn: () => {},
          error: (o: unknown, msg?: string) => errors.push({ o, msg }),
        },
      });
      let ran = false;
      runner.define('t.lost', async () => {
        await lost.close();
        ran = true;
        throw new Error('handler failed after the database closed');
      });
      await runner.enqueue('t.lost', {});
      runner.start();
      await until(() => ran && errors.length > 0);
      await runner.stop();
      await sleep(50);
      expect(errors).toContainEqual({
        o: expect.objectContaining({ job: 't.lost' }),
        msg: 'job outcome not recorded; it runs again once its lease lapses',
      });
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('bounds the wait at stop for a handler that never ends, and says so', async () => {
    const errors: unknown[] = [];
    const runner = runnerOn(database().db, {
      pollMs: 10,
      stopTimeoutMs: 200,
      logger: { info: () => {}, warn: () => {}, error: (o: unknown) => errors.push(o) },
    });
    let started = false;
    runner.define('t.stuck', async () => {
      started = true;
      await new Promise(() => undefined);
    });
    await runner.enqueue('t.stuck', {});
    runner.start();
    await until(() => started);
    const t0 = Date.now();
    await runner.stop();
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(JSON.stringify(errors)).toContain('t.stuck');
    // Left to its lease: another runner takes it once that lapses.
    expect((await jobsOfKind(database().db, 't.stuck'))[0]).toMatchObject({ status: 'running' });
  });
});
