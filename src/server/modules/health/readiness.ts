import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../../db/client.js';
import { appliedMigrationTimes } from './repository.js';

/** One migration of the journal drizzle-kit writes (`meta/_journal.json`). */
export interface JournalEntry {
  tag: string;
  /** Drizzle's folderMillis: what __drizzle_migrations.created_at records once applied. */
  when: number;
}

/** The migrations this build ships, in order (read once at start: the files do not change). */
export function shippedMigrations(migrationsFolder: string): JournalEntry[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

export type Readiness = { ready: true } | { ready: false; reason: string };

const CHECK_TIMEOUT_MS = 1_500;

/**
 * The readiness check: ready when the database answers within 1.5 s and every shipped migration
 * is recorded as applied in it. The applied list is read each time; when the ping succeeds but
 * that read does not answer in time (PGlite's one connection busy with a long statement, which
 * the ping already counts as alive), the last list read stands in for it rather than taking the
 * server out of rotation. Never throws.
 */
export function readinessCheck(
  database: Pick<DatabaseHandle, 'ping' | 'db'>,
  shipped: readonly JournalEntry[],
): () => Promise<Readiness> {
  let lastApplied: Set<number> | null = null;
  return async () => {
    try {
      await database.ping(CHECK_TIMEOUT_MS);
    } catch {
      return { ready: false, reason: 'database unreachable' };
    }
    let applied: Set<number>;
    try {
      applied = await withTimeout(appliedMigrationTimes(database.db), CHECK_TIMEOUT_MS);
      lastApplied = applied;
    } catch {
      if (lastApplied === null) return { ready: false, reason: 'database unreachable' };
      applied = lastApplied;
    }
    const missing = shipped.filter((entry) => !applied.has(entry.when));
    const [first] = missing;
    if (first === undefined) return { ready: true };
    return {
      ready: false,
      reason: `migrations pending: ${missing.length} not applied (first: ${first.tag})`,
    };
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
