import { describe, expect, it } from 'vitest';
import { encodeQr } from '../../../qr/index.js';
import { DEFAULT_DESIGN, type QrDesign } from '../../../qr/render/design.js';
import { renderAndCheck, type RenderAndCheckInput } from '../qr-output/pipeline.js';
import { plainMatrix } from '../qr-output/plain-matrix.js';
import { renderKey, withResultCache, type RenderAndCheckRunner } from './result-cache.js';

/** The real renderAndCheck (in this thread), counting how often it really renders. */
function countingPipeline(): RenderAndCheckRunner & { renders: number } {
  const counting = {
    renders: 0,
    renderAndCheck: (input: RenderAndCheckInput) => {
      counting.renders += 1;
      return renderAndCheck(input);
    },
  };
  return counting;
}

function inputFor(payload: string, design: Partial<QrDesign> = {}, pngWidth = 256) {
  return {
    matrix: plainMatrix(encodeQr(payload, { ecl: 'M', fit: true })),
    design: { ...DEFAULT_DESIGN, ...design },
    payload,
    pngWidth,
  };
}

describe('withResultCache', () => {
  it('renders an identical request once, concurrent or repeated, with the same answer', async () => {
    const real = countingPipeline();
    const cached = withResultCache(real);
    const input = inputFor('https://example.com/cache');
    const [a, b] = await Promise.all([cached.renderAndCheck(input), cached.renderAndCheck(input)]);
    const c = await cached.renderAndCheck(inputFor('https://example.com/cache'));
    expect(real.renders).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(a.verdict.scannable).toBe(true);
    expect(cached.cacheStats()).toMatchObject({ entries: 1, hits: 2 });
  }, 60_000);

  it('keys on everything that changes the answer', () => {
    const base = inputFor('https://example.com/k');
    const keys = [
      base,
      inputFor('https://example.com/K'),
      inputFor('https://example.com/k', { fgColor: '#111111' }),
      inputFor('https://example.com/k', { dotShape: 'circle' }),
      inputFor('https://example.com/k', { margin: 2 }),
      inputFor('https://example.com/k', {
        frame: { ...DEFAULT_DESIGN.frame, enabled: true, text: 'HI' },
      }),
      inputFor('https://example.com/k', {}, 512),
      { ...base, matrix: plainMatrix(encodeQr('https://example.com/k', { ecl: 'H' })) },
      {
        ...base,
        design: { ...base.design, logo: { href: 'data:image/png;base64,AAAA', sizeRatio: 0.2 } },
      },
      {
        ...base,
        design: { ...base.design, logo: { href: 'data:image/png;base64,AAAB', sizeRatio: 0.2 } },
      },
    ].map(renderKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(renderKey(inputFor('https://example.com/k'))).toBe(keys[0]);
  });

  it('stays within its byte budget, dropping the least recently used answer first', async () => {
    const real = countingPipeline();
    const first = await renderAndCheck(inputFor('https://example.com/0'));
    // Room for about two answers of this size.
    const entryBytes = first.svg.length * 2 + (first.png?.byteLength ?? 0) + 2048;
    const cached = withResultCache(real, Math.floor(entryBytes * 2.5));
    await cached.renderAndCheck(inputFor('https://example.com/0'));
    await cached.renderAndCheck(inputFor('https://example.com/1'));
    await cached.renderAndCheck(inputFor('https://example.com/0')); // 0 is now the newest
    await cached.renderAndCheck(inputFor('https://example.com/2')); // evicts 1
    expect(real.renders).toBe(3);
    expect(cached.cacheStats().entries).toBe(2);
    expect(cached.cacheStats().bytes).toBeLessThanOrEqual(Math.floor(entryBytes * 2.5));
    await cached.renderAndCheck(inputFor('https://example.com/0'));
    expect(real.renders).toBe(3);
    await cached.renderAndCheck(inputFor('https://example.com/1'));
    expect(real.renders).toBe(4);
  }, 120_000);

  it('does not keep a failure', async () => {
    let calls = 0;
    const failingOnce: RenderAndCheckRunner = {
      renderAndCheck: (input) => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('worker lost')) : renderAndCheck(input);
      },
    };
    const cached = withResultCache(failingOnce);
    const input = inputFor('https://example.com/fail');
    await expect(cached.renderAndCheck(input)).rejects.toThrow('worker lost');
    expect((await cached.renderAndCheck(input)).verdict.scannable).toBe(true);
    expect(calls).toBe(2);
  }, 60_000);
});
