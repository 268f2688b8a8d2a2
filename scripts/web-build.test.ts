import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript module without types
import { isFileLine } from './web-build.mjs';

describe('first-start web build output', () => {
  it("keeps Vite's progress lines and counts the per-file lines instead of printing them", () => {
    expect(isFileLine('dist/web/assets/index-1a2b3c.js   123.45 kB │ gzip: 40.00 kB')).toBe(true);
    expect(isFileLine('\u001b[2mdist/web/\u001b[22m\u001b[36massets/x.js\u001b[39m  0.31 kB')).toBe(
      true,
    );
    expect(isFileLine('../../tmp/out/assets/Inter_700Bold-CGGXExDp.ttf   344.07 kB')).toBe(true);
    expect(isFileLine('[plugin precompress] precompressed 58 files: 1732.3 kB raw')).toBe(false);
    expect(isFileLine('transforming...')).toBe(false);
    expect(isFileLine('✓ 2345 modules transformed.')).toBe(false);
    expect(isFileLine('✓ built in 21.3s')).toBe(false);
  });
});
