import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../db/migrate.js';
import { openReusablePglite } from './pglite-reuse.js';
import { sql } from 'drizzle-orm';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * Whether a suite's outcome can depend on the database engine. 'engine-sensitive' (the
 * default): it tests hand-written SQL (`sql` templates, raw rows), aggregates and the types the
 * driver hands back (bigint, numeric, timestamps, JSON), or concurrency (locks, counters and
 * limits across connections, queues, `skip locked`, COPY, partitions, LISTEN/NOTIFY): it runs
 * on PostgreSQL too. 'engine-independent': its subject is not the database (rendering and
 * decoding, uploads and file checks, HTTP shapes, page content, validation) and its queries are
 * the same repository calls the engine-sensitive suites already run on both; it runs on PGlite
 * only, which halves its cost in CI. docs/DEVELOPING.md has the rule.
 */
export type EngineScope = 'engine-sensitive' | 'engine-independent';

/**
 * The databases repository and API suites run against: in-memory PGlite always, PostgreSQL
 * too when TEST_DATABASE_URL is set and the suite is engine-sensitive. Use with
 * `describe.each(testDatabases())`, or `describe.each(testDatabases('engine-independent'))`.
 */
export function testDatabases(scope: EngineScope = 'engine-sensitive'): TestDatabaseKind[] {
  if (scope === 'engine-independent') return ['pglite'];
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database. For PostgreSQL a uniquely named database is created on the
 * TEST_DATABASE_URL server and dropped by close(); a PGlite one is a copy of the migrated image,
 * or one that an earlier suite closed and that was provably reset to it (pglite-reuse.ts).
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    return openReusablePglite(await migratedPgliteImage());
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `qrs_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const template = await migratedPostgresTemplate(serverUrl);
  await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
  const handle = await openDatabase({
    dataDir: 'memory://',
    databaseUrl: databaseUrl(serverUrl, name),
  });
  const close = handle.close;
  return {
    ...handle,
    close: async () => {
      await close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * A freshly migrated PGlite database as a dumpDataDir tarball, which every PGlite test database
 * starts as a copy of: loading it takes about 1 s where initdb and the migrations take about
 * 4 s (2-core machine), and the suites open over a hundred. Made once per migrations and PGlite
 * version, kept in the system temp folder for every test file, worker and run; written under a
 * temporary name and renamed, so a reader never sees half a file (workers making it at once
 * write the same contents).
 */
async function migratedPgliteImage(): Promise<Blob> {
  const file = path.join(tmpdir(), `qrs-test-pglite-${migratedImageKey()}.tar`);
  const stored = await readFile(file).catch(() => null);
  if (stored) return new Blob([stored]);
  const handle = await openDatabase({ dataDir: 'memory://', databaseUrl: null });
  let image: Blob;
  try {
    await migrateDatabase(handle);
    await offsetWorkspaceIds(handle);
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    image = await handle.pglite.dumpDataDir();
  } finally {
    await handle.close();
  }
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return image;
}

/** What the image depends on: every migration file's name and contents, and PGlite's version. */
/**
 * Test databases number workspaces from 100,001, so a workspace id never equals a user id: code
 * that passes a user's id where a workspace's is meant (both are numbers) finds nothing in any
 * test, instead of the user's personal workspace by coincidence.
 */
async function offsetWorkspaceIds(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`alter table workspaces alter column id restart with 100001`);
}

function migratedImageKey(): string {
  const hash = createHash('sha256');
  hash.update('workspace ids from 100001\n');
  // The package does not export its package.json: it sits above the entry's dist folder.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8');
  hash.update(`pglite ${(JSON.parse(pglite) as { version: string }).version}\n`);
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(`${path.relative(MIGRATIONS_FOLDER, file)}\n`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Arbitrary constant: the advisory lock id under which one test worker makes the template. */
const TEMPLATE_LOCK_ID = 7_412_093_552;

/**
 * The name of a migrated PostgreSQL database on the TEST_DATABASE_URL server that every
 * PostgreSQL test database is created from (`create database … template …`): a copy takes a
 * fraction of a second where replaying every migration took several, and the suites open
 * hundreds. Named after the same key as the PGlite image (every migration file), so a new
 * migration makes a new template; made once per server under an advisory lock (workers starting
 * at once wait for the first), migrated under a temporary name and renamed, so a reader never
 * copies half a schema. Kept between runs (a
 * checkout with other migrations, such as another branch, keeps its own).
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `qrs_test_template_${migratedImageKey()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = async () =>
      (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      if (await exists()) return name;
      const partial = `${name}_partial`;
      await client.query(`drop database if exists "${partial}" with (force)`);
      await client.query(`create database "${partial}"`);
      const handle = await openDatabase({
        dataDir: 'memory://',
        databaseUrl: databaseUrl(serverUrl, partial),
      });
      try {
        await migrateDatabase(handle);
        await offsetWorkspaceIds(handle);
      } finally {
        await handle.close();
      }
      await client.query(`alter database "${partial}" rename to "${name}"`);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    }
  } finally {
    await client.end();
  }
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Registers beforeAll/afterAll hooks opening a fresh database for the current describe block.
 * Returns a getter (the handle exists only once beforeAll has run).
 */
export function useTestDatabase(kind: TestDatabaseKind): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('test database used before beforeAll ran');
    return handle;
  };
}
