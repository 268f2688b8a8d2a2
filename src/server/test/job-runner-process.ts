// A job runner in its own process, for the crash tests of src/server/lib/jobs: DATABASE_URL (or
// DATA_DIR for PGlite) and LEASE_MS from the environment. Knows one kind, "crash.test", whose
// handler prints "running <id> attempt <n>" and then never ends: the test kills the process
// with SIGKILL in the middle of it. Prints "job runner ready" once started.
import { openDatabase } from '../db/client.js';
import { JobRunner } from '../lib/jobs/runner.js';

const database = await openDatabase({
  dataDir: process.env.DATA_DIR ?? 'memory://',
  databaseUrl: process.env.DATABASE_URL || null,
});
const runner = new JobRunner({
  db: database.db,
  pollMs: 50,
  leaseMs: Number(process.env.LEASE_MS ?? '1000'),
});
runner.define('crash.test', async (job) => {
  console.log(`running ${job.id} attempt ${job.attempt}`);
  await new Promise(() => undefined);
});
runner.start();
console.log('job runner ready');
