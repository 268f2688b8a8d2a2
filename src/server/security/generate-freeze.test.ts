// Finding 4 of the security review (issue 22), "one client freezes everyone": rendering and
// decoding ran on the request thread, so 70 concurrent largest-allowed generate requests left
// /healthz unanswered for 26.6 s. They now run in the worker pool (lib/worker-pool), whose
// bounded queue answers 503 with Retry-After at once instead of letting requests pile up, and
// whose limits turn a runaway task into a clear answer.
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema/index.js';
import { FileStorage } from '../lib/storage.js';
import { createPipelinePool, pipelineOf } from '../worker-tasks/pipeline.js';
import { LOGO_TOO_COMPLEX, UploadService } from '../modules/uploads/index.js';
import { samplePng } from '../modules/uploads/test-support.js';
import { useTestApp } from '../test/app.js';
import { useTestDatabase } from '../test/databases.js';

/**
 * The largest generate request the API accepts: a text code at the text limit that still fits
 * version 40 (the biggest symbol, so the most rendering and decoding work per request).
 */
const LARGEST = { qrType: 'text', textContent: 'x'.repeat(2900) };

describe('finding 4: one client freezes everyone (generate on the request thread)', () => {
  describe('while many largest-allowed generate requests are in flight', () => {
    const { app } = useTestApp(
      'pglite',
      {},
      {
        // Every request is served in the end, however busy the machine running the tests is.
        workerPool: { size: 2, maxQueue: 64, maxQueueWaitMs: 600_000 },
      },
    );

    // No timing is asserted; the generous limit is for a machine busy with other work.
    it('/healthz answers before any of them finishes', { timeout: 180_000 }, async () => {
      // More than the pool's two workers, so one waits in the queue too: the request thread
      // stays free whether a generate runs or waits (six cost twice the CPU and showed no more).
      const total = 3;
      let finished = 0;
      // How busy this thread, the request thread, is while they run: a share of the time, not a
      // duration, so a slow machine does not move it. On the request thread the work keeps it
      // busy nearly all the time (its steps yield between them, so a health check can still slip
      // through); in the pool it mostly waits.
      const usageBefore = performance.eventLoopUtilization();
      const generating = Array.from({ length: total }, () =>
        app()
          .inject({ method: 'POST', url: '/api/generate-qrcode', payload: LARGEST })
          .then((res) => {
            finished++;
            return res;
          }),
      );
      // Let every generate request reach the pool before asking for the health check.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const health = await app().inject({ url: '/healthz' });
      const finishedWhenHealthy = finished;
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      expect(finishedWhenHealthy).toBe(0);

      const answers = await Promise.all(generating);
      const requestThreadBusy = performance.eventLoopUtilization(usageBefore).utilization;
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ version: 40, content: LARGEST.textContent });
      }
      expect(requestThreadBusy).toBeLessThan(0.5);
    });
  });

  describe('beyond the queue bound', () => {
    const { app } = useTestApp('pglite', {}, { workerPool: { size: 1, maxQueue: 2 } });

    it(
      'generate and PDF requests get 503 with Retry-After at once; the rest are served',
      {
        timeout: 180_000,
      },
      async () => {
        // Smaller codes than the largest: the queue bound, not the work, is under test here.
        const payload = { qrType: 'text', textContent: 'y'.repeat(400) };
        const requests = [
          ...Array.from({ length: 6 }, () => ({ url: '/api/generate-qrcode', payload })),
          ...Array.from({ length: 4 }, () => ({
            url: '/api/generate-qrcode/pdf',
            payload: { ...payload, widthMm: 100 },
          })),
        ];
        const answers = await Promise.all(
          requests.map((r) => app().inject({ method: 'POST', ...r })),
        );
        const served = answers.filter((res) => res.statusCode === 200);
        const refused = answers.filter((res) => res.statusCode === 503);
        // One running and two queued at most at any moment: at least three served, the others
        // refused rather than kept waiting.
        expect(served.length + refused.length).toBe(requests.length);
        expect(served.length).toBeGreaterThanOrEqual(3);
        expect(refused.length).toBeGreaterThanOrEqual(1);
        for (const res of refused) {
          expect(res.headers['retry-after']).toMatch(/^\d+$/);
          expect(res.json()).toMatchObject({
            code: 'SERVER_BUSY',
            message: expect.stringMatching(/busy.*try again/i),
          });
        }
        // Once the burst is over there is room again.
        const after = await app().inject({
          method: 'POST',
          url: '/api/generate-qrcode',
          payload: { qrType: 'url', url: 'https://example.com/' },
        });
        expect(after.statusCode, after.body).toBe(200);
      },
    );
  });

  describe('a generate request past the worker time limit', () => {
    const { app } = useTestApp('pglite', {}, { workerPool: { size: 1, taskTimeoutMs: 1 } });

    it('is answered with a clear 503, not a hang or a 500', async () => {
      const res = await app().inject({
        method: 'POST',
        url: '/api/generate-qrcode',
        payload: LARGEST,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'WORKER_LIMIT',
        message: expect.stringMatching(/longer than the server allows/),
      });
      // And the health check still answers.
      expect((await app().inject({ url: '/healthz' })).statusCode).toBe(200);
    });
  });
});

describe('a logo past the worker time limit', () => {
  const database = useTestDatabase('pglite');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-freeze-logo-'));
  const pool = createPipelinePool({ size: 1 });
  afterAll(async () => {
    await pool.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is refused with 422 and a clear message, and nothing is stored', async () => {
    const storage = new FileStorage(dataDir);
    const service = new UploadService({
      db: database().db,
      storage,
      pipeline: pipelineOf(pool, { rasterLogo: 1 }),
    });
    const temp = await service.receiveFile('logo', Readable.from([samplePng(3000)]));
    await expect(
      service.store(
        'logo',
        { temp, fileName: 'logo.png', fields: {} },
        { userId: null, clientId: 1, workspaceId: null },
      ),
    ).rejects.toMatchObject({
      status: 422,
      code: 'IMAGE_TOO_COMPLEX',
      message: LOGO_TOO_COMPLEX,
    });
    expect(await database().db.select().from(uploads)).toEqual([]);
    const left = await readdir(dataDir, { recursive: true, withFileTypes: true });
    expect(left.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
  });
});
