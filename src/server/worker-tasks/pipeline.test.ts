// The pipeline pool with the real task table (tasks.ts) loaded in a worker thread: every task of
// the table runs there, and a worker is kept for PIPELINE_TASKS_PER_WORKER tasks.
import { afterAll, describe, expect, it } from 'vitest';
import { encodeQr } from '../../qr/index.js';
import { DEFAULT_DESIGN } from '../../qr/render/design.js';
import { plainMatrix } from '../lib/qr-output/plain-matrix.js';
import { samplePng } from '../modules/uploads/test-support.js';
import { createPipelinePool, pipelineOf, PIPELINE_TASKS_PER_WORKER } from './pipeline.js';

describe('the pipeline pool', () => {
  const pool = createPipelinePool({ size: 1 });
  const pipeline = pipelineOf(pool);
  afterAll(() => pool.close());

  it('runs each task of the table in a worker', { timeout: 300_000 }, async () => {
    const payload = 'https://example.com/worker-tasks';
    const matrix = plainMatrix(encodeQr(payload, { ecl: 'M', fit: true }));
    const checked = await pipeline.renderAndCheck({
      matrix,
      design: DEFAULT_DESIGN,
      payload,
      pngWidth: null,
    });
    expect(checked.svg).toMatch(/^<svg /);
    expect(checked.png).toBeNull();
    expect(checked.verdict.scannable).toBe(true);
    const pdf = await pipeline.renderPdf({
      matrix,
      design: DEFAULT_DESIGN,
      options: { widthMm: 40, page: 'fit', caption: false, title: 'test' },
    });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const logo = await pipeline.rasterLogo({ bytes: samplePng(32), type: 'image/png' });
    expect(logo).toMatchObject({ ok: true, width: 32, height: 32 });
    expect(pool.stats()).toMatchObject({ workers: 1, replaced: 0 });
  });

  it('keeps a worker for far more tasks than the pool default (a fresh one costs ~1 s of CPU)', () => {
    expect(PIPELINE_TASKS_PER_WORKER).toBeGreaterThan(100);
    expect(pool.maxTasksPerWorker).toBe(PIPELINE_TASKS_PER_WORKER);
  });
});
