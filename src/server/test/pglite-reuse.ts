import { pgliteHandle, type DatabaseHandle } from '../db/client.js';
import { PgliteThread } from '../db/pglite-thread.js';

/**
 * In-memory PGlite test databases, handed from one suite to the next within a test worker.
 *
 * Opening a copy of the migrated image costs about 1.7 s of CPU on the 2-core machine (a worker
 * thread, PostgreSQL's start and the tarball), and a run of the node project opened 168 of them:
 * about a seventh of its CPU. Putting a closed database back as it came costs a few tens of
 * milliseconds instead, so `close()` does that and keeps the thread for the next suite.
 *
 * A thread is handed on only when it is provably the image again: after the reset, one query's
 * fingerprint of the database (every relation, column, constraint, index, trigger and function
 * outside the system schemas, every table's row count, the contents of the tables that the
 * migrations fill, and every sequence's position) must equal the fingerprint of a fresh copy of
 * the image. Anything else (a partition a test created, a column it added, an open
 * transaction, a failed reset) closes the thread, and the next suite gets a fresh copy. Session
 * state goes with DISCARD ALL (settings, temporary tables, advisory locks, prepared statements).
 *
 * A suite's handle stops working when it is closed, as a closed database does: a statement a
 * stray timer issues afterwards rejects, and never reaches the next suite's database.
 */

/** At most this many reset databases wait per test worker (each holds a PGlite's memory). */
const IDLE_MAX = 2;

interface Pristine {
  /** Every table that is not a partition, as a quoted name; emptied or refilled on reset. */
  tables: string[];
  /** The rows the migrations put in a table, as JSON, by quoted table name. */
  seeded: Map<string, string>;
  /** The image's partitions (quoted names); partitions a suite's app made are dropped on reset. */
  partitions: string[];
  /** `select setval(...)` for every sequence's position in the image. */
  sequences: string;
  /** One `select` answering the fingerprint described above. */
  fingerprintQuery: string;
  fingerprint: string;
}

const idle: PgliteThread[] = [];
let pristine: Promise<Pristine> | null = null;

/** A migrated in-memory test database: a reset one of this worker's, or a copy of `image`. */
export async function openReusablePglite(image: Blob): Promise<DatabaseHandle> {
  const thread = idle.pop() ?? (await PgliteThread.open(null, {}, image));
  // The worker's first database is a fresh copy: it describes the image before it is lent.
  pristine ??= describePristine(thread);
  await pristine;
  const lease = lend(thread);
  return pgliteHandle(lease.thread, async () => {
    lease.end();
    await putBack(thread);
  });
}

/**
 * `thread` seen through a lease: once the lease ends, every method call rejects (as on a
 * closed PgliteThread), so nothing the suite left running can reach the next suite.
 */
function lend(thread: PgliteThread): { thread: PgliteThread; end: () => void } {
  let ended = false;
  const view = new Proxy(thread, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        // As on a closed PgliteThread: not busy (its one synchronous method), every call rejects.
        if (ended && property === 'isBusyAndAlive') return false;
        if (ended) return Promise.reject(new Error('PGlite test database is closed'));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { thread: view, end: () => (ended = true) };
}

async function putBack(thread: PgliteThread): Promise<void> {
  try {
    const image = await (pristine ?? Promise.reject(new Error('no pristine description')));
    await reset(thread, image);
    if ((await fingerprint(thread, image)) === image.fingerprint && idle.length < IDLE_MAX) {
      idle.push(thread);
      return;
    }
  } catch {
    // Not provably the image again: closed below, and the next suite opens a fresh copy.
  }
  await thread.close().catch(() => {});
}

async function reset(thread: PgliteThread, image: Pristine): Promise<void> {
  await thread.exec('DISCARD ALL');
  // The app's partition job makes the scan partitions of the months around today at start.
  const partitions = (await thread.query<{ t: string }>(PARTITIONS)).rows.map((row) => row.t);
  const added = partitions.filter((name) => !image.partitions.includes(name));
  if (added.length > 0) await thread.exec(`drop table ${added.join(', ')}`);
  const filled = await thread.query<{ t: string }>(
    image.tables
      .map((t) => `select '${t.replaceAll("'", "''")}' as t where exists (select 1 from ${t})`)
      .join(' union all '),
  );
  const statements = filled.rows.map((row) => `delete from ${row.t};`);
  for (const [table, rows] of image.seeded) {
    if (!filled.rows.some((row) => row.t === table)) statements.push(`delete from ${table};`);
    statements.push(
      `insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, '${rows.replaceAll("'", "''")}');`,
    );
  }
  // Replica mode: no foreign key checks or triggers while the rows go (in any order).
  await thread.exec(
    `set session_replication_role = replica; ${statements.join(' ')} set session_replication_role = default; ${image.sequences}`,
  );
}

async function fingerprint(thread: PgliteThread, image: Pick<Pristine, 'fingerprintQuery'>) {
  const result = await thread.query<{ f: string }>(image.fingerprintQuery);
  return result.rows[0]?.f ?? '';
}

const USER_NAMESPACES = `select oid from pg_namespace where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'`;

const PARTITIONS = `select format('%I.%I', n.nspname, c.relname) as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relispartition and c.relkind in ('r', 'p') and c.relnamespace in (${USER_NAMESPACES}) order by 1`;

/** Reads a fresh copy of the image (only reads): tables, filled tables, sequences, fingerprint. */
async function describePristine(thread: PgliteThread): Promise<Pristine> {
  const tables = (
    await thread.query<{ t: string }>(
      `select format('%I.%I', n.nspname, c.relname) as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and not c.relispartition and n.nspname <> 'drizzle' and c.relnamespace in (${USER_NAMESPACES})
       order by 1`,
    )
  ).rows.map((row) => row.t);
  const seeded = new Map<string, string>();
  for (const table of tables) {
    const rows = await thread.query<{ j: string | null }>(
      `select json_agg(t)::text as j from ${table} t`,
    );
    const json = rows.rows[0]?.j;
    if (json) seeded.set(table, json);
  }
  const sequenceNames = (
    await thread.query<{ s: string }>(
      `select format('%I.%I', n.nspname, c.relname) as s from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'S' and c.relnamespace in (${USER_NAMESPACES}) order by 1`,
    )
  ).rows.map((row) => row.s);
  const positions: string[] = [];
  for (const name of sequenceNames) {
    const at = await thread.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${name}`,
    );
    const row = at.rows[0];
    if (!row) throw new Error(`sequence ${name} has no row`);
    positions.push(`setval('${name.replaceAll("'", "''")}', ${row.last_value}, ${row.is_called})`);
  }
  const sequences = positions.length > 0 ? `select ${positions.join(', ')};` : '';
  const fingerprintQuery = [
    `select concat_ws('|'`,
    `, (select md5(string_agg(r, ',' order by r)) from (select format('%s %s %s', c.oid::regclass, c.relkind, c.relispartition) as r from pg_class c where c.relnamespace in (${USER_NAMESPACES})) x)`,
    `, (select md5(string_agg(r, ',' order by r)) from (select format('%s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull, a.attisdropped) as r from pg_attribute a join pg_class c on c.oid = a.attrelid where c.relnamespace in (${USER_NAMESPACES}) and a.attnum > 0) x)`,
    `, (select md5(string_agg(r, ',' order by r)) from (select format('%s %s', conrelid::regclass, pg_get_constraintdef(oid)) as r from pg_constraint where connamespace in (${USER_NAMESPACES})) x)`,
    `, (select md5(string_agg(r, ',' order by r)) from (select format('%s %s', tgrelid::regclass, tgname) as r from pg_trigger where not tgisinternal) x)`,
    `, (select md5(string_agg(r, ',' order by r)) from (select format('%s %s', proname, md5(prosrc)) as r from pg_proc where pronamespace in (${USER_NAMESPACES})) x)`,
    `, (select md5(string_agg(r, ',' order by r)) from (select format('%s', d) as r from drizzle.__drizzle_migrations d) x)`,
    ...tables.map((t) =>
      seeded.has(t)
        ? `, (select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from ${t} x)`
        : `, (select count(*) from ${t})`,
    ),
    ...sequenceNames.map((s) => `, (select format('%s %s', last_value, is_called) from ${s})`),
    `) as f`,
  ].join('\n');
  return {
    tables,
    partitions: (await thread.query<{ t: string }>(PARTITIONS)).rows.map((row) => row.t),
    seeded,
    sequences,
    fingerprintQuery,
    fingerprint: await fingerprint(thread, { fingerprintQuery }),
  };
}
