// The request thread's side of lib/qr-output/pipeline.ts: the pool that runs it, the plain
// matrix it takes, and an in-thread stand-in for unit tests that build a service without a
// pool. Imports only pipeline.ts's types, so the server's module graph stays light.
import type { PipelineTasks, PlainMatrix } from '../qr-output/pipeline.js';
import { WorkerPool, type WorkerPoolOptions } from './pool.js';

/** What the generator, uploads and analytics call: each task as an async function. */
export type QrPipeline = {
  [K in keyof PipelineTasks]: (
    arg: Parameters<PipelineTasks[K]>[0],
  ) => Promise<Awaited<ReturnType<PipelineTasks[K]>>>;
};

/** The task module the workers load. */
export const PIPELINE_MODULE = new URL('../qr-output/pipeline.ts', import.meta.url);

/** The pool for rendering, decoding, PDF and image work (one per app). */
export function createPipelinePool(
  options: Omit<WorkerPoolOptions, 'module'> = {},
): WorkerPool<PipelineTasks> {
  return new WorkerPool<PipelineTasks>({ ...options, module: PIPELINE_MODULE });
}

/** `pool` as a QrPipeline. */
export function pipelineOf(pool: WorkerPool<PipelineTasks>): QrPipeline {
  return {
    renderAndCheck: (arg) => pool.run('renderAndCheck', arg),
    renderPdf: (arg) => pool.run('renderPdf', arg),
    analyticsPdf: (arg) => pool.run('analyticsPdf', arg),
    rasterLogo: (arg) => pool.run('rasterLogo', arg, { timeoutMs: LOGO_TIMEOUT_MS }),
  };
}

/**
 * Time limit of decoding and redrawing one uploaded logo (ms): generous for any image within
 * the upload limits on a busy machine, short enough that a decompression bomb ends quickly.
 */
export const LOGO_TIMEOUT_MS = 10_000;

/**
 * The same functions on the calling thread, loaded on first use. Only for unit tests that
 * build a service by hand; the app always passes its pool.
 */
export const inThreadPipeline: QrPipeline = {
  renderAndCheck: async (arg) => (await load()).renderAndCheck(arg),
  renderPdf: async (arg) => (await load()).renderPdf(arg),
  analyticsPdf: async (arg) => (await load()).analyticsPdf(arg),
  rasterLogo: async (arg) => (await load()).rasterLogo(arg),
};

const load = () => import('../qr-output/pipeline.js');

/** The plain-data copy of an encoded matrix that crosses to a worker (no methods). */
export function plainMatrix(matrix: PlainMatrix): PlainMatrix {
  const { version, ecl, mask, size, modules } = matrix;
  return { version, ecl, mask, size, modules };
}
