// The worker pool's task table: the module every worker thread imports (worker-tasks/pipeline.ts
// points the pool here), so the request thread never runs these. It only gathers the tasks of
// lib (rendering, the scan check, code PDFs) and of the modules that own the rest (the analytics
// report, logo uploads): lib stays free of module imports. Each task is a pure async function of
// plain (structured-cloneable) data, also callable directly (tests, the bench).
import { renderAndCheck, renderPdf } from '../lib/qr-output/pipeline.js';
import { buildAnalyticsPdf } from '../modules/analytics/pdf-report.js';
import { rasterLogo } from '../modules/uploads/logo-task.js';

export { renderAndCheck, renderPdf, rasterLogo };

/** The analytics report PDF (modules/analytics/pdf-report.ts). */
export const analyticsPdf = buildAnalyticsPdf;

/** The task module's shape, for `WorkerPool<PipelineTasks>`. */
export type PipelineTasks = {
  renderAndCheck: typeof renderAndCheck;
  renderPdf: typeof renderPdf;
  analyticsPdf: typeof analyticsPdf;
  rasterLogo: typeof rasterLogo;
};
