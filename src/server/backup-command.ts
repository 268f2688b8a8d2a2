// `npm run backup -- FILE`, `npm run restore -- FILE`, `npm run move-to-postgres -- URL`
// (issue 41 items 1 and 2). They read DATA_DIR and DATABASE_URL like the server; the engine
// and the file format are in db/backup. docs/operating/backup.md is the operator's guide.
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { ConfigError, loadDataLocation } from './config.js';
import { writeBackup } from './db/backup/backup.js';
import {
  BackupFormatError,
  BackupReader,
  parseHeader,
  type BackupHeader,
} from './db/backup/format.js';
import {
  checkBackup,
  checkLevel,
  codeMigrationCount,
  emptyPostgres,
  filesNotEmpty,
  loadBackup,
  migrateTo,
  pgliteNotEmpty,
  postgresNotEmpty,
  readSecretSection,
  RestoreRefusedError,
  type LoadResult,
} from './db/backup/restore.js';
import type { BackupEngine } from './db/backup/session.js';
import { requestBackup } from './db/backup/socket.js';
import { tableSums } from './db/backup/verify.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { migrateDatabase, MigrationRefusedError } from './db/migrate.js';

const USAGE = {
  backup: 'Usage: npm run backup -- FILE',
  restore: 'Usage: npm run restore -- FILE',
  'move-to-postgres': 'Usage: npm run move-to-postgres -- postgres://user:password@host/database',
} as const;

type Command = keyof typeof USAGE;

/** A URL with its password replaced, for messages. */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

function totalRows(header: BackupHeader): number {
  return header.tables.reduce((sum, t) => sum + t.rows, 0);
}

function scanRows(header: BackupHeader): number {
  return header.tables.find((t) => t.name === 'scan_events')?.rows ?? 0;
}

/** The embedded database's folder holds one (a backup must never create an empty one). */
async function hasEmbeddedDatabase(dataDir: string): Promise<boolean> {
  return (await readdir(path.join(dataDir, 'db')).catch(() => [])).length > 0;
}

async function backup(file: string): Promise<number> {
  const { dataDir, databaseUrl } = loadDataLocation(process.env);
  const started = Date.now();
  const partial = `${file}.partial`;
  let source: string;
  try {
    const out = createWriteStream(partial, { mode: 0o600 });
    if (databaseUrl) {
      source = `PostgreSQL ${maskUrl(databaseUrl)}`;
      const gzip = createGzip({ level: 6 });
      await Promise.all([
        writeBackup({ engine: { kind: 'postgres', url: databaseUrl }, dataDir, out: gzip }),
        pipeline(gzip, out),
      ]);
    } else {
      const socket = await requestBackup(dataDir);
      if (socket) {
        source = `the running server's embedded database in ${dataDir}`;
        await pipeline(socket, out);
      } else {
        if (!(await hasEmbeddedDatabase(dataDir))) {
          out.destroy();
          throw new RestoreRefusedError(
            `There is no database in ${dataDir} to back up (set DATA_DIR, or DATABASE_URL for PostgreSQL).`,
          );
        }
        source = `the embedded database in ${dataDir} (no server running)`;
        const handle = await openDatabase({ dataDir, databaseUrl: null });
        try {
          if (handle.kind !== 'pglite') throw new Error('expected the embedded database');
          const gzip = createGzip({ level: 6 });
          await Promise.all([
            writeBackup({ engine: { kind: 'pglite', pglite: handle.pglite }, dataDir, out: gzip }),
            pipeline(gzip, out),
          ]);
        } finally {
          await handle.close();
        }
      }
    }
    // Read it back whole: a server that failed mid-way leaves a stream without its end line.
    const reader = new BackupReader(createReadStream(partial).pipe(createGunzip()));
    const header = parseHeader(await reader.line());
    await readSecretSection(reader);
    const trailer = await checkBackup(reader, header);
    await rename(partial, file);
    const size = (await stat(file)).size;
    console.log(
      `Backup of ${source} written to ${file} (${(size / 1e6).toFixed(1)} MB, ${seconds(started)}): ` +
        `QR Shark ${header.appVersion}, migration ${header.migrations.count}, ${totalRows(header)} rows in ` +
        `${header.tables.length} tables (${scanRows(header)} scans), ${trailer.files} uploaded files, ` +
        `app-secret ${header.secret === 'file' ? 'included' : 'not included (APP_SECRET is set in the environment: keep it)'}.`,
    );
    return 0;
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/** Opens the backup FILE and reads its header and secret line. */
async function openBackup(
  file: string,
): Promise<{ reader: BackupReader; header: BackupHeader; secret: string | null; input: Readable }> {
  await stat(file).catch(() => {
    throw new RestoreRefusedError(`There is no backup file ${file}.`);
  });
  const input = createReadStream(file).pipe(createGunzip());
  const reader = new BackupReader(input);
  try {
    const header = parseHeader(await reader.line());
    const secret = await readSecretSection(reader);
    return { reader, header, secret, input };
  } catch (err) {
    input.destroy();
    if ((err as NodeJS.ErrnoException).code === 'Z_DATA_ERROR') {
      throw new BackupFormatError('this is not a QR Shark backup (not a gzip file)');
    }
    throw err;
  }
}

/**
 * Loads an opened backup into the target (checked empty), migrating it to the backup's level
 * first and to the code's after. On failure the target is emptied again.
 */
async function loadInto(
  target: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string },
  reader: BackupReader,
  header: BackupHeader,
  secret: string | null,
  filesDir: string | null,
): Promise<LoadResult> {
  const handle: DatabaseHandle = await openDatabase(
    target.kind === 'pglite'
      ? { dataDir: target.dataDir, databaseUrl: null }
      : { dataDir: 'memory://', databaseUrl: target.url },
  );
  let closed = false;
  try {
    await migrateTo(handle, header.migrations.count);
    const engine: BackupEngine =
      handle.kind === 'pglite'
        ? { kind: 'pglite', pglite: handle.pglite }
        : { kind: 'postgres', url: (target as { url: string }).url };
    const result = await loadBackup({ engine, reader, header, dataDir: filesDir, secret });
    if (header.migrations.count < codeMigrationCount()) await migrateDatabase(handle);
    closed = true;
    await handle.close();
    return result;
  } catch (err) {
    if (!closed) await handle.close().catch(() => {});
    if (target.kind === 'pglite') {
      await rm(path.join(target.dataDir, 'db'), { recursive: true, force: true });
    } else {
      await emptyPostgres(target.url).catch(() => {});
    }
    throw err;
  }
}

async function restore(file: string): Promise<number> {
  const { dataDir, databaseUrl } = loadDataLocation(process.env);
  const started = Date.now();
  const { reader, header, secret, input } = await openBackup(file);
  try {
    checkLevel(header);
    const notEmpty =
      (databaseUrl ? await postgresNotEmpty(databaseUrl) : await pgliteNotEmpty(dataDir)) ??
      (await filesNotEmpty(dataDir, secret));
    if (notEmpty) {
      throw new RestoreRefusedError(
        `Restore refused: ${notEmpty}. A backup is restored only into an empty target, so that nothing is overwritten; nothing was changed. Point ${databaseUrl ? 'DATABASE_URL at a new, empty database' : 'DATA_DIR at a new, empty folder'} and run it again.`,
      );
    }
    const target = databaseUrl
      ? { kind: 'postgres' as const, url: databaseUrl }
      : { kind: 'pglite' as const, dataDir };
    const result = await loadInto(target, reader, header, secret, dataDir);
    console.log(
      `Restored ${file} (QR Shark ${header.appVersion}, made ${header.createdAt}) into ` +
        `${databaseUrl ? `PostgreSQL ${maskUrl(databaseUrl)}` : `the embedded database in ${dataDir}`} ` +
        `in ${seconds(started)}: ${Object.values(result.rows).reduce((a, b) => a + b, 0)} rows in ` +
        `${header.tables.length} tables (${scanRows(header)} scans), ${result.files} uploaded files in ${dataDir}.`,
    );
    if (!secret) {
      console.log(
        'The backup has no app-secret (the server had APP_SECRET in its environment): start the restored server with the same APP_SECRET, or sessions and signed links stop working.',
      );
    }
    return 0;
  } finally {
    input.destroy();
  }
}

async function moveToPostgres(url: string): Promise<number> {
  const { dataDir, databaseUrl } = loadDataLocation(process.env);
  if (databaseUrl) {
    throw new RestoreRefusedError(
      'DATABASE_URL is set: this install already uses PostgreSQL. move-to-postgres copies the embedded database in DATA_DIR; unset DATABASE_URL and pass the new database as the argument.',
    );
  }
  const target = loadDataLocation({ DATABASE_URL: url }).databaseUrl;
  if (!target) throw new ConfigError(['the argument must be a postgres:// URL']);
  if (!(await hasEmbeddedDatabase(dataDir))) {
    throw new RestoreRefusedError(`There is no embedded database in ${dataDir} to move.`);
  }
  const started = Date.now();
  const notEmpty = await postgresNotEmpty(target);
  if (notEmpty) {
    throw new RestoreRefusedError(
      `Move refused: ${notEmpty}. The move copies into an empty database only; nothing was changed. Create a new database (createdb) and pass its URL.`,
    );
  }
  // Throws DataDirLockedError while the server runs: the move needs it stopped.
  const source = await openDatabase({ dataDir, databaseUrl: null });
  try {
    if (source.kind !== 'pglite') throw new Error('expected the embedded database');
    const sourceEngine: BackupEngine = { kind: 'pglite', pglite: source.pglite };
    console.log(`Copying the embedded database in ${dataDir} to ${maskUrl(target)} ...`);
    const pipe = new PassThrough({ highWaterMark: 4 * 1024 * 1024 });
    const writing = writeBackup({ engine: sourceEngine, dataDir: null, out: pipe });
    writing.catch(() => pipe.destroy());
    const reader = new BackupReader(pipe);
    const header = parseHeader(await reader.line());
    await readSecretSection(reader);
    checkLevel(header);
    await loadInto({ kind: 'postgres', url: target }, reader, header, null, null);
    await writing;
    const copied = seconds(started);
    const [before, after] = await Promise.all([
      tableSums(sourceEngine, header.tables),
      tableSums({ kind: 'postgres', url: target }, header.tables),
    ]);
    const mismatches: string[] = [];
    for (const table of header.tables) {
      const a = before[table.name];
      const b = after[table.name];
      if (!a || !b || a.rows !== b.rows || a.md5 !== b.md5) {
        mismatches.push(
          `${table.name} (embedded: ${a?.rows} rows, ${a?.md5}; PostgreSQL: ${b?.rows} rows, ${b?.md5})`,
        );
      }
    }
    if (mismatches.length > 0) {
      throw new Error(
        `The copy does not match the embedded database: ${mismatches.join('; ')}. Do not start on PostgreSQL; report this.`,
      );
    }
    console.log(
      `Copied in ${copied}, verified in ${seconds(started)} total: ${totalRows(header)} rows in ` +
        `${header.tables.length} tables (${scanRows(header)} scans); row counts and md5 checksums of all ${header.tables.length} tables match.`,
    );
    console.log(
      `Uploads and app-secret stay in ${dataDir}: keep DATA_DIR as it is. The embedded database there is left untouched (a fallback until you are sure). Start with:`,
    );
    console.log(`DATABASE_URL=${target} npm start`);
    return 0;
  } finally {
    await source.close();
  }
}

async function run(args: string[]): Promise<number> {
  const [command, argument, ...rest] = args;
  if (command === undefined || !(command in USAGE)) {
    console.error(Object.values(USAGE).join('\n'));
    return 2;
  }
  const usage = USAGE[command as Command];
  if (argument === undefined || argument.startsWith('-') || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  if (command === 'backup') return backup(argument);
  if (command === 'restore') return restore(argument);
  return moveToPostgres(argument);
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(
      process.argv[2] === 'backup'
        ? `${err.message}\nThat process does not answer backup requests (an older server, or another command): stop it and run the backup again.`
        : `${err.message}\nStop the server, run this command, then start the server again.`,
    );
  } else if (
    err instanceof ConfigError ||
    err instanceof MigrationRefusedError ||
    err instanceof RestoreRefusedError ||
    err instanceof BackupFormatError
  ) {
    console.error(err.message);
  } else {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`The ${process.argv[2] ?? ''} command failed: ${message}`);
    if (process.env.BACKUP_DEBUG) console.error(err);
  }
  // A failure can leave a connection or a stream open (a disk that filled mid-write): exit now
  // rather than wait for them (stderr to a pipe or file is written synchronously on Linux).
  process.exit(1);
}
