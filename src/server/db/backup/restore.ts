import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseHandle } from '../client.js';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../migrate.js';
import { uploadFiles } from './backup.js';
import {
  BackupFormatError,
  BackupReader,
  type BackupHeader,
  type BackupTrailer,
} from './format.js';
import { ident, inTransaction, type BackupEngine, type DataSession } from './session.js';

/** The target is not empty, or cannot take this backup: nothing was changed. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function journal(): { entries: JournalEntry[] } {
  return JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
}

/** Number of migrations this version of the code has. */
export function codeMigrationCount(): number {
  return journal().entries.length;
}

/** Refuses a backup made at a migration level this code does not have. */
export function checkLevel(header: BackupHeader): void {
  const entries = journal().entries;
  const { count, lastCreatedAt } = header.migrations;
  const last = count > 0 ? entries[count - 1] : undefined;
  if (count > entries.length || (count > 0 && last?.when !== lastCreatedAt)) {
    throw new RestoreRefusedError(
      `This backup was made by QR Shark ${header.appVersion} at migration ${count}, which this version (${entries.length} migrations) does not know: restore it with ${header.appVersion} or newer.`,
    );
  }
}

/**
 * Why a PostgreSQL database is not an empty restore target (a table, view or sequence in any
 * schema of ours), or null when it is empty.
 */
export async function postgresNotEmpty(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
         and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
       order by 1 limit 3`,
    );
    if (rows.length === 0) return null;
    return `the PostgreSQL database already has tables (${rows.map((r) => r.name).join(', ')}${rows.length === 3 ? ', …' : ''})`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Why DATA_DIR's embedded database is not empty, or null. */
export async function pgliteNotEmpty(dataDir: string): Promise<string | null> {
  const entries = await readdir(path.join(dataDir, 'db')).catch(() => []);
  return entries.length > 0 ? `${path.join(dataDir, 'db')} already holds a database` : null;
}

/** Why DATA_DIR cannot take the backup's files (uploads, a different app-secret), or null. */
export async function filesNotEmpty(
  dataDir: string,
  secret: string | null,
): Promise<string | null> {
  const uploads = await uploadFiles(dataDir);
  if (uploads.length > 0) return `${path.join(dataDir, 'uploads')} already holds files`;
  if (secret !== null) {
    const existing = await readFile(path.join(dataDir, 'app-secret'), 'utf8').catch(() => null);
    if (existing !== null && existing.trim() !== secret) {
      return `${path.join(dataDir, 'app-secret')} exists and is not the backup's (sessions and signed links need the backup's)`;
    }
  }
  return null;
}

/** Brings an empty database to the first `count` migrations (the backup's level). */
export async function migrateTo(handle: DatabaseHandle, count: number): Promise<void> {
  const all = journal();
  if (count === all.entries.length) {
    await migrateDatabase(handle);
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'qrs-restore-migrations-'));
  try {
    const entries = all.entries.slice(0, count);
    await mkdir(path.join(folder, 'meta'));
    await writeFile(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...all, entries }),
    );
    for (const entry of entries) {
      await copyFile(
        path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    }
    await migrateDatabase(handle, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Largest COPY statement a restore sends (whole rows); bounds memory on either engine. */
const COPY_CHUNK_BYTES = 16 * 1024 * 1024;

export interface LoadOptions {
  engine: BackupEngine;
  /** The backup's reader, its header already read. */
  reader: BackupReader;
  header: BackupHeader;
  /**
   * Where the backup's files go (DATA_DIR); null skips them (the move, whose DATA_DIR stays).
   * They are written to a folder of their own and moved into place only after the commit.
   */
  dataDir: string | null;
  /** The backup's app-secret (its second line), written to DATA_DIR with its files. */
  secret: string | null;
}

export interface LoadResult {
  rows: Record<string, number>;
  files: number;
  bytes: number;
  secret: boolean;
}

/**
 * Loads the rows of a backup into a database migrated to its level, in one transaction:
 * partitions recreated, rows the migrations seeded replaced, every table checked against the
 * header's count, sequences set; the files and app-secret are written to a staging folder and
 * moved into DATA_DIR once the transaction has committed. Rejects (the transaction rolled back,
 * the staging folder removed) on a truncated or inconsistent backup.
 */
export async function loadBackup(options: LoadOptions): Promise<LoadResult> {
  const { engine, reader, header, dataDir } = options;
  const staging =
    dataDir === null ? null : path.join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  const result: LoadResult = { rows: {}, files: 0, bytes: 0, secret: false };
  try {
    if (staging !== null && options.secret !== null) {
      await mkdir(staging, { recursive: true, mode: 0o700 });
      await writeFile(path.join(staging, 'app-secret'), `${options.secret}\n`, { mode: 0o600 });
      result.secret = true;
    }
    await inTransaction(engine, 'write', async (session) => {
      await prepareTables(session, header);
      let trailer: BackupTrailer | null = null;
      for (;;) {
        const section = await reader.section();
        if (section === null) break;
        const value = section.value as Record<string, unknown>;
        if (section.kind === 'table') {
          const name = String(value.name);
          const table = header.tables.find((t) => t.name === name);
          if (!table) throw new BackupFormatError(`table ${name} is not in the backup's header`);
          result.rows[name] = await loadTable(session, reader, table.name, table.columns);
          if (result.rows[name] !== table.rows) {
            throw new BackupFormatError(
              `table ${name} has ${result.rows[name]} rows in the backup, its header says ${table.rows}`,
            );
          }
        } else if (section.kind === 'file') {
          const relative = String(value.path);
          const size = Number(value.size);
          if (!/^uploads\/[A-Za-z0-9_./-]+$/.test(relative) || relative.includes('..')) {
            throw new BackupFormatError(`the backup holds a file outside uploads: ${relative}`);
          }
          if (staging === null) {
            await reader.bytes(size, async () => {});
          } else {
            const target = path.join(staging, relative);
            await mkdir(path.dirname(target), { recursive: true });
            const out = createWriteStream(target, { mode: 0o600 });
            await reader.bytes(size, async (bytes) => {
              if (!out.write(bytes)) {
                await new Promise<void>((resolve) => out.once('drain', () => resolve()));
              }
            });
            await new Promise<void>((resolve, reject) => {
              out.once('error', reject);
              out.end(resolve);
            });
            result.files += 1;
            result.bytes += size;
          }
        } else if (section.kind === 'end') {
          trailer = value as unknown as BackupTrailer;
          break;
        } else {
          throw new BackupFormatError(`unknown section "${section.kind}" in the backup`);
        }
      }
      if (trailer === null) {
        throw new BackupFormatError('the backup is truncated (it has no end line)');
      }
      for (const table of header.tables) {
        if (result.rows[table.name] === undefined) {
          throw new BackupFormatError(`the backup lacks the rows of table ${table.name}`);
        }
      }
      if (staging !== null && (trailer.files !== result.files || trailer.bytes !== result.bytes)) {
        throw new BackupFormatError(
          `the backup's files do not add up (${result.files} files, ${result.bytes} bytes read; ${trailer.files} and ${trailer.bytes} written)`,
        );
      }
      await setSequences(session, header);
    });
    if (staging !== null && dataDir !== null) await moveIntoPlace(staging, dataDir);
  } finally {
    if (staging !== null) await rm(staging, { recursive: true, force: true });
  }
  return result;
}

/** Partitions recreated; rows the migrations seeded (a default client, plans) removed. */
async function prepareTables(session: DataSession, header: BackupHeader): Promise<void> {
  for (const partition of header.partitions) {
    await session.query(
      `create table if not exists ${ident(partition.name)} partition of ${ident(partition.parent)} ${partition.bound}`,
    );
  }
  const missing: string[] = [];
  for (const table of header.tables) {
    const [row] = await session.query<{ present: boolean }>(
      `select to_regclass($1) is not null as present`,
      [ident(table.name)],
    );
    if (!row?.present) missing.push(table.name);
  }
  if (missing.length > 0) {
    throw new BackupFormatError(
      `the migrated database lacks the backup's tables ${missing.join(', ')}`,
    );
  }
  if (header.tables.length > 0) {
    await session.query(`truncate ${header.tables.map((t) => ident(t.name)).join(', ')}`);
  }
}

async function loadTable(
  session: DataSession,
  reader: BackupReader,
  table: string,
  columns: string[],
): Promise<number> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  const flush = async () => {
    if (heldBytes === 0) return;
    const data = held.length === 1 ? held[0]! : Buffer.concat(held);
    held = [];
    heldBytes = 0;
    await session.copyIn(table, columns, data);
  };
  const rows = await reader.copyData(async (lines) => {
    // Slices of the reader's chunks, which it never writes to again.
    held.push(lines);
    heldBytes += lines.length;
    if (heldBytes >= COPY_CHUNK_BYTES) await flush();
  });
  await flush();
  return rows;
}

async function setSequences(session: DataSession, header: BackupHeader): Promise<void> {
  for (const sequence of header.sequences) {
    if (sequence.value === null) continue;
    await session.query(`select setval($1, $2, true)`, [ident(sequence.name), sequence.value]);
  }
}

/** Moves the staged uploads and app-secret into DATA_DIR (same file system: renames). */
async function moveIntoPlace(staging: string, dataDir: string): Promise<void> {
  const entries = await readdir(staging).catch(() => [] as string[]);
  for (const name of entries) {
    const from = path.join(staging, name);
    const to = path.join(dataDir, name);
    if (name === 'app-secret') {
      await rename(from, to);
      await chmod(to, 0o600);
    } else if (name === 'uploads') {
      await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
      for (const kind of await readdir(from)) {
        const target = path.join(dataDir, 'uploads', kind);
        await mkdir(target, { recursive: true });
        for (const file of await readdir(path.join(from, kind))) {
          await rename(path.join(from, kind, file), path.join(target, file));
        }
      }
    }
  }
}

/** The backup's second line: its app-secret, or null. */
export async function readSecretSection(reader: BackupReader): Promise<string | null> {
  const section = await reader.section();
  if (section?.kind !== 'secret') throw new BackupFormatError('the backup lacks its secret line');
  const value = (section.value as { value?: unknown }).value;
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * Undoes a failed restore into PostgreSQL, which was empty when it started (checked): drops
 * what the migrations created.
 */
export async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Reads a whole backup through (after its header and secret line) and checks it: every table
 * of the header with its number of rows, the files, the end line. Answers what it holds.
 */
export async function checkBackup(
  reader: BackupReader,
  header: BackupHeader,
): Promise<BackupTrailer> {
  const rows: Record<string, number> = {};
  let files = 0;
  let bytes = 0;
  for (;;) {
    const section = await reader.section();
    if (section === null) throw new BackupFormatError('the backup is truncated (no end line)');
    const value = section.value as Record<string, unknown>;
    if (section.kind === 'table') {
      rows[String(value.name)] = await reader.copyData(async () => {});
    } else if (section.kind === 'file') {
      await reader.bytes(Number(value.size), async () => {});
      files += 1;
      bytes += Number(value.size);
    } else if (section.kind === 'end') {
      const trailer = value as unknown as BackupTrailer;
      for (const table of header.tables) {
        if (rows[table.name] !== table.rows) {
          throw new BackupFormatError(
            `table ${table.name}: ${rows[table.name] ?? 0} rows in the file, ${table.rows} in its header`,
          );
        }
      }
      if (trailer.files !== files || trailer.bytes !== bytes) {
        throw new BackupFormatError('the files in the backup do not match its end line');
      }
      return trailer;
    } else {
      throw new BackupFormatError(`unknown section "${section.kind}" in the backup`);
    }
  }
}
