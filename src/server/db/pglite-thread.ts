import {
  messages,
  TransactionAbortedError,
  type ParserOptions,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * PGlite (PostgreSQL compiled to WASM) runs every statement synchronously on the thread that
 * owns it. `PgliteThread` owns one PGlite in a worker thread (pglite-worker.mjs) and offers the
 * part of PGlite's API that drizzle's PGlite driver and migrator use — `query`, `exec`,
 * `transaction` (with `tx.query`, `tx.exec`, `tx.rollback`, `tx.closed`) — so a slow analytics
 * query or a big insert never stalls the server's event loop.
 *
 * Contracts:
 * - Statements run one at a time, in the order they were issued, on one connection.
 * - While a transaction runs (from `transaction()` until its COMMIT or ROLLBACK), every
 *   statement not made through its `tx` waits on this thread; `tx` statements go straight
 *   through. A transaction waits for the statements and transactions issued before it.
 * - A rejected callback rolls the transaction back and rejects with the callback's error.
 *   COMMIT of a transaction PostgreSQL has aborted (a failed statement whose error the
 *   callback swallowed) rejects with PGlite's TransactionAbortedError (code 25P02).
 * - Errors from PostgreSQL reject as PGlite `DatabaseError`s with their `code`, `detail`,
 *   `constraint`, ... copied across the thread.
 * - Rows cross the thread by structured clone: Date, bigint, Uint8Array and JSON values keep
 *   their types. `options.parsers` functions run on this thread over the server's text for
 *   their types; `serializers`, `blob` and `onNotice` are not supported (they throw).
 * - An idle instance does not keep the process alive; one with statements in flight does.
 * - If the worker dies (a crash inside PGlite, an out-of-memory abort), the statements in
 *   flight reject, a new worker reopens the same database (PostgreSQL recovers it from its
 *   WAL), and statements issued meanwhile wait for it. Only if RESTART_ATTEMPTS workers in a
 *   row cannot open it does every statement reject from then on. `events` hears of each step.
 */
export class PgliteThread {
  /** The current worker (replaced after a crash). Not #private: tests crash it on purpose. */
  private worker: Worker;
  readonly #dataDir: string | null;
  /** An in-memory database's starting contents (also after a crash), or null: empty. */
  readonly #image: Blob | null;
  readonly #events: PgliteThreadEvents;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  /** A transaction (or close) holds the connection: statements and exclusives queue. */
  #exclusiveActive = false;
  /** Work waiting for the connection, in issue order; drained when no exclusive runs. */
  readonly #queue: { exclusive: boolean; start(): void }[] = [];
  /** Set by close(): later calls reject (work issued before it still runs). */
  #closed = false;
  /** Set when no worker can be had any more; every request rejects with it. */
  #dead: Error | null = null;
  /** While a new worker is being started after a crash; requests wait for it. */
  #restarting: Promise<void> | null = null;
  /** When the worker last showed progress: an answer, or being handed work while idle. */
  #lastProgressAt = Date.now();
  #closePromise: Promise<void> | null = null;

  private constructor(
    worker: Worker,
    dataDir: string | null,
    image: Blob | null,
    events: PgliteThreadEvents,
  ) {
    this.worker = worker;
    this.#dataDir = dataDir;
    this.#image = image;
    this.#events = events;
    this.#watch(worker);
  }

  /**
   * Starts the worker and opens the database: `dataDir` is a directory (created if missing)
   * or null for a throwaway in-memory database, which starts as a copy of `image` (a
   * dumpDataDir() tarball) when given. Rejects with PGlite's error if it cannot open.
   */
  static async open(
    dataDir: string | null,
    events: PgliteThreadEvents = {},
    image: Blob | null = null,
  ): Promise<PgliteThread> {
    if (dataDir !== null && image) throw new Error('an image only starts an in-memory database');
    return new PgliteThread(await startWorker(dataDir, image), dataDir, image, events);
  }

  /**
   * The whole database as an uncompressed tarball (PGlite's dumpDataDir), after the statements
   * issued before it; open() takes it as `image` to start a copy.
   */
  dumpDataDir(): Promise<Blob> {
    return this.#whenFree(true, () => this.#request<Blob>({ op: 'dump' }));
  }

  /**
   * True while the worker is working and has shown progress within `stuckAfterMs`: a long
   * statement (a big export, a rollup fold) keeps the connection but is no outage. False when
   * idle (ask it), stuck, restarting or dead.
   */
  isBusyAndAlive(stuckAfterMs: number): boolean {
    if (this.#dead || this.#restarting) return false;
    const busy = this.#pending.size > 0 || this.#exclusiveActive;
    return busy && Date.now() - this.#lastProgressAt < stuckAfterMs;
  }

  /** One statement with `$1`-style parameters. See the class contracts for options. */
  query<T = Record<string, unknown>>(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.#whenFree(false, () => this.#query<T>(sql, params, options));
  }

  /** One or more statements without parameters (simple query protocol); one result each. */
  exec(sql: string): Promise<Results[]> {
    return this.#whenFree(false, () => this.#request<Results[]>({ op: 'exec', sql }));
  }

  /**
   * BEGIN, `callback(tx)`, COMMIT — or ROLLBACK when the callback rejects (then rejects with
   * its error) or calls `tx.rollback()` (then resolves with the callback's value). Calling
   * `transaction()` on this object (not `tx`) inside the callback deadlocks, as in PGlite;
   * nest with savepoints through `tx` instead (drizzle does).
   */
  transaction<T>(callback: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    return this.#whenFree(true, async () => {
      await this.#request({ op: 'exec', sql: 'BEGIN' });
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: PgliteThreadTransaction = {
        query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.#query<R>(sql, params ?? [], options);
        },
        exec: async (sql: string) => {
          open();
          return this.#request<Results[]>({ op: 'exec', sql });
        },
        copyOut: async (sql: string) => {
          open();
          const blob = await this.#request<Blob | null>({ op: 'copy', sql });
          return blob ?? new Blob([]);
        },
        copyIn: async (sql: string, data: Blob) => {
          open();
          await this.#request<null>({ op: 'copy', sql, blob: data });
        },
        rollback: async () => {
          open();
          closed = true;
          await this.#request({ op: 'exec', sql: 'ROLLBACK' });
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const [commit] = await this.#request<Results[]>({ op: 'exec', sql: 'COMMIT' });
          // PostgreSQL answers COMMIT of an aborted transaction with a ROLLBACK tag.
          if ((commit as { command?: string } | undefined)?.command === 'ROLLBACK') {
            throw new TransactionAbortedError();
          }
        }
        return result;
      } catch (err) {
        if (!closed) {
          closed = true;
          // The callback's error is the one to report; a failed ROLLBACK (worker gone) adds
          // nothing, and every later statement reports the dead worker anyway.
          await this.#request({ op: 'exec', sql: 'ROLLBACK' }).catch(() => {});
        }
        throw err;
      }
    });
  }

  /**
   * Waits for the statements and transactions issued before it, closes PGlite (flushing the
   * data directory) and ends the worker. Statements issued after close() reject. Idempotent.
   */
  close(): Promise<void> {
    if (!this.#closePromise) {
      const closing = this.#whenFree(true, async () => {
        try {
          // A worker that already died has nothing left to flush.
          if (!this.#dead) await this.#request({ op: 'close' });
        } finally {
          this.#dead ??= new Error('PGlite is closed');
          await this.worker.terminate();
        }
      });
      this.#closed = true;
      this.#closePromise = closing;
    }
    return this.#closePromise;
  }

  /**
   * Runs `work` once the connection is free: at once when nothing is queued and no exclusive
   * (transaction, close) holds it, else after everything issued before it. An exclusive holds
   * the connection until its promise settles; other work only needs to be posted in order
   * (the worker runs requests one at a time, in arrival order).
   */
  #whenFree<T>(exclusive: boolean, work: () => Promise<T>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        if (exclusive) this.#exclusiveActive = true;
        let running: Promise<T>;
        try {
          running = work();
        } catch (err) {
          running = Promise.reject(err);
        }
        if (exclusive) {
          running = running.finally(() => {
            this.#exclusiveActive = false;
            this.#drain();
          });
        }
        running.then(resolve, reject);
      };
      if (!this.#exclusiveActive && this.#queue.length === 0) start();
      else this.#queue.push({ exclusive, start });
    });
  }

  #drain(): void {
    while (!this.#exclusiveActive && this.#queue.length > 0) this.#queue.shift()!.start();
  }

  async #query<T>(sql: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (options?.serializers || options?.blob || options?.onNotice) {
      throw new TypeError('PgliteThread.query supports rowMode, parsers and paramTypes only');
    }
    const parsers = options?.parsers;
    const rawTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
    const result = await this.#request<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      rawTypes,
      paramTypes: options?.paramTypes,
    });
    if (parsers && rawTypes!.length > 0) applyParsers(result, parsers, options?.rowMode);
    return result;
  }

  /** Posts one request (after a restart under way); settles with the worker's answer. */
  #request<T>(request: WorkerRequest): Promise<T> {
    if (this.#restarting) return this.#restarting.then(() => this.#request<T>(request));
    if (this.#dead) return Promise.reject(this.#dead);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      try {
        this.worker.postMessage({ ...request, id });
      } catch (err) {
        // A parameter structured clone cannot copy (a function, a class instance with
        // private state): nothing was sent.
        reject(err);
        return;
      }
      if (this.#pending.size === 0) {
        this.worker.ref();
        this.#lastProgressAt = Date.now();
      }
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
  }

  #onAnswer(answer: Answer): void {
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#lastProgressAt = Date.now();
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0) this.worker.unref();
    if (answer.ok) pending.resolve(answer.result);
    else pending.reject(reviveError(answer.error));
  }

  /** Listens to one worker; its death (error or exit, whichever comes first) is handled once. */
  #watch(worker: Worker): void {
    let gone = false;
    const onGone = (err: Error) => {
      if (gone || worker !== this.worker) return;
      gone = true;
      this.#onWorkerGone(err);
    };
    worker.on('message', (message: Answer) => {
      if (worker === this.worker) this.#onAnswer(message);
    });
    worker.on('error', onGone);
    worker.on('exit', (code) => onGone(new Error(`PGlite worker exited (code ${code})`)));
  }

  /** Nothing in flight can be answered any more; unless closing, start a new worker. */
  #onWorkerGone(err: Error): void {
    for (const pending of this.#pending.values()) pending.reject(err);
    this.#pending.clear();
    if (this.#dead) return; // closing (or given up already)
    this.#events.crashed?.(err);
    this.#restarting = this.#restart().finally(() => {
      this.#restarting = null;
    });
  }

  async #restart(): Promise<void> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      try {
        const worker = await startWorker(this.#dataDir, this.#image);
        this.worker = worker;
        this.#watch(worker);
        this.#lastProgressAt = Date.now();
        this.#events.restarted?.();
        return;
      } catch (err) {
        lastError = err;
      }
    }
    const err = new Error(
      `PGlite could not be reopened after its worker died: ${String(lastError)}`,
    );
    this.#dead = err;
    this.#events.gaveUp?.(err);
  }
}

/** Workers started in a row after a crash before giving up (0.5 s, 1 s, 1.5 s apart). */
const RESTART_ATTEMPTS = 3;

/** What a PgliteThread tells its owner about its worker (for the log). */
export interface PgliteThreadEvents {
  /** The worker died; its in-flight statements were rejected and a new one is starting. */
  crashed?(err: Error): void;
  /** A new worker has the database open again. */
  restarted?(): void;
  /** No worker could reopen the database: every statement rejects from now on. */
  gaveUp?(err: Error): void;
}

/** A worker with the database open (ready for requests, unref'd), or PGlite's open error. */
async function startWorker(dataDir: string | null, image: Blob | null): Promise<Worker> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, ...(image ? { image } : {}), ...(await compiledWasm()) },
    // The worker entry is plain JavaScript: it needs none of the parent's loader hooks (tsx).
    execArgv: [],
  });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { ready?: boolean; error?: SerializedError }) => {
      cleanup();
      if (message.ready) resolve();
      else reject(reviveError(message.error));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`PGlite worker exited during start (code ${code})`));
    };
    const cleanup = () => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  }).catch(async (err: unknown) => {
    await worker.terminate();
    throw err;
  });
  worker.unref();
  return worker;
}

let wasmModules: Promise<WasmModules> | undefined;

interface WasmModules {
  pgliteWasmModule?: WebAssembly.Module;
  initdbWasmModule?: WebAssembly.Module;
}

/**
 * PGlite's two WASM binaries, compiled once per process and handed to every worker (a
 * compiled module crosses threads without copying). Without this each worker compiles them
 * again: about 0.9 s per database opened, which the test suites open by the hundred. Empty
 * (each worker compiles for itself) if the files are not where PGlite 0.5 keeps them.
 */
function compiledWasm(): Promise<WasmModules> {
  wasmModules ??= (async () => {
    try {
      const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
      const [pglite, initdb] = await Promise.all([
        readFile(path.join(dist, 'pglite.wasm')),
        readFile(path.join(dist, 'initdb.wasm')),
      ]);
      const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
        WebAssembly.compile(pglite),
        WebAssembly.compile(initdb),
      ]);
      return { pgliteWasmModule, initdbWasmModule };
    } catch {
      return {};
    }
  })();
  return wasmModules;
}

/** The `tx` a transaction callback receives (the subset of PGlite's Transaction we offer). */
export interface PgliteThreadTransaction {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  /** Runs `COPY ... TO '/dev/blob'` and answers what it wrote (COPY's text output). */
  copyOut(sql: string): Promise<Blob>;
  /** Runs `COPY ... FROM '/dev/blob'` reading `data`. */
  copyIn(sql: string, data: Blob): Promise<void>;
  /** ROLLBACK now; the transaction() call then resolves with the callback's value. */
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type WorkerRequest =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** Types whose values the worker returns as text (this thread parses them). */
      rawTypes: number[] | undefined;
      paramTypes: number[] | undefined;
    }
  | { op: 'exec'; sql: string }
  | { op: 'copy'; sql: string; blob?: Blob }
  | { op: 'dump' }
  | { op: 'close' };

type Answer =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };

interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  /** DatabaseError fields (code, detail, constraint, ...), present only when set. */
  fields: Record<string, string | number>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}

/** Rebuilds a worker error: PGlite's DatabaseError when it carries a SQLSTATE code. */
function reviveError(serialized: SerializedError | undefined): Error {
  if (!serialized) return new Error('PGlite worker failed without an error');
  const { name, message, stack, fields } = serialized;
  let err: Error;
  if (typeof fields.code === 'string') {
    const length = typeof fields.length === 'number' ? fields.length : 0;
    err = new messages.DatabaseError(message, length, 'error');
  } else {
    err = new Error(message);
    err.name = name;
  }
  for (const [key, value] of Object.entries(fields)) {
    if (key !== 'length') (err as unknown as Record<string, unknown>)[key] = value;
  }
  // The worker's frames say where PostgreSQL failed inside PGlite, which is rarely the
  // question; keep them below this thread's for the rare case it is.
  if (stack) err.stack = `${err.stack}\n    --- in the PGlite worker ---\n${stack}`;
  return err;
}

/** Applies this thread's parsers to the cells the worker returned as text. */
function applyParsers(
  result: Results<unknown>,
  parsers: NonNullable<QueryOptions['parsers']>,
  rowMode: QueryOptions['rowMode'],
): void {
  const columns: {
    key: string | number;
    parse: (value: string, typeId: number) => unknown;
    type: number;
  }[] = [];
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID] as ParserOptions[number] | undefined;
    if (parse) {
      columns.push({
        key: rowMode === 'array' ? index : field.name,
        parse,
        type: field.dataTypeID,
      });
    }
  });
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, parse, type } of columns) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string, type);
    }
  }
}
