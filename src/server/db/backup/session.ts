// One transaction on either engine, with the few operations backup, restore and the move need:
// queries, COPY out and COPY in. PostgreSQL gets a connection of its own (no statement limit:
// a large table takes longer than the app pool's 15 s); PGlite runs on its thread's single
// connection, so while a PGlite transaction runs every other statement of the server waits.
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { finished } from 'node:stream/promises';
import type { PgliteThread, PgliteThreadTransaction } from '../pglite-thread.js';

/** Where the data is: the server's (or our own) PGlite thread, or a PostgreSQL URL. */
export type BackupEngine =
  { kind: 'pglite'; pglite: PgliteThread } | { kind: 'postgres'; url: string };

export interface DataSession {
  readonly kind: 'pglite' | 'postgres';
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** `COPY (select) TO …` in text format; chunks of whole lines go to `onData`. */
  copyOut(select: string, onData: (data: Buffer) => Promise<void> | void): Promise<void>;
  /** `COPY table (columns) FROM …` of whole lines in text format. */
  copyIn(table: string, columns: string[], data: Buffer): Promise<void>;
}

/** Session settings so row text (checksums) reads the same on both engines. */
const STABLE_TEXT = [
  "set timezone = 'UTC'",
  "set datestyle = 'ISO, MDY'",
  "set intervalstyle = 'postgres'",
  "set bytea_output = 'hex'",
  'set extra_float_digits = 1',
];

/** A double-quoted identifier. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Runs `work` in one transaction: `snapshot` makes it a read-only REPEATABLE READ one on
 * PostgreSQL (every table as of one instant while the app keeps writing); on PGlite any
 * transaction is that, as nothing else runs meanwhile. Rolls back when `work` rejects or when
 * `snapshot` (nothing to keep), commits otherwise.
 */
export async function inTransaction<T>(
  engine: BackupEngine,
  mode: 'snapshot' | 'write',
  work: (session: DataSession) => Promise<T>,
): Promise<T> {
  if (engine.kind === 'pglite') {
    return engine.pglite.transaction(async (tx) => {
      for (const statement of STABLE_TEXT)
        await tx.query(`${statement.replace('set ', 'set local ')}`);
      const result = await work(pgliteSession(tx));
      if (mode === 'snapshot') await tx.rollback();
      return result;
    });
  }
  const client = new pg.Client({ connectionString: engine.url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(
      mode === 'snapshot' ? 'begin isolation level repeatable read read only' : 'begin',
    );
    for (const statement of STABLE_TEXT)
      await client.query(statement.replace('set ', 'set local '));
    await client.query('set local statement_timeout = 0');
    let result: T;
    try {
      result = await work(postgresSession(client));
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    }
    await client.query(mode === 'snapshot' ? 'rollback' : 'commit');
    return result;
  } finally {
    await client.end().catch(() => {});
  }
}

function pgliteSession(tx: PgliteThreadTransaction): DataSession {
  return {
    kind: 'pglite',
    query: async <T>(text: string, params: unknown[] = []) =>
      (await tx.query<T>(text, params)).rows,
    copyOut: async (select, onData) => {
      const blob = await tx.copyOut(`copy (${select}) to '/dev/blob'`);
      if (blob.size > 0) await onData(Buffer.from(await blob.arrayBuffer()));
    },
    copyIn: async (table, columns, data) => {
      await tx.copyIn(
        `copy ${ident(table)} (${columns.map(ident).join(', ')}) from '/dev/blob'`,
        new Blob([new Uint8Array(data)]),
      );
    },
  };
}

function postgresSession(client: pg.Client): DataSession {
  return {
    kind: 'postgres',
    query: async <T>(text: string, params: unknown[] = []) =>
      (await client.query(text, params)).rows as T[],
    copyOut: async (select, onData) => {
      const stream = client.query(copyTo(`copy (${select}) to stdout`));
      // pg-copy-streams hands over whole rows; awaiting onData is the backpressure.
      for await (const chunk of stream as AsyncIterable<Buffer>) await onData(chunk);
    },
    copyIn: async (table, columns, data) => {
      const stream = client.query(
        copyFrom(`copy ${ident(table)} (${columns.map(ident).join(', ')}) from stdin`),
      );
      const done = finished(stream);
      stream.end(data);
      await done;
    },
  };
}
