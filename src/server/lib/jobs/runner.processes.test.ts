// The job runner across real processes: a child process claims a job and is killed with
// SIGKILL in the middle of its handler; once its lease lapses, a runner here runs the job again
// and records it done (PostgreSQL, and PGlite in a data directory the child had open).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { spawnTs, waitForExit, waitForLine } from '../../test/child-process.js';
import { openTestDatabase } from '../../test/databases.js';
import { jobsOfKind } from './repository.js';
import { JobRunner } from './runner.js';

const CHILD = 'src/server/test/job-runner-process.ts';
const LEASE_MS = 1_000;

/**
 * Queues a job on `open()`, lets a child process (env) claim it and kills the child mid-handler;
 * then checks the job is still `running` under the dead claim and that a runner on `open()`
 * completes it, as attempt 2, only after the lease lapsed.
 */
async function crashThenRecover(
  open: () => Promise<DatabaseHandle>,
  closeBetween: boolean,
  env: NodeJS.ProcessEnv,
) {
  let database = await open();
  const queuing = new JobRunner({ db: database.db });
  const id = await queuing.enqueue('crash.test', { n: 1 });
  if (closeBetween) await database.close();

  const child = spawnTs(CHILD, [], { ...env, LEASE_MS: String(LEASE_MS) });
  try {
    await waitForLine(child, new RegExp(`^running ${id} attempt 1$`));
  } finally {
    child.kill('SIGKILL');
  }
  expect(await waitForExit(child)).toBe('SIGKILL');
  const killedAt = Date.now();

  if (closeBetween) database = await open();
  try {
    const [claimed] = await jobsOfKind(database.db, 'crash.test');
    expect(claimed).toMatchObject({ id, status: 'running', attempts: 1 });
    const runner = new JobRunner({ db: database.db, pollMs: 50, leaseMs: LEASE_MS });
    const ran: { attempt: number; at: number }[] = [];
    runner.define<{ n: number }>('crash.test', async (job) => {
      expect(job.payload).toEqual({ n: 1 });
      ran.push({ attempt: job.attempt, at: Date.now() });
    });
    const deadline = Date.now() + 20_000;
    while (ran.length === 0 && Date.now() < deadline) {
      await runner.tick();
      await new Promise((r) => setTimeout(r, 50));
    }
    await runner.stop();
    expect(ran).toHaveLength(1);
    expect(ran[0]!.attempt).toBe(2);
    // Not before the dead claim's lease could have lapsed (it was renewed until the kill).
    expect(ran[0]!.at - killedAt).toBeGreaterThanOrEqual(LEASE_MS / 2);
    const [done] = await jobsOfKind(database.db, 'crash.test');
    expect(done).toMatchObject({ id, status: 'done', attempts: 2, lockedBy: null });
  } finally {
    await database.close();
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('job runner crash on PostgreSQL', () => {
  it('runs the job of a process killed mid-handler again once its lease lapses', async () => {
    const database = await openTestDatabase('postgres');
    const url = (database as Extract<DatabaseHandle, { kind: 'postgres' }>).pool.options
      .connectionString!;
    await crashThenRecover(async () => database, false, { DATABASE_URL: url });
  }, 60_000);
});

describe('job runner crash on PGlite', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('runs the job of a process killed mid-handler again once its lease lapses', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'qrs-jobs-crash-'));
    const open = async () => {
      const handle = await openDatabase({ dataDir: dir, databaseUrl: null });
      await migrateDatabase(handle);
      return handle;
    };
    await crashThenRecover(open, true, { DATA_DIR: dir, DATABASE_URL: '' });
  }, 90_000);
});
