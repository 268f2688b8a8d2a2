import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { PoolBusyError, WorkerLimitError, WorkerTaskError } from './errors.js';

/**
 * Functions a task module exports: each takes one structured-cloneable argument and returns
 * (a promise of) a structured-cloneable value.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TaskModule = Record<string, (arg: any) => unknown>;

export interface WorkerPoolOptions {
  /** File URL of the task module each worker imports (TypeScript or JavaScript). */
  module: URL;
  /**
   * Workers; default defaultPoolSize(): one core is left to the event loop (and the database
   * thread). Started on demand.
   */
  size?: number;
  /**
   * Tasks one client (RunOptions.client) may have waiting for a worker; beyond it run() rejects
   * that client's next task at once with PoolBusyError (503, Retry-After). Other clients are not
   * affected. Default 8 per worker, at least 16 (a bulk batch of 10 fits; the wait limit below
   * bounds the wait).
   */
  maxQueue?: number;
  /**
   * Tasks waiting in all, a memory backstop: when it is reached, the newest waiting task of the
   * client with the most tasks waiting is refused (PoolBusyError) to make room, so a client with
   * a short queue is never refused for others' backlogs. Default 16 times maxQueue.
   */
  maxQueueTotal?: number;
  /**
   * Workers beyond `size` that only run tasks of other clients while one client holds `size`
   * workers (a client never runs more than `size` tasks at once); default 1. Started on
   * demand like the others, so they cost nothing while no two clients want work at once.
   */
  spareWorkers?: number;
  /**
   * A task still waiting for a worker after this long (ms) is refused with PoolBusyError, so a
   * request never waits in the queue longer than this when workers are slow; default 60 s.
   */
  maxQueueWaitMs?: number;
  /**
   * CPU-time limit of one task (ms of its worker thread's CPU; wall-clock time where a thread's
   * CPU time cannot be read, i.e. off Linux); default 30 s (the scan check of a
   * largest-allowed code takes about 6 s of CPU today). CPU time, so a task that waits for
   * the CPU on a busy machine (workers run at a lower priority) is not ended for it.
   */
  taskTimeoutMs?: number;
  /** Wall-clock limit of one task once a worker runs it (ms); default 90 s. A backstop for
   * tasks that wait rather than compute; the CPU limit is the one that ends runaway work. */
  taskWallTimeoutMs?: number;
  /** V8 old-generation heap limit per worker (MB); default 256. */
  maxOldGenerationSizeMb?: number;
  /** V8 young-generation limit per worker (MB); default 32. */
  maxYoungGenerationSizeMb?: number;
  /** Nice value added to worker threads (Linux), so the event loop wins the CPU; default 10. */
  niceness?: number;
  /** Retry-After of the busy answer (s); default 5. */
  retryAfterSeconds?: number;
  /**
   * Tasks one worker runs before it is replaced by a fresh one (default 100): memory that native
   * code or WebAssembly keeps (a decoder's grown heap, a slow leak) goes back with the thread.
   */
  maxTasksPerWorker?: number;
  /** A worker idle this long (ms) is ended, returning its memory; default 60 s. */
  idleTimeoutMs?: number;
  /**
   * After a task, when the process's resident memory has grown by more than this (MB) since the
   * worker that ran it started, that worker is replaced, returning the memory its WebAssembly and
   * native code kept (which its heap limit does not count). Growth, not the total: the process's
   * own size (an embedded database, other pools) must not make every task start a new worker.
   * Default: never.
   */
  recycleAboveGrowthMb?: number;
  /** Told when a worker is ended for a limit or dies (for the log). */
  onWorkerLost?(err: WorkerLimitError): void;
}

export interface RunOptions {
  /** This task's CPU-time limit instead of the pool's (ms). */
  timeoutMs?: number;
  /** This task's wall-clock limit instead of the pool's (ms). */
  wallTimeoutMs?: number;
  /**
   * Whose work it is ("user:12", "ip:203.0.113.5", ...): workers are shared fairly between
   * clients (see WorkerPool). Default: one anonymous client shared by every unnamed task.
   */
  client?: string;
  /** What the task costs in the client's share (units, at least 1; default 1). */
  cost?: number;
}

/** Counters for tests and the bench. */
export interface PoolStats {
  size: number;
  workers: number;
  running: number;
  queued: number;
  /** Clients with a task running or waiting. */
  clients: number;
  /** Workers ended (time or memory limit) or died since the pool was made. */
  replaced: number;
}

interface Task {
  id: number;
  name: string;
  arg: unknown;
  client: ClientState;
  /** Start-time fair queuing tags (virtual time, in cost units): see #dispatch. */
  start: number;
  cost: number;
  timeoutMs: number;
  wallTimeoutMs: number;
  /** Refuses the task if it is still queued after maxQueueWaitMs. */
  queueTimer?: NodeJS.Timeout;
  resolve(value: unknown): void;
  reject(err: Error): void;
}

/** A client's share: its waiting tasks (in arrival order) and what it runs. */
interface ClientState {
  key: string;
  queue: Task[];
  running: number;
  /** Virtual finish tag of its last task: its next task's start tag is at least this. */
  finish: number;
}

interface Slot {
  worker: Worker | null;
  /** Settles when the worker has imported the task module (rejects if it could not). */
  ready: Promise<void> | null;
  /** The worker thread's Linux thread id (for its CPU time), or null. */
  tid: number | null;
  task: Task | null;
  timers: NodeJS.Timeout[];
  /** Tasks the current worker has run. */
  tasksRun: number;
  /** Cost (RunOptions.cost) of the tasks the current worker has run. */
  costRun: number;
  /** Retire the current worker once its task ends (it grew the process: see #settle). */
  retireAfterTask: boolean;
  /** The process's resident memory (bytes) when the current worker became ready. */
  rssAtStart: number;
  idleTimer: NodeJS.Timeout | null;
}

/**
 * A fixed number of worker threads running CPU-bound tasks (rendering, decoding, PDF, image
 * work) so the request thread never does. Contracts:
 * - Fair between clients (RunOptions.client: a signed-in user, an API key's owner, an address).
 *   One client runs at most `size` tasks at once; `spareWorkers` more workers run other
 *   clients' tasks meanwhile, so one client's backlog never holds every worker. Waiting tasks
 *   are queued per client and started by start-time fair queuing over their cost: a client that
 *   had nothing waiting is served before the backlog of a client that has been busy, and busy
 *   clients take turns in proportion to cost. Up to `maxQueue` tasks of one client wait; beyond
 *   that run() rejects that client's task at once with PoolBusyError (503 + Retry-After). A task
 *   still waiting after `maxQueueWaitMs` is refused the same way.
 * - A task that uses more CPU time than its limit (or runs past its wall-clock limit), or
 *   whose worker exceeds its heap limit or dies, rejects with WorkerLimitError ('time' | 'memory' | 'crash'); that worker is
 *   terminated and a new one is started for the next task. Other tasks are unaffected.
 * - A task that throws rejects with WorkerTaskError (its name, message and stack).
 * - Arguments and results cross threads by structured clone: plain data, typed arrays.
 * - Workers start on first use; an idle pool does not keep the process alive.
 * - close() refuses new tasks (PoolBusyError), lets queued and running tasks finish, then
 *   ends every worker. Idempotent.
 *
 * Limits, honestly: `resourceLimits` bound the worker's JavaScript heap. Memory allocated by
 * native code (resvg's pixel buffers) or WebAssembly is not counted by V8: callers bound those
 * by the sizes they ask for. terminate() stops JavaScript and WebAssembly at once, but a native
 * call in progress (one resvg render) runs to its end first; its worker is replaced at once.
 */
export class WorkerPool<Tasks extends TaskModule> {
  readonly size: number;
  /** Tasks one client may have waiting. */
  readonly maxQueue: number;
  readonly maxQueueTotal: number;
  readonly spareWorkers: number;
  /** Tasks one worker runs before it is replaced (WorkerPoolOptions.maxTasksPerWorker). */
  readonly maxTasksPerWorker: number;
  readonly #options: Required<
    Omit<WorkerPoolOptions, 'onWorkerLost' | 'size' | 'maxQueue' | 'maxQueueTotal' | 'spareWorkers'>
  > &
    Pick<WorkerPoolOptions, 'onWorkerLost'>;
  readonly #slots: Slot[];
  /** Clients with work running or waiting. */
  readonly #clients = new Map<string, ClientState>();
  /** Tasks waiting, all clients. */
  #queued = 0;
  /** Start tag of the task started last (start-time fair queuing's virtual time). */
  #virtualTime = 0;
  #nextId = 1;
  #replaced = 0;
  #closing: Promise<void> | null = null;
  /** Resolves close() once the last running or queued task has settled. */
  #idle: (() => void) | null = null;

  constructor(options: WorkerPoolOptions) {
    this.size = Math.max(1, Math.floor(options.size ?? defaultPoolSize()));
    this.maxQueue = Math.max(0, Math.floor(options.maxQueue ?? Math.max(16, this.size * 8)));
    this.maxQueueTotal = Math.max(
      this.maxQueue,
      Math.floor(options.maxQueueTotal ?? this.maxQueue * 16),
    );
    this.spareWorkers = Math.max(0, Math.floor(options.spareWorkers ?? 1));
    this.maxTasksPerWorker = Math.max(1, Math.floor(options.maxTasksPerWorker ?? 100));
    this.#options = {
      module: options.module,
      taskTimeoutMs: options.taskTimeoutMs ?? 30_000,
      taskWallTimeoutMs: options.taskWallTimeoutMs ?? 90_000,
      maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 256,
      maxYoungGenerationSizeMb: options.maxYoungGenerationSizeMb ?? 32,
      niceness: options.niceness ?? 10,
      maxQueueWaitMs: options.maxQueueWaitMs ?? 60_000,
      maxTasksPerWorker: this.maxTasksPerWorker,
      idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
      recycleAboveGrowthMb: options.recycleAboveGrowthMb ?? Infinity,
      retryAfterSeconds: options.retryAfterSeconds ?? 5,
      onWorkerLost: options.onWorkerLost,
    };
    this.#slots = Array.from({ length: this.size + this.spareWorkers }, () => ({
      worker: null,
      ready: null,
      tid: null,
      task: null,
      timers: [],
      tasksRun: 0,
      costRun: 0,
      retireAfterTask: false,
      rssAtStart: 0,
      idleTimer: null,
    }));
  }

  /**
   * Runs `task(arg)` in a worker. Rejects with PoolBusyError when the queue is full or the pool
   * is closing, WorkerLimitError when a limit ended it, WorkerTaskError when it threw.
   */
  run<K extends keyof Tasks & string>(
    task: K,
    arg: Parameters<Tasks[K]>[0],
    options: RunOptions = {},
  ): Promise<Awaited<ReturnType<Tasks[K]>>> {
    try {
      this.assertCapacity(options.client);
    } catch (err) {
      return Promise.reject(err as Error);
    }
    const key = options.client ?? '';
    let client = this.#clients.get(key);
    if (!client) {
      client = { key, queue: [], running: 0, finish: 0 };
      this.#clients.set(key, client);
    }
    if (!this.#startsNow(client) && this.#queued >= this.maxQueueTotal && !this.#makeRoom(client)) {
      // This client has the longest queue: its own task is the one refused.
      this.#forgetIfIdle(client);
      return Promise.reject(new PoolBusyError(this.#options.retryAfterSeconds));
    }
    const cost = Math.max(1, options.cost ?? 1);
    const start = Math.max(this.#virtualTime, client.finish);
    client.finish = start + cost;
    return new Promise((resolve, reject) => {
      const entry: Task = {
        id: this.#nextId++,
        name: task,
        arg,
        client: client,
        start,
        cost,
        timeoutMs: options.timeoutMs ?? this.#options.taskTimeoutMs,
        wallTimeoutMs: options.wallTimeoutMs ?? this.#options.taskWallTimeoutMs,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      client.queue.push(entry);
      this.#queued++;
      this.#dispatch();
      if (client.queue.includes(entry)) {
        entry.queueTimer = setTimeout(
          () => this.#refuseWaiting(entry),
          this.#options.maxQueueWaitMs,
        );
      }
    });
  }

  /**
   * Throws PoolBusyError when run() would refuse a task of `client` right now (closing, or the
   * task would wait and that client already has `maxQueue` tasks waiting): lets a caller refuse
   * a request before doing its own work first. Other clients' backlogs never make it throw.
   */
  assertCapacity(client?: string): void {
    if (this.#closing) {
      throw new PoolBusyError(
        this.#options.retryAfterSeconds,
        'The server is restarting. Please try again in a few seconds.',
      );
    }
    const state = this.#clients.get(client ?? '');
    if (state && !this.#startsNow(state) && state.queue.length >= this.maxQueue) {
      throw new PoolBusyError(this.#options.retryAfterSeconds);
    }
  }

  /** The task module's functions as async functions that run in the pool. */
  proxy(): {
    [K in keyof Tasks & string]: (
      arg: Parameters<Tasks[K]>[0],
    ) => Promise<Awaited<ReturnType<Tasks[K]>>>;
  } {
    return new Proxy({} as never, {
      get: (_target, name) =>
        typeof name === 'string' ? (arg: unknown) => this.run(name, arg as never) : undefined,
    });
  }

  stats(): PoolStats {
    return {
      size: this.size,
      workers: this.#slots.filter((slot) => slot.worker !== null).length,
      running: this.#slots.filter((slot) => slot.task !== null).length,
      queued: this.#queued,
      clients: this.#clients.size,
      replaced: this.#replaced,
    };
  }

  /** Refuses new tasks, waits for queued and running ones, then ends every worker. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      if (this.#busy()) await new Promise<void>((resolve) => (this.#idle = resolve));
      await Promise.all(
        this.#slots.map(async (slot) => {
          const worker = slot.worker;
          slot.worker = null;
          slot.ready = null;
          if (worker) await worker.terminate();
        }),
      );
    })();
    return this.#closing;
  }

  #busy(): boolean {
    return this.#queued > 0 || this.#slots.some((slot) => slot.task !== null);
  }

  /** True when a new task of `client` would start at once (nothing of its own waits before it). */
  #startsNow(client: ClientState | undefined): boolean {
    if (client && (client.queue.length > 0 || client.running >= this.size)) return false;
    return this.#slots.some((slot) => slot.task === null);
  }

  /**
   * Starts waiting tasks on free workers: each time the head task with the smallest start tag
   * among clients running fewer than `size` tasks (start-time fair queuing: a task's start tag
   * is the later of the virtual time and its client's previous finish tag, its finish tag that
   * plus its cost; the virtual time is the start tag of the task started last). A warm worker is
   * used before a slot without one.
   */
  #dispatch(): void {
    for (;;) {
      const free =
        this.#slots.find((slot) => slot.task === null && slot.worker !== null) ??
        this.#slots.find((slot) => slot.task === null);
      if (!free) return;
      let next: Task | undefined;
      for (const client of this.#clients.values()) {
        const head = client.queue[0];
        if (!head || client.running >= this.size) continue;
        if (!next || head.start < next.start || (head.start === next.start && head.id < next.id)) {
          next = head;
        }
      }
      if (!next) return;
      next.client.queue.shift();
      this.#queued--;
      next.client.running++;
      this.#virtualTime = Math.max(this.#virtualTime, next.start);
      this.#start(free, next);
    }
  }

  /**
   * The waiting tasks are at maxQueueTotal: refuses the newest waiting task of the client with
   * the most waiting and answers true, or answers false (refuse `arriving`'s task instead) when
   * `arriving`'s queue, with its new task, would be at least as long.
   */
  #makeRoom(arriving: ClientState): boolean {
    let longest: ClientState | undefined;
    for (const client of this.#clients.values()) {
      if (client !== arriving && (!longest || client.queue.length > longest.queue.length)) {
        longest = client;
      }
    }
    const newest = longest?.queue.at(-1);
    if (!longest || !newest || arriving.queue.length + 1 >= longest.queue.length) return false;
    this.#refuseWaiting(newest);
    return true;
  }

  /** Takes a waiting task out of its queue and refuses it with PoolBusyError. */
  #refuseWaiting(task: Task): void {
    const queue = task.client.queue;
    const at = queue.indexOf(task);
    if (at < 0) return;
    queue.splice(at, 1);
    this.#queued--;
    if (task.queueTimer) clearTimeout(task.queueTimer);
    this.#forgetIfIdle(task.client);
    task.reject(new PoolBusyError(this.#options.retryAfterSeconds));
    if (this.#idle && !this.#busy()) {
      this.#idle();
      this.#idle = null;
    }
  }

  /** Drops a client's state once it has nothing running or waiting. */
  #forgetIfIdle(client: ClientState): void {
    if (client.queue.length === 0 && client.running === 0) this.#clients.delete(client.key);
  }

  #start(slot: Slot, task: Task): void {
    if (task.queueTimer) clearTimeout(task.queueTimer);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.task = task;
    if (!slot.worker) this.#spawn(slot);
    slot.costRun += task.cost;
    const worker = slot.worker!;
    worker.ref();
    slot.ready!.then(
      () => {
        if (slot.task !== task || slot.worker !== worker) return;
        this.#watchTime(slot, task);
        try {
          worker.postMessage({ id: task.id, task: task.name, arg: task.arg });
        } catch (err) {
          // An argument structured clone cannot copy: nothing was sent, the worker is fine.
          this.#settle(slot, () => task.reject(err as Error));
        }
      },
      (err: Error) => {
        if (slot.task !== task) return;
        // The task module could not be loaded: a programming error, reported as such.
        this.#discardWorker(slot);
        this.#settle(slot, () => task.reject(err));
      },
    );
  }

  /**
   * Ends the task past its CPU-time limit (its thread's CPU time, polled) or its wall-clock
   * limit. Without a readable thread CPU time the CPU limit applies to wall-clock time.
   */
  #watchTime(slot: Slot, task: Task): void {
    const over = (what: string, ms: number) =>
      this.#fail(
        slot,
        new WorkerLimitError('time', task.name, `task ${task.name} ran over ${ms} ms of ${what}`),
      );
    const tid = slot.tid;
    const cpuAtStart = tid === null ? null : threadCpuMs(tid);
    if (tid === null || cpuAtStart === null) {
      slot.timers.push(setTimeout(() => over('time', task.timeoutMs), task.timeoutMs));
      return;
    }
    slot.timers.push(
      setTimeout(() => over('wall-clock time', task.wallTimeoutMs), task.wallTimeoutMs),
    );
    // /proc counts CPU time in 10 ms ticks; poll a few times per limit, at most every 100 ms.
    const every = Math.max(10, Math.min(100, Math.floor(task.timeoutMs / 4)));
    const poll = setInterval(() => {
      const used = (threadCpuMs(tid) ?? cpuAtStart) - cpuAtStart;
      if (used > task.timeoutMs) over('CPU time', task.timeoutMs);
    }, every);
    poll.unref();
    slot.timers.push(poll);
  }

  #spawn(slot: Slot): void {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
      workerData: { module: this.#options.module.href, niceness: this.#options.niceness },
      // The entry registers tsx itself; it needs none of the parent's loader hooks or flags.
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: this.#options.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: this.#options.maxYoungGenerationSizeMb,
      },
      stdout: false,
      stderr: false,
    });
    slot.worker = worker;
    slot.ready = new Promise<void>((resolve, reject) => {
      let started = false;
      worker.on('message', (message: WorkerMessage) => {
        if ('ready' in message) {
          started = true;
          if (message.ready) {
            slot.tid = message.tid ?? null;
            slot.rssAtStart = process.memoryUsage.rss();
            resolve();
          } else reject(reviveError('(startup)', message.error));
          return;
        }
        if (slot.worker !== worker) return;
        const task = slot.task;
        if (!task || task.id !== message.id) return;
        this.#settle(slot, () => {
          if (message.ok) task.resolve(message.result);
          else task.reject(reviveError(task.name, message.error));
        });
      });
      const onGone = (err: Error | null, code?: number) => {
        if (!started) {
          started = true;
          reject(err ?? new Error(`worker exited during start (code ${code})`));
        }
        if (slot.worker !== worker) return;
        const task = slot.task;
        const outOfMemory = (err as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
        const detail = err ? err.message : `worker exited (code ${code})`;
        this.#fail(
          slot,
          new WorkerLimitError(outOfMemory ? 'memory' : 'crash', task?.name ?? '(idle)', detail),
          false,
        );
      };
      worker.on('error', (err) => onGone(err));
      worker.on('exit', (code) => onGone(null, code));
    });
    // A failed start is reported to the task that asked for it (see #start).
    slot.ready.catch(() => {});
  }

  /** Ends the slot's worker (a limit, or it died), rejects its task, moves on. */
  #fail(slot: Slot, err: WorkerLimitError, terminate = true): void {
    const task = slot.task;
    const worker = slot.worker;
    this.#discardWorker(slot);
    if (worker && terminate) void worker.terminate();
    this.#replaced++;
    this.#options.onWorkerLost?.(err);
    if (task) this.#settle(slot, () => task.reject(err));
  }

  #discardWorker(slot: Slot): void {
    slot.worker?.removeAllListeners('message');
    slot.worker = null;
    slot.ready = null;
    slot.tid = null;
    slot.tasksRun = 0;
    slot.costRun = 0;
    slot.retireAfterTask = false;
  }

  /** Finishes the slot's task with `settle` and starts the next waiting task (#dispatch). */
  #settle(slot: Slot, settle: () => void): void {
    for (const timer of slot.timers) clearTimeout(timer);
    slot.timers = [];
    const done = slot.task;
    slot.task = null;
    if (done) {
      done.client.running--;
      this.#forgetIfIdle(done.client);
    }
    slot.worker?.unref();
    if (slot.worker) {
      const grown =
        process.memoryUsage.rss() - slot.rssAtStart >
        this.#options.recycleAboveGrowthMb * 1024 * 1024;
      if (++slot.tasksRun >= this.#options.maxTasksPerWorker || slot.retireAfterTask) {
        this.#retire(slot);
      } else if (grown) this.#retireGrown(slot);
    }
    settle();
    this.#dispatch();
    for (const idle of this.#slots) {
      if (idle.task !== null || !idle.worker || idle.idleTimer) continue;
      idle.idleTimer = setTimeout(() => {
        idle.idleTimer = null;
        if (idle.task === null) this.#retire(idle);
      }, this.#options.idleTimeoutMs);
      idle.idleTimer.unref();
    }
    if (this.#idle && !this.#busy()) {
      this.#idle();
      this.#idle = null;
    }
  }

  /**
   * The process grew past recycleAboveGrowthMb since `slot`'s worker started. Resident memory is
   * the process's, not a thread's: the growth is put down to the worker that has run the most
   * cost (the largest renders), which is retired now if idle or else when its task ends, so a
   * worker serving small tasks beside one drawing 4096 px PNGs is not replaced (and its next
   * client made to wait for a fresh one) for the other's memory. `slot` counts its growth afresh.
   */
  #retireGrown(slot: Slot): void {
    let hog = slot;
    for (const other of this.#slots) {
      if (other.worker && !other.retireAfterTask && other.costRun > hog.costRun) hog = other;
    }
    if (hog === slot) {
      this.#retire(slot);
      return;
    }
    slot.rssAtStart = process.memoryUsage.rss();
    if (hog.task === null) this.#retire(hog);
    else hog.retireAfterTask = true;
  }

  /** Ends a healthy idle worker (recycled or idle too long); the next task starts a new one. */
  #retire(slot: Slot): void {
    const worker = slot.worker;
    this.#discardWorker(slot);
    if (worker) void worker.terminate();
  }
}

type WorkerMessage =
  | { ready: true; tid?: number }
  | { ready: false; error: SerializedError }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: SerializedError };

interface SerializedError {
  name: string;
  message: string;
  stack?: string;
}

function reviveError(task: string, error: SerializedError): WorkerTaskError {
  return new WorkerTaskError(task, error.name, error.message, error.stack);
}

/** CPU ms (user + system) a thread of this process has used, or null where unreadable. */
function threadCpuMs(tid: number): number | null {
  try {
    const [, afterName] = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ');
    if (afterName === undefined) return null;
    const fields = afterName.split(' ');
    // utime and stime, fields 14 and 15 of proc(5), in USER_HZ (1/100 s) ticks.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Workers by default: the cores less one (at least 1), so the event loop always has a core and
 * health checks and short links stay fast while every worker is busy.
 */
export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}
