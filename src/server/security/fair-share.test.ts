// Issue 36, item 5, "one client takes the render workers from everyone": 60 distinct
// largest-allowed generates from one address (inside its per-IP limit) filled the shared queue,
// so another client's ordinary generate was refused at once (503 SERVER_BUSY) or waited behind
// the whole backlog. The pool now schedules per client (lib/worker-pool/pool.ts): a client runs
// at most `size` tasks, a spare worker serves the others, waiting tasks are started by fair
// queuing, and a client's queue bound refuses only that client. And a render counts in the
// per-IP generate limit by its PNG's pixels. Everything here runs the real app and its real
// worker pool; no timing is asserted, only who is answered before whom.
import { describe, expect, it } from 'vitest';
import { renderUnits } from '../../contracts/api-rate-limits.js';
import { useTestApp } from '../test/app.js';
import { GENERATOR_LIMITS } from '../modules/generator/index.js';

/** A distinct largest-allowed text code (version 40: the most work a generate can ask for). */
const largest = (i: number) => ({
  qrType: 'text',
  textContent: `${i}-`.padEnd(2900, 'x'),
});

const FLOODER = '203.0.113.66';
const OTHER = '198.51.100.7';

describe('fair share of the render workers between clients', () => {
  // One worker (the default on a 2-core machine) and at most two tasks waiting per client.
  const { app } = useTestApp('pglite', {}, { workerPool: { size: 1, maxQueue: 2 } });

  it(
    "another client's ordinary generate is served, before the flood, while one address floods",
    { timeout: 240_000 },
    async () => {
      let floodServed = 0;
      let floodRefused = 0;
      const flood = Array.from({ length: 6 }, (_, i) =>
        app()
          .inject({
            method: 'POST',
            url: '/api/generate-qrcode',
            payload: largest(i),
            remoteAddress: FLOODER,
          })
          .then((res) => {
            if (res.statusCode === 200) floodServed++;
            if (res.statusCode === 503) floodRefused++;
            return res;
          }),
      );
      // The flooding address's own bound refuses its 4th to 6th request at once: one running,
      // two waiting.
      while (floodRefused < 3) await new Promise((resolve) => setTimeout(resolve, 20));

      const other = await app().inject({
        method: 'POST',
        url: '/api/generate-qrcode',
        payload: { qrType: 'url', url: 'https://example.com/menu' },
        remoteAddress: OTHER,
      });
      const floodServedWhenOtherAnswered = floodServed;
      // Not refused for the flooder's backlog, and not kept waiting behind it either: answered
      // before the flood's waiting tasks could run (before, it was refused with 503 or, with room
      // in the queue, answered after all of them).
      expect(other.statusCode, other.body).toBe(200);
      expect(other.json()).toMatchObject({ scannable: true });
      expect(floodServedWhenOtherAnswered).toBeLessThanOrEqual(1);

      const answers = await Promise.all(flood);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 503, 503, 503]);
      for (const res of answers.filter((r) => r.statusCode === 503)) {
        expect(res.json()).toMatchObject({ code: 'SERVER_BUSY' });
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
      }
    },
  );
});

describe('a render counts in the per-IP generate limit by its pixels', () => {
  const { app } = useTestApp('pglite', {}, { workerPool: { size: 1 } });

  it('a 2048 px PNG counts 4 and a 4096 px one 16 of the address’s 60 a minute', async () => {
    expect(renderUnits(1024)).toBe(1);
    expect(renderUnits(512)).toBe(1);
    expect(renderUnits(null)).toBe(1);
    expect(renderUnits(2048)).toBe(4);
    expect(renderUnits(4096)).toBe(16);
    const generate = (payload: Record<string, unknown>) =>
      app().inject({
        method: 'POST',
        url: '/api/generate-qrcode',
        payload,
        remoteAddress: '192.0.2.44',
      });
    const first = await generate({ qrType: 'url', url: 'https://example.com/a' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-ratelimit-remaining']).toBe(String(GENERATOR_LIMITS.generate - 1));
    const png = await generate({
      qrType: 'url',
      url: 'https://example.com/b',
      includePng: true,
      size: 2048,
    });
    expect(png.statusCode, png.body).toBe(200);
    const after = await generate({ qrType: 'url', url: 'https://example.com/c' });
    // 1 + 4 + 1 units spent.
    expect(after.headers['x-ratelimit-remaining']).toBe(String(GENERATOR_LIMITS.generate - 6));
  }, 120_000);
});
