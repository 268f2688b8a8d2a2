// The job runner (runner.ts) and its registration in the app: every module's background work
// is a job kind or a recurring job defined on the one runner the app starts and stops.
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import type { App } from '../app-types.js';
import { JobRunner, type JobRunnerOptions } from './runner.js';

export { JobRunner } from './runner.js';
export { jobQueueReading, type QueueReading } from './repository.js';
export type {
  JobContext,
  JobHandler,
  JobKindOptions,
  JobOutcome,
  JobRunnerOptions,
} from './runner.js';

/** What a module needs to register its background work: kinds, recurring jobs, queueing. */
export type JobScheduler = Pick<
  JobRunner,
  'define' | 'every' | 'enqueue' | 'runSoon' | 'runNow' | 'wake'
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's job runner (lib/jobs): modules define their jobs on it. */
    jobs: JobRunner;
  }
}

export interface JobRunnerSettings extends Partial<Omit<JobRunnerOptions, 'db' | 'logger'>> {
  /** false: the runner does not claim by itself (tests drive it with app.jobs.tick()). */
  start?: boolean;
}

/**
 * Creates the runner, decorates `app.jobs`, starts it when the app is ready and stops it at
 * close (the SIGTERM path): from a child context, so its hook runs after the server has
 * answered its in-flight requests and before the root's hooks close what jobs use.
 */
export function registerJobRunner(
  app: App,
  deps: { db: Database; logger?: Pick<Logger, 'info' | 'warn' | 'error'> } & JobRunnerSettings,
): JobRunner {
  const { start, ...options } = deps;
  const runner = new JobRunner(options);
  app.decorate('jobs', runner);
  app.register(async (scope) => {
    if (start !== false) scope.addHook('onReady', async () => runner.start());
    scope.addHook('onClose', async () => runner.stop());
  });
  return runner;
}
