// The bit-packed penalty equals a plain reading of the four rules, across word boundaries
// (sizes above 32 and 64 modules) and on real symbols.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeSegments } from './index.js';
import { maskPenalty, penaltyLayout } from './penalty.js';
import { referencePenalty } from './reference-penalty.test-helper.js';
import { packLines } from './version-template.js';

function fastPenalty(modules: Uint8Array, size: number): number {
  const layout = penaltyLayout(size);
  return maskPenalty(packLines(modules, size, layout.words), layout);
}

describe('maskPenalty', () => {
  it('equals the reference on random matrices of every symbol size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (version, seed, density) => {
          const size = 17 + 4 * version;
          const modules = new Uint8Array(size * size);
          let state = seed || 1;
          for (let i = 0; i < modules.length; i++) {
            state = (Math.imul(state, 1103515245) + 12345) >>> 0;
            modules[i] = (state >>> 16) % 10 < density ? 1 : 0;
          }
          expect(fastPenalty(modules, size)).toBe(referencePenalty(modules, size));
        },
      ),
      { numRuns: 120 },
    );
  });

  it('counts finder-like patterns and runs at the edges and across 32-module words', () => {
    const size = 37; // two words per line
    const pattern = [1, 0, 1, 1, 1, 0, 1];
    for (let start = 0; start + 7 <= size; start++) {
      const modules = new Uint8Array(size * size);
      // Alternating background so runs and blocks stay rare; the pattern in row 10 and column 20.
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) modules[y * size + x] = (x + y) & 1;
      for (let x = 0; x < size; x++) modules[10 * size + x] = 0;
      for (let y = 0; y < size; y++) modules[y * size + 20] = 0;
      pattern.forEach((v, i) => {
        modules[10 * size + start + i] = v;
        modules[(start + i) * size + 20] = v;
      });
      expect(fastPenalty(modules, size), `pattern at ${start}`).toBe(
        referencePenalty(modules, size),
      );
    }
  });

  it('equals the reference on encoded symbols for every mask', () => {
    for (const version of [1, 7, 8, 15, 40]) {
      for (let mask = 0; mask < 8; mask++) {
        const symbol = encodeSegments([{ mode: 'byte', text: `version ${version} mask ${mask}` }], {
          ecl: 'Q',
          minVersion: version,
          mask,
        });
        expect(fastPenalty(symbol.modules, symbol.size)).toBe(
          referencePenalty(symbol.modules, symbol.size),
        );
      }
    }
  });

  it('scores the rules with the standard weights', () => {
    // 21x21 all light: each line is one run of 21 (3 + 16 points), 20x20 blocks, 100 % light.
    const size = 21;
    const light = new Uint8Array(size * size);
    expect(fastPenalty(light, size)).toBe(2 * size * (3 + 16) + 3 * 20 * 20 + 10 * 10);
  });
});
