import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * The databases repository and API suites run against: in-memory PGlite always, PostgreSQL
 * too when TEST_DATABASE_URL is set. Use with `describe.each(testDatabases())`.
 */
export function testDatabases(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database. For PostgreSQL a uniquely named database is created on the
 * TEST_DATABASE_URL server and dropped by close().
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://', databaseUrl: null });
    await migrateDatabase(handle);
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `qrs_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
  await migrateDatabase(handle);
  const close = handle.close;
  return {
    ...handle,
    close: async () => {
      await close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
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
