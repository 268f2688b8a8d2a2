// Test helpers for migration tests: a copy of the migrations folder that ends before a given
// migration, and a fresh empty database of either kind to run them on.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from './client.js';
import { MIGRATIONS_FOLDER } from './migrate.js';

/** A copy of the migrations folder without `tag` and every migration after it. */
export function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), `qrs-mig-before-${tag.slice(0, 4)}-`));
  const folder = path.join(root, 'migrations');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`migrationsBefore: no migration ${tag}`);
  const dropped = new Set(journal.entries.slice(at).map((e) => e.tag));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  for (const file of readdirSync(folder)) {
    if (dropped.has(file.replace(/\.sql$/, ''))) rmSync(path.join(folder, file));
  }
  return { folder, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A new empty database: in memory (PGlite), or a new database on TEST_DATABASE_URL's server. */
export async function openFresh(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://', databaseUrl: null });
    return { handle, drop: async () => {} };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `qrs_mig_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
  return {
    handle,
    drop: async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists "${name}" with (force)`);
      await again.end();
    },
  };
}
