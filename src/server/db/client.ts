import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import path from 'node:path';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { PgliteThread, type PgliteThreadEvents } from './pglite-thread.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle database both drivers provide; services hold it and open transactions on it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened on the database: the `tx` of `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/**
 * What repository functions run their queries on: the database itself, or a transaction a
 * service opened as its unit of work. Either is passed as it is, without a cast.
 */
export type DbExecutor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  /**
   * Where stale-tolerant reads go (analytics aggregates, scan exports, admin and site figures):
   * the replica at DATABASE_READ_URL, or `db` itself without one. A read that must see the
   * caller's own write (lists and details of their codes, ownership checks) and every write use
   * `db`. A replica that does not answer sends its reads to `db` (see ReplicaPool).
   */
  read: Database;
  /** True when `read` is a replica (DATABASE_READ_URL), false when it is `db`. */
  hasReplica: boolean;
  /** One round trip; rejects when the database does not answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
} & (
  | {
      kind: 'pglite';
      /** PGlite in its worker thread (SQL never runs on this thread). */
      pglite: PgliteThread;
    }
  | { kind: 'postgres'; pool: pg.Pool }
);

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl: string | null;
  /** A streaming replica of databaseUrl for stale-tolerant reads (DATABASE_READ_URL). */
  readUrl?: string | null;
  /**
   * Told when the replica stops answering and its reads go to the primary: at most once per
   * REPLICA_RETRY_MS, so a dead replica does not flood the log.
   */
  onReplicaDown?: (err: Error) => void;
  /** Told when the replica answers again after being down. */
  onReplicaBack?: () => void;
  /** How long a failed replica is skipped before it is asked again; default REPLICA_RETRY_MS. */
  replicaRetryMs?: number;
  /** Called for errors on idle pool connections (a dropped server); they must not crash us. */
  onPoolError?: (err: Error) => void;
  /** Told when PGlite's worker dies and is replaced (for the log). */
  pgliteEvents?: PgliteThreadEvents;
  /** With dataDir 'memory://': start as a copy of this PgliteThread.dumpDataDir() tarball. */
  pgliteImage?: Blob;
}

/**
 * Per-statement limit on PostgreSQL so a stuck query cannot hold a request forever; on PGlite
 * (no such limit) the health check calls a worker stuck after this long without an answer.
 */
const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite in DATA_DIR/db guarded by
 * DATA_DIR/.lock (throws DataDirLockedError if another process holds it).
 * Pass dataDir 'memory://' for a throwaway in-memory PGlite (tests).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options);
  if (options.readUrl) throw new Error('a read replica (DATABASE_READ_URL) needs DATABASE_URL');
  return openPglite(options.dataDir, options.pgliteEvents, options.pgliteImage);
}

async function openPglite(
  dataDir: string,
  events?: PgliteThreadEvents,
  image?: Blob,
): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory://';
  // The lock stays with this process's main thread: the worker only ever opens what it holds.
  const lock: DataDirLock | null = inMemory ? null : lockDataDir(dataDir);
  let pglite: PgliteThread;
  try {
    pglite = await PgliteThread.open(
      inMemory ? null : path.join(dataDir, 'db'),
      events,
      image ?? null,
    );
  } catch (err) {
    lock?.release();
    throw err;
  }
  return pgliteHandle(pglite, async () => {
    try {
      // Waits for statements already issued, then closes PGlite (flushing DATA_DIR) and
      // ends the worker; only then may another process take the lock.
      await pglite.close();
    } finally {
      lock?.release();
    }
  });
}

/**
 * The handle over an open PgliteThread; its `close` runs `onClose` once. openDatabase closes
 * the thread there; the test databases (test/databases.ts) hand a reset thread to the next suite.
 */
export function pgliteHandle(pglite: PgliteThread, onClose: () => Promise<void>): DatabaseHandle {
  let closed = false;
  // PgliteThread offers the members drizzle's PGlite driver and migrator use (query,
  // transaction with tx.query): see pglite-thread.ts.
  const db = drizzlePglite({ client: pglite as unknown as PGlite, schema });
  return {
    kind: 'pglite',
    pglite,
    db,
    read: db,
    hasReplica: false,
    ping: async (timeoutMs = 1_500) => {
      // One connection: a long statement (a big export, a rollup fold) makes `select 1` wait,
      // but a worker that is working and answered within the statement limit is no outage.
      if (pglite.isBusyAndAlive(STATEMENT_TIMEOUT_MS)) return;
      await withTimeout(pglite.query('select 1'), timeoutMs);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await onClose();
    },
  };
}

function poolConfig(url: string): pg.PoolConfig {
  return {
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    // Client-side bound too, for a server that accepts the socket but never answers.
    query_timeout: STATEMENT_TIMEOUT_MS + 1_000,
    // No JIT: our queries are short, and an analytics query whose raw part the planner
    // overestimates spent ~450 ms compiling for a ~70 ms run (measured on a year of scans).
    options: '-c jit=off',
  };
}

function openPostgres(options: OpenDatabaseOptions): DatabaseHandle {
  const { onPoolError } = options;
  const pool = new pg.Pool(poolConfig(options.databaseUrl ?? ''));
  pool.on('error', (err) => onPoolError?.(err));
  const replica = options.readUrl
    ? new ReplicaPool(poolConfig(options.readUrl), pool, {
        down: options.onReplicaDown,
        back: options.onReplicaBack,
        retryMs: options.replicaRetryMs ?? REPLICA_RETRY_MS,
      })
    : null;
  replica?.on('error', (err) => onPoolError?.(err));
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    kind: 'postgres',
    pool,
    db,
    read: replica ? drizzlePg({ client: replica, schema }) : db,
    hasReplica: replica !== null,
    ping: async (timeoutMs = 1_500) => {
      // The primary only: reads fall back to it, so a dead replica is no outage.
      await withTimeout(pool.query('select 1'), timeoutMs);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), replica?.end()]);
    },
  };
}

/** After the replica failed, its reads go to the primary for this long before it is tried again. */
export const REPLICA_RETRY_MS = 30_000;

/**
 * Why the replica could not serve a read that the primary can: 'down' (unreachable, shut down,
 * starting, full), 'conflict' (cancelled by a conflict with recovery: the replica was replaying
 * a change the read would have seen; it is fine otherwise), or null (the read's own error).
 */
function replicaFailure(err: unknown): 'down' | 'conflict' | null {
  if (!(err instanceof Error)) return null;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Network: refused, reset, unreachable, unknown host.
    if (/^(ECONN|EHOST|ENET|ENOTFOUND|EAI_|EPIPE|ETIMEDOUT)/.test(code)) return 'down';
    // SQLSTATE class 08 (connection exception); 57P01-57P03 (shut down, crashed, starting up);
    // 53300 (too many connections).
    if (code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300') return 'down';
    if (code === '40001') return 'conflict';
  }
  // node-postgres' own messages for a connect timeout or a socket that closed.
  return /timeout exceeded when trying to connect|Connection terminated|connection timeout/i.test(
    err.message,
  )
    ? 'down'
    : null;
}

/**
 * The replica's pool, given to Drizzle as its client: a read the replica cannot serve (down,
 * starting, unreachable, cancelled by recovery) is run on the primary instead, so a replica
 * outage never becomes an error for the user. After a failure the replica is skipped for
 * REPLICA_RETRY_MS (no connect timeout per read meanwhile) and `down` is told once.
 */
class ReplicaPool extends pg.Pool {
  private skipUntil = 0;
  private down = false;

  constructor(
    config: pg.PoolConfig,
    private readonly primary: pg.Pool,
    private readonly events: {
      down?: (err: Error) => void;
      back?: () => void;
      retryMs: number;
    },
  ) {
    super(config);
  }

  private usable(): boolean {
    return Date.now() >= this.skipUntil;
  }

  private failed(err: Error): void {
    this.skipUntil = Date.now() + this.events.retryMs;
    if (!this.down) {
      this.down = true;
      this.events.down?.(err);
    }
  }

  private answered(): void {
    if (!this.down) return;
    this.down = false;
    this.events.back?.();
  }

  // Drizzle calls the promise form only; a callback form goes to pg unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    if (typeof args[args.length - 1] === 'function') {
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const onPrimary = () => (this.primary.query as (...a: unknown[]) => Promise<unknown>)(...args);
    if (!this.usable()) return onPrimary();
    return (super.query as (...a: unknown[]) => Promise<unknown>)(...args).then(
      (result) => {
        this.answered();
        return result;
      },
      (err: unknown) => {
        const failure = replicaFailure(err);
        if (failure === null) throw err;
        if (failure === 'down') this.failed(err as Error);
        return onPrimary();
      },
    );
  }

  // A transaction on the read handle: on the replica, or on the primary when it is down.
  override async connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    if (!this.usable()) return this.primary.connect();
    return super.connect().then(
      (client) => {
        this.answered();
        return client;
      },
      (err: unknown) => {
        if (replicaFailure(err) !== 'down') throw err;
        this.failed(err as Error);
        return this.primary.connect();
      },
    );
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database did not answer within ${ms} ms`)), ms);
  });
  // A late rejection of the losing promise must not become an unhandled rejection.
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
