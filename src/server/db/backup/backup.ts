import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { APP_VERSION } from '../../version.js';
import { FORMAT, sectionLine, type BackupHeader, type BackupTrailer } from './format.js';
import { ident, inTransaction, type BackupEngine, type DataSession } from './session.js';

export interface WriteBackupOptions {
  engine: BackupEngine;
  /** DATA_DIR: uploads and app-secret are read from it; null leaves files out (the move). */
  dataDir: string | null;
  /** The plain (uncompressed) backup stream; gzip is the caller's. */
  out: Writable;
  /** Told how long the snapshot transaction lasted and how many bytes of rows it read. */
  onSnapshot?: (ms: number, bytes: number) => void;
}

/** Writes `data` to `out`, waiting when its buffer is full. */
async function write(out: Writable, data: string | Buffer): Promise<void> {
  if (out.write(data)) return;
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      out.off('drain', onDrain).off('error', onError).off('close', onClose);
    };
    const onDrain = () => {
      done();
      resolve();
    };
    const onError = (err: Error) => {
      done();
      reject(err);
    };
    // Destroyed without an error (the reader went away): nothing will drain it any more.
    const onClose = () => {
      done();
      reject(new Error('the backup stream was closed before the backup was written'));
    };
    out.once('drain', onDrain).once('error', onError).once('close', onClose);
  });
}

/** The tables, columns, counts, sequences and partitions of the snapshot. */
export async function readHeader(session: DataSession): Promise<BackupHeader> {
  const tables = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     order by c.relname`,
  );
  const edges = await session.query<{ child: string; parent: string }>(
    `select distinct c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const described: BackupHeader['tables'] = [];
  for (const name of referencedFirst(
    tables.map((t) => t.name),
    edges,
  )) {
    const columns = await tableColumns(session, name);
    const [count] = await session.query<{ n: string | number }>(
      `select count(*)::text as n from ${ident(name)}`,
    );
    described.push({ name, columns, rows: Number(count?.n ?? 0) });
  }
  const sequences = await session.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value::text as value from pg_sequences
     where schemaname = 'public' order by sequencename`,
  );
  const partitions = await session.query<{ name: string; parent: string; bound: string }>(
    `select c.relname as name, p.relname as parent, pg_get_expr(c.relpartbound, c.oid) as bound
     from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
     join pg_namespace n on n.oid = p.relnamespace
     where n.nspname = 'public' and c.relispartition and c.relkind in ('r', 'p')
     order by p.relname, c.relname`,
  );
  return {
    format: FORMAT,
    formatVersion: 1,
    appVersion: APP_VERSION,
    createdAt: new Date().toISOString(),
    engine: session.kind,
    migrations: await migrationLevel(session),
    tables: described,
    sequences: sequences.map((s) => ({
      name: s.name,
      value: s.value === null ? null : Number(s.value),
    })),
    partitions,
    secret: 'none',
  };
}

/**
 * The tables ordered so that every table comes after those its foreign keys reference (a
 * restore loads them in file order with the constraints in place); ties by name. Tables in a
 * cycle (none today) keep name order at the end, and their load would fail on the constraint.
 */
export function referencedFirst(
  names: string[],
  edges: { child: string; parent: string }[],
): string[] {
  const known = new Set(names);
  const waitingOn = new Map<string, Set<string>>(names.map((n) => [n, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (known.has(child) && known.has(parent)) waitingOn.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  for (;;) {
    const ready = names.filter(
      (n) => !placed.has(n) && [...(waitingOn.get(n) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) break;
    for (const n of ready) {
      placed.add(n);
      ordered.push(n);
    }
  }
  return [...ordered, ...names.filter((n) => !placed.has(n))];
}

/** A table's stored columns in order (generated ones are recomputed, not copied). */
export async function tableColumns(session: DataSession, table: string): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
    [ident(table)],
  );
  return rows.map((r) => r.name);
}

/** How many migrations the database has had, and when the last one was made. */
export async function migrationLevel(session: DataSession): Promise<BackupHeader['migrations']> {
  const [exists] = await session.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return { count: 0, lastCreatedAt: null };
  const [row] = await session.query<{ count: string; last: string | null }>(
    `select count(*)::text as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return { count: Number(row?.count ?? 0), lastCreatedAt: row?.last ? Number(row.last) : null };
}

/**
 * Writes a whole backup to `out` (uncompressed; ends it). The rows come from one snapshot; on
 * PGlite they are read into memory during it, so the server's other statements wait only for
 * the reading, not for the writing. Files are read after the snapshot. Answers the header.
 */
export async function writeBackup(options: WriteBackupOptions): Promise<BackupHeader> {
  const { engine, dataDir, out } = options;
  const secret = dataDir === null ? null : await readSecret(dataDir);
  const trailer: BackupTrailer = { tables: {}, files: 0, bytes: 0 };
  const held: (string | Buffer)[] = [];
  // PGlite: hold everything until the transaction ends; PostgreSQL: stream as it comes.
  const emit = async (data: string | Buffer) => {
    if (engine.kind === 'pglite') held.push(data);
    else await write(out, data);
  };
  let rowBytes = 0;
  const snapshotStarted = Date.now();
  const header = await inTransaction(engine, 'snapshot', async (session) => {
    const header = await readHeader(session);
    header.secret = secret === null ? 'none' : 'file';
    await emit(`${JSON.stringify(header)}\n`);
    // Second, so a restore can refuse a DATA_DIR holding another secret before changing anything.
    await emit(sectionLine('secret', { value: secret }));
    for (const table of header.tables) {
      await emit(sectionLine('table', { name: table.name }));
      const columns = table.columns.map(ident).join(', ');
      await session.copyOut(`select ${columns} from ${ident(table.name)}`, async (data) => {
        rowBytes += data.length;
        await emit(data);
      });
      await emit('\\.\n');
      trailer.tables[table.name] = table.rows;
    }
    return header;
  });
  options.onSnapshot?.(Date.now() - snapshotStarted, rowBytes);
  for (const data of held.splice(0)) await write(out, data);
  if (dataDir !== null) {
    for (const relative of await uploadFiles(dataDir)) {
      const absolute = path.join(dataDir, relative);
      const size = (await stat(absolute)).size;
      await write(out, sectionLine('file', { path: relative, size }));
      let sent = 0;
      for await (const chunk of createReadStream(absolute, { end: Math.max(0, size - 1) })) {
        const bytes = chunk as Buffer;
        const part = bytes.subarray(0, Math.min(bytes.length, size - sent));
        sent += part.length;
        await write(out, part);
        if (sent >= size) break;
      }
      if (sent !== size) throw new Error(`${relative} changed size while it was being backed up`);
      await write(out, '\n');
      trailer.files += 1;
      trailer.bytes += size;
    }
  }
  await write(out, sectionLine('end', trailer));
  await new Promise<void>((resolve, reject) => {
    out.once('error', reject);
    out.end(resolve);
  });
  return header;
}

/** DATA_DIR/app-secret, or null when there is none (APP_SECRET set in the environment). */
async function readSecret(dataDir: string): Promise<string | null> {
  try {
    const value = (await readFile(path.join(dataDir, 'app-secret'), 'utf8')).trim();
    return value.length > 0 ? value : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Files under DATA_DIR/uploads (not its tmp folder of files being received), '/'-separated. */
export async function uploadFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const found: string[] = [];
  const walk = async (relative: string) => {
    let entries;
    try {
      entries = await readdir(path.join(dataDir, relative), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (child !== 'uploads/tmp') await walk(child);
      } else if (entry.isFile()) {
        found.push(child);
      }
    }
  };
  if (root) await walk('uploads');
  return found.sort();
}
