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
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError);
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
  let closed = false;
  return {
    kind: 'pglite',
    pglite,
    // PgliteThread offers the members drizzle's PGlite driver and migrator use (query,
    // transaction with tx.query): see pglite-thread.ts.
    db: drizzlePglite({ client: pglite as unknown as PGlite, schema }),
    ping: async (timeoutMs = 1_500) => {
      // One connection: a long statement (a big export, a rollup fold) makes `select 1` wait,
      // but a worker that is working and answered within the statement limit is no outage.
      if (pglite.isBusyAndAlive(STATEMENT_TIMEOUT_MS)) return;
      await withTimeout(pglite.query('select 1'), timeoutMs);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        // Waits for statements already issued, then closes PGlite (flushing DATA_DIR) and
        // ends the worker; only then may another process take the lock.
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

function openPostgres(url: string, onPoolError?: (err: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({
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
  });
  pool.on('error', (err) => onPoolError?.(err));
  let closed = false;
  return {
    kind: 'postgres',
    pool,
    db: drizzlePg({ client: pool, schema }),
    ping: async (timeoutMs = 1_500) => {
      await withTimeout(pool.query('select 1'), timeoutMs);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
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
