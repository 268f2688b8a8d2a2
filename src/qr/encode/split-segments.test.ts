// The segmentation is optimal: never longer than any single-mode encoding, and equal to an
// exhaustive search on short inputs. Bit lengths are counted here from the standard's figures
// (Tables 2, 3 and §7.4.3-7.4.5), independently of the encoder's own counting.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSegments, type QrSegment } from './index.js';

type Mode = QrSegment['mode'];
const COUNT_BITS: Record<Mode, [number, number, number]> = {
  numeric: [10, 12, 14],
  alphanumeric: [9, 11, 13],
  byte: [8, 16, 16],
};
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const group = (version: number) => (version < 10 ? 0 : version < 27 ? 1 : 2);

function segmentBits({ mode, text }: QrSegment, version: number): number {
  const header = 4 + COUNT_BITS[mode][group(version)];
  if (mode === 'numeric') {
    const n = text.length;
    return header + 10 * Math.floor(n / 3) + [0, 4, 7][n % 3]!;
  }
  if (mode === 'alphanumeric') {
    const n = text.length;
    return header + 11 * Math.floor(n / 2) + 6 * (n % 2);
  }
  return header + 8 * new TextEncoder().encode(text).length;
}

const totalBits = (segments: QrSegment[], version: number) =>
  segments.reduce((sum, s) => sum + segmentBits(s, version), 0);

function allowedModes(ch: string): Mode[] {
  if (ch >= '0' && ch <= '9') return ['numeric', 'alphanumeric', 'byte'];
  if (ALPHANUMERIC.includes(ch)) return ['alphanumeric', 'byte'];
  return ['byte'];
}

/** Minimum bits over every assignment of modes to characters (adjacent equal modes merged). */
function bruteForce(text: string, version: number): number {
  const chars = [...text];
  let best = Infinity;
  const assign = (i: number, segments: QrSegment[]) => {
    if (i === chars.length) {
      best = Math.min(best, totalBits(segments, version));
      return;
    }
    const char = chars[i]!;
    for (const mode of allowedModes(char)) {
      const last = segments[segments.length - 1];
      const next =
        last && last.mode === mode
          ? [...segments.slice(0, -1), { mode, text: last.text + char }]
          : [...segments, { mode, text: char }];
      assign(i + 1, next);
    }
  };
  assign(0, []);
  return chars.length === 0 ? 0 : best;
}

function checkWellFormed(text: string, segments: QrSegment[]) {
  expect(segments.map((s) => s.text).join('')).toBe(text);
  for (const { mode, text: part } of segments) {
    expect(part.length).toBeGreaterThan(0);
    for (const ch of part) expect(allowedModes(ch)).toContain(mode);
  }
}

const VERSIONS = [1, 9, 10, 26, 27, 40];

describe('splitSegments', () => {
  it('matches an exhaustive search on short texts (fast-check)', () => {
    const char = fc.constantFrom(...'0123456789AZ $:a~é€🦈'.split(/(?:)/u));
    fc.assert(
      fc.property(
        fc.array(char, { minLength: 0, maxLength: 9 }).map((c) => c.join('')),
        fc.constantFrom(...VERSIONS),
        (text, version) => {
          const segments = splitSegments(text, version);
          checkWellFormed(text, segments);
          expect(totalBits(segments, version)).toBe(bruteForce(text, version));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('is never longer than a single-mode encoding (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.stringMatching(/^[0-9A-Z $%*+\-./:]{0,200}$/),
          fc.stringMatching(/^[0-9]{0,200}$/),
          fc.stringMatching(/^[0-9A-Za-z]{0,200}$/),
        ),
        fc.constantFrom(...VERSIONS),
        (text, version) => {
          const segments = splitSegments(text, version);
          checkWellFormed(text, segments);
          const bits = totalBits(segments, version);
          if (text.length === 0) {
            expect(bits).toBe(0);
            return;
          }
          expect(bits).toBeLessThanOrEqual(segmentBits({ mode: 'byte', text }, version));
          if ([...text].every((c) => ALPHANUMERIC.includes(c))) {
            expect(bits).toBeLessThanOrEqual(segmentBits({ mode: 'alphanumeric', text }, version));
          }
          if (/^[0-9]+$/.test(text)) {
            expect(bits).toBeLessThanOrEqual(segmentBits({ mode: 'numeric', text }, version));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('switches modes only where it pays, and the break-even depends on the version', () => {
    // A long digit run inside byte text earns its own numeric segment.
    expect(splitSegments('abc0123456789012345678def', 1).map((s) => s.mode)).toEqual([
      'byte',
      'numeric',
      'byte',
    ]);
    // A short one does not.
    expect(splitSegments('abc0123def', 1)).toEqual([{ mode: 'byte', text: 'abc0123def' }]);
    // Uppercase URLs go alphanumeric whole.
    expect(splitSegments('HTTPS://EXAMPLE.COM/ABC', 1)).toEqual([
      { mode: 'alphanumeric', text: 'HTTPS://EXAMPLE.COM/ABC' },
    ]);
    // Count indicators widen at versions 10 and 27, so the break-even run length differs.
    const differs = Array.from({ length: 20 }, (_, n) => `ab${'7'.repeat(n + 1)}cd`).some(
      (text) => JSON.stringify(splitSegments(text, 1)) !== JSON.stringify(splitSegments(text, 40)),
    );
    expect(differs).toBe(true);
  });

  it('keeps surrogate pairs whole and encodes lone surrogates as bytes', () => {
    const text = '12345678901🦈\ud800X';
    const segments = splitSegments(text, 5);
    checkWellFormed(text, segments);
    expect(segments.some((s) => s.text.includes('🦈'))).toBe(true);
  });

  it('rejects versions outside 1-40', () => {
    expect(() => splitSegments('a', 0)).toThrow(RangeError);
    expect(() => splitSegments('a', 41)).toThrow(RangeError);
  });
});
