// A fresh, migrated database for a benchmark: embedded PGlite in memory, or a new database on
// the PostgreSQL server of BENCH_DATABASE_URL (else TEST_DATABASE_URL), dropped by drop().
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';

export type BenchDatabaseKind = 'pglite' | 'postgres';

async function adminQuery(serverUrl: string, query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export async function openBenchDatabase(
  kind: BenchDatabaseKind,
): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: null });
    await migrateDatabase(database);
    return { database, drop: () => database.close() };
  }
  const serverUrl = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)!;
  const name = `qrs_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
  await migrateDatabase(database);
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
