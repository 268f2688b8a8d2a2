import { afterEach, describe, expect, it } from 'vitest';
import { PoolBusyError, WorkerLimitError, WorkerTaskError } from './errors.js';
import { WorkerPool } from './pool.js';
import type * as TestTasks from './test-tasks.js';

const MODULE = new URL('./test-tasks.ts', import.meta.url);
const pools: WorkerPool<typeof TestTasks>[] = [];

function pool(options: Partial<ConstructorParameters<typeof WorkerPool>[0]> = {}) {
  const made = new WorkerPool<typeof TestTasks>({ module: MODULE, size: 1, ...options });
  pools.push(made);
  return made;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('WorkerPool', () => {
  it('runs TypeScript tasks off the main thread and returns their results', async () => {
    const p = pool({ size: 2 });
    const results = await Promise.all([
      p.run('echo', { a: 1 }),
      p.run('echo', [new Uint8Array([7])]),
    ]);
    expect(results[0].value).toEqual({ a: 1 });
    expect(results[1].value).toEqual([new Uint8Array([7])]);
    for (const r of results) expect(r.threadId).toBeGreaterThan(0);
    expect(p.stats()).toMatchObject({ size: 2, running: 0, queued: 0 });
  });

  it('ends a task over its time limit with WorkerLimitError and replaces the worker', async () => {
    const p = pool({ taskTimeoutMs: 300 });
    const first = await p.run('echo', 1);
    const stuck = p.run('spin', 60_000);
    await expect(stuck).rejects.toBeInstanceOf(WorkerLimitError);
    await expect(stuck).rejects.toMatchObject({ limit: 'time', status: 503, task: 'spin' });
    // The next task runs in a new worker.
    const after = await p.run('echo', 2);
    expect(after.value).toBe(2);
    expect(after.threadId).not.toBe(first.threadId);
    expect(p.stats().replaced).toBe(1);
  });

  it('counts CPU time: a task waiting without using the CPU is not ended by the CPU limit', async () => {
    const p = pool({ taskTimeoutMs: 50 });
    await expect(p.run('sleep', 400)).resolves.toBe(400);
  });

  it('ends a task past its wall-clock limit; per-task limits override the pool defaults', async () => {
    const p = pool({ taskTimeoutMs: 60_000, taskWallTimeoutMs: 60_000 });
    await expect(p.run('sleep', 10_000, { wallTimeoutMs: 200 })).rejects.toMatchObject({
      limit: 'time',
      detail: expect.stringMatching(/wall-clock/),
    });
    await expect(p.run('spin', 60_000, { timeoutMs: 200 })).rejects.toMatchObject({
      limit: 'time',
      detail: expect.stringMatching(/CPU time/),
    });
    await expect(p.run('sleep', 10)).resolves.toBe(10);
  });

  it('rejects cleanly when a worker exceeds its heap limit, and keeps serving', async () => {
    const lost: WorkerLimitError[] = [];
    const p = pool({ maxOldGenerationSizeMb: 32, onWorkerLost: (err) => lost.push(err) });
    const before = process.memoryUsage().heapUsed;
    await expect(p.run('exhaustHeap', undefined)).rejects.toMatchObject({
      name: 'WorkerLimitError',
      limit: 'memory',
      code: 'WORKER_LIMIT',
    });
    expect(lost.map((e) => e.limit)).toEqual(['memory']);
    // The main thread's heap did not take the allocation.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 1024 * 1024);
    await expect(p.run('echo', 'ok')).resolves.toMatchObject({ value: 'ok' });
  });

  it('a worker that dies rejects its task with a crash error and is replaced', async () => {
    const p = pool();
    await expect(p.run('exitThread', undefined)).rejects.toMatchObject({ limit: 'crash' });
    await expect(p.run('echo', 'again')).resolves.toMatchObject({ value: 'again' });
  });

  it('a task that throws rejects with its error; the worker stays', async () => {
    const p = pool();
    const first = await p.run('echo', 0);
    const failed = p.run('fail', 'bad input');
    await expect(failed).rejects.toBeInstanceOf(WorkerTaskError);
    await expect(failed).rejects.toMatchObject({ remoteName: 'RangeError', message: 'bad input' });
    expect((await p.run('echo', 1)).threadId).toBe(first.threadId);
    expect(p.stats().replaced).toBe(0);
  });

  it('queues up to maxQueue tasks and refuses the rest at once with 503 and Retry-After', async () => {
    const p = pool({ size: 1, maxQueue: 2, retryAfterSeconds: 7 });
    const running = p.run('sleep', 300);
    const queued = [p.run('sleep', 1), p.run('sleep', 2)];
    const refused = p.run('sleep', 3);
    await expect(refused).rejects.toBeInstanceOf(PoolBusyError);
    await expect(refused).rejects.toMatchObject({
      status: 503,
      code: 'SERVER_BUSY',
      headers: { 'retry-after': '7' },
    });
    expect(p.stats()).toMatchObject({ running: 1, queued: 2 });
    expect(() => p.assertCapacity()).toThrow(PoolBusyError);
    // Queued tasks run in order once the worker is free.
    expect(await Promise.all([running, ...queued])).toEqual([300, 1, 2]);
    // And there is room again.
    expect(() => p.assertCapacity()).not.toThrow();
    await expect(p.run('sleep', 4)).resolves.toBe(4);
  });

  it('refuses a task still queued after maxQueueWaitMs with 503', async () => {
    const p = pool({ size: 1, maxQueue: 4, maxQueueWaitMs: 200 });
    const running = p.run('sleep', 800);
    const waiting = p.run('echo', 'late');
    await expect(waiting).rejects.toBeInstanceOf(PoolBusyError);
    expect(p.stats().queued).toBe(0);
    await expect(running).resolves.toBe(800);
  });

  it('close() lets running and queued tasks finish, refuses new ones, ends the workers', async () => {
    const p = pool({ size: 1, maxQueue: 4 });
    const running = p.run('sleep', 200);
    const queued = p.run('echo', 'queued');
    const closed = p.close();
    await expect(p.run('echo', 'late')).rejects.toBeInstanceOf(PoolBusyError);
    await expect(running).resolves.toBe(200);
    await expect(queued).resolves.toMatchObject({ value: 'queued' });
    await closed;
    expect(p.stats()).toMatchObject({ workers: 0, running: 0, queued: 0 });
    await expect(p.close()).resolves.toBeUndefined();
  });

  it('replaces a worker after maxTasksPerWorker tasks, and ends one idle past idleTimeoutMs', async () => {
    const p = pool({ maxTasksPerWorker: 2, idleTimeoutMs: 300 });
    const a = await p.run('echo', 1);
    const b = await p.run('echo', 2);
    const c = await p.run('echo', 3);
    expect(b.threadId).toBe(a.threadId);
    expect(c.threadId).not.toBe(a.threadId);
    expect(p.stats()).toMatchObject({ workers: 1, replaced: 0 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(p.stats().workers).toBe(0);
    await expect(p.run('echo', 4)).resolves.toMatchObject({ value: 4 });
  });

  it('replaces the worker after a task that grew the process by more than recycleAboveGrowthMb', async () => {
    const p = pool({ recycleAboveGrowthMb: 48 });
    const a = await p.run('echo', 1);
    const b = await p.run('echo', 2);
    // A process already large (whatever its size) keeps its worker while tasks do not grow it.
    expect(b.threadId).toBe(a.threadId);
    await p.run('holdWasmMemory', 96);
    const c = await p.run('echo', 3);
    expect(c.threadId).not.toBe(a.threadId);
    expect(p.stats().replaced).toBe(0);
  });

  it("puts the process's growth down to the worker that ran the most cost, not to a small task's", async () => {
    const p = pool({ size: 1, recycleAboveGrowthMb: 48 });
    // Both workers warm: a's on one, b's on the spare.
    const [a0, b0] = await Promise.all([
      p.run('echo', 0, { client: 'a', cost: 16 }),
      p.run('echo', 0, { client: 'b' }),
    ]);
    expect(a0.threadId).not.toBe(b0.threadId);
    // a's large task grows the process while b's small one runs beside it and ends first.
    const large = p.run('holdWasmMemoryFor', { mb: 96, ms: 800 }, { client: 'a', cost: 16 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await p.run('sleep', 50, { client: 'b' });
    await large;
    // b's worker stays; a's is replaced.
    expect((await p.run('echo', 1, { client: 'b' })).threadId).toBe(b0.threadId);
    expect((await p.run('echo', 1, { client: 'a' })).threadId).not.toBe(a0.threadId);
  });

  describe('fair between clients', () => {
    /** Runs `sleep(ms)` for `client`, noting `label` in `order` when it ends. */
    const note = (
      p: WorkerPool<typeof TestTasks>,
      order: string[],
      label: string,
      client: string,
      ms: number,
      cost?: number,
    ) =>
      p.run('sleep', ms, { client, cost }).then(
        () => order.push(label),
        (err: Error) => order.push(`${label}:${err.name}`),
      );

    it('one client never holds every worker: another runs on the spare while it floods', async () => {
      const p = pool({ size: 1, maxQueue: 8 });
      const order: string[] = [];
      const flood = Array.from({ length: 4 }, (_, i) => note(p, order, `a${i}`, 'a', 400));
      // The flooding client runs one task (size 1) and queues the rest; b is not queued behind.
      expect(p.stats()).toMatchObject({ running: 1, queued: 3, clients: 1 });
      const b = note(p, order, 'b', 'b', 10);
      expect(p.stats()).toMatchObject({ running: 2, queued: 3, clients: 2 });
      await b;
      expect(order).toEqual(['b']);
      await Promise.all(flood);
      expect(order).toEqual(['b', 'a0', 'a1', 'a2', 'a3']);
    });

    it("a client's first task overtakes another client's backlog (no spare worker)", async () => {
      const p = pool({ size: 1, spareWorkers: 0, maxQueue: 8 });
      const order: string[] = [];
      const tasks = [0, 1, 2, 3].map((i) => note(p, order, `a${i}`, 'a', 150));
      tasks.push(note(p, order, 'b', 'b', 10), note(p, order, 'c', 'c', 10));
      await Promise.all(tasks);
      // a0 was running; b and c come next, then the rest of a's backlog.
      expect(order).toEqual(['a0', 'b', 'c', 'a1', 'a2', 'a3']);
    });

    it('shares in proportion to cost: a task of cost 4 waits for four of cost 1', async () => {
      const p = pool({ size: 1, spareWorkers: 0, maxQueue: 8 });
      const order: string[] = [];
      const blocker = note(p, order, 'x', 'x', 150);
      const tasks = [
        ...[0, 1, 2].map((i) => note(p, order, `big${i}`, 'big', 10, 4)),
        ...[0, 1, 2, 3].map((i) => note(p, order, `small${i}`, 'small', 10, 1)),
      ];
      await Promise.all([blocker, ...tasks]);
      expect(order).toEqual(['x', 'big0', 'small0', 'small1', 'small2', 'small3', 'big1', 'big2']);
    });

    it("refuses a client past its own queue bound, never another client's first task", async () => {
      const p = pool({ size: 1, spareWorkers: 0, maxQueue: 2 });
      const order: string[] = [];
      const flood = Array.from({ length: 5 }, (_, i) => note(p, order, `a${i}`, 'a', 150));
      expect(() => p.assertCapacity('a')).toThrow(PoolBusyError);
      expect(() => p.assertCapacity('b')).not.toThrow();
      const b = note(p, order, 'b', 'b', 10);
      await Promise.all([...flood, b]);
      // One running and two waiting of a's; its 4th and 5th refused at once; b served next.
      expect(order).toEqual(['a3:PoolBusyError', 'a4:PoolBusyError', 'a0', 'b', 'a1', 'a2']);
    });

    it('when the waiting tasks reach maxQueueTotal, the longest queue gives way', async () => {
      const p = pool({ size: 1, spareWorkers: 0, maxQueue: 4, maxQueueTotal: 4 });
      const order: string[] = [];
      const flood = Array.from({ length: 5 }, (_, i) => note(p, order, `a${i}`, 'a', 150));
      const b = note(p, order, 'b', 'b', 10);
      await Promise.all([...flood, b]);
      // a4 (a's newest waiting) made room for b.
      expect(order).toEqual(['a4:PoolBusyError', 'a0', 'b', 'a1', 'a2', 'a3']);
    });
  });

  it('proxy() offers the task functions as async calls', async () => {
    const p = pool();
    const tasks = p.proxy();
    await expect(tasks.sleep(5)).resolves.toBe(5);
  });
});
