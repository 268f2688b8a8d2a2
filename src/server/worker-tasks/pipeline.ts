// The request thread's side of the worker tasks (tasks.ts): the pool that runs them and an
// in-thread stand-in for unit tests that build a service without a pool. Imports only
// tasks.ts's types, so the server's module graph stays light.
import { pathToFileURL } from 'node:url';
import { WorkerPool, type RunOptions, type WorkerPoolOptions } from '../lib/worker-pool/pool.js';
import type { PipelineTasks } from './tasks.js';

/**
 * Whose work a task is and what it costs, for the pool's fair share (RunOptions): `client` is
 * "user:{id}" for a signed-in user or an API key's owner, "ip:{address}" when signed out.
 */
export type WorkerJob = Pick<RunOptions, 'client' | 'cost'>;

/** What the generator, uploads and analytics call: each task as an async function. */
export type QrPipeline = {
  [K in keyof PipelineTasks]: (
    arg: Parameters<PipelineTasks[K]>[0],
    job?: WorkerJob,
  ) => Promise<Awaited<ReturnType<PipelineTasks[K]>>>;
} & {
  /**
   * Throws PoolBusyError (503 + Retry-After) when a task of `job.client` would be refused now
   * (that client's own backlog is full), so a request is refused before the caller validates
   * and encodes it.
   */
  admit(job?: WorkerJob): void;
};

/**
 * The task module the workers load: tasks.ts, or the prebuilt JavaScript bundle of it that
 * QRS_PIPELINE_MODULE names. Only the test runs set it (src/server/test/process-bundles.ts): a
 * worker then starts without tsx, about 0.7 s less CPU each (measured 2026-11-30, 2-core machine
 * under load: 1.5-1.8 s through tsx, 0.8-1.0 s from the bundle), and every test app's pool
 * starts its own workers.
 */
export const PIPELINE_MODULE = process.env.QRS_PIPELINE_MODULE
  ? pathToFileURL(process.env.QRS_PIPELINE_MODULE)
  : new URL('./tasks.ts', import.meta.url);

/**
 * Growth of the process's resident memory (MB) since a worker started above which it is replaced
 * after its task. The decoders' WebAssembly heaps grow with the images they read and never shrink
 * (one worker kept 80-330 MB of it in bench/abuse); replacing the worker gives it back. Growth,
 * not the total: with the embedded database and the benches' load generator in the process, a
 * total of 768 MB was passed before any work and every request started a fresh worker (~0.7 s).
 */
export const RECYCLE_ABOVE_GROWTH_MB = 256;

/**
 * Tasks a pipeline worker runs before it is replaced. A fresh worker costs about a second of CPU
 * before it answers at the speed of a warm one: loading the renderers and decoders (tsx, resvg,
 * three WebAssembly decoders, pdf-lib) and redrawing the camera pass of each design and mask it
 * meets (the per-worker camera memo, scan-check.ts). The pool's default of 100 spent 10-20 ms of
 * CPU per generate request on that. Memory is what replacing workers is for, and the growth
 * rule above bounds it whatever the count; this count only returns a slow leak.
 */
export const PIPELINE_TASKS_PER_WORKER = 5_000;

/** The pool for rendering, decoding, PDF and image work (one per app). */
export function createPipelinePool(
  options: Omit<WorkerPoolOptions, 'module'> = {},
): WorkerPool<PipelineTasks> {
  return new WorkerPool<PipelineTasks>({
    recycleAboveGrowthMb: RECYCLE_ABOVE_GROWTH_MB,
    maxTasksPerWorker: PIPELINE_TASKS_PER_WORKER,
    ...options,
    module: PIPELINE_MODULE,
  });
}

/**
 * `pool` as a QrPipeline. `timeouts` overrides a task's time limit (ms); unset tasks use the
 * pool's, except rasterLogo (LOGO_TIMEOUT_MS).
 */
export function pipelineOf(
  pool: WorkerPool<PipelineTasks>,
  timeouts: Partial<Record<keyof PipelineTasks, number>> = {},
): QrPipeline {
  const options = (task: keyof PipelineTasks, job: WorkerJob = {}): RunOptions => {
    const timeoutMs = timeouts[task] ?? (task === 'rasterLogo' ? LOGO_TIMEOUT_MS : undefined);
    return timeoutMs === undefined ? { ...job } : { ...job, timeoutMs };
  };
  return {
    admit: (job) => pool.assertCapacity(job?.client),
    renderAndCheck: (arg, job) => pool.run('renderAndCheck', arg, options('renderAndCheck', job)),
    renderPdf: (arg, job) => pool.run('renderPdf', arg, options('renderPdf', job)),
    analyticsPdf: (arg, job) => pool.run('analyticsPdf', arg, options('analyticsPdf', job)),
    rasterLogo: (arg, job) => pool.run('rasterLogo', arg, options('rasterLogo', job)),
  };
}

/**
 * CPU-time limit of decoding and redrawing one uploaded logo (ms): ten times what the largest
 * image within the upload limits needs, short enough that a decompression bomb ends quickly.
 */
export const LOGO_TIMEOUT_MS = 5_000;

/**
 * The same functions on the calling thread, loaded on first use. Only for unit tests that
 * build a service by hand; the app always passes its pool.
 */
export const inThreadPipeline: QrPipeline = {
  admit: () => {},
  renderAndCheck: async (arg) => (await load()).renderAndCheck(arg),
  renderPdf: async (arg) => (await load()).renderPdf(arg),
  analyticsPdf: async (arg) => (await load()).analyticsPdf(arg),
  rasterLogo: async (arg) => (await load()).rasterLogo(arg),
};

const load = () => import('./tasks.js');
