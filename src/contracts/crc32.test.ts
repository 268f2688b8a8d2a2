import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32.js';

const ascii = (text: string) => new TextEncoder().encode(text);

/** `length` bytes of a fixed pseudo-random sequence. */
function bytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

// Agreement with node:zlib over many lengths is in web/features/bulk/zip-entries.test.ts
// (src/contracts may not import node: modules, its tests included).
describe('crc32', () => {
  it('gives the known check values of CRC-32/ISO-HDLC', () => {
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
    expect(crc32(ascii('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
    // A PNG's IEND chunk: the CRC over its type, as every PNG ends (AE 42 60 82).
    expect(crc32(ascii('IEND'))).toBe(0xae426082);
  });

  it('is unsigned where the signed result would be negative', () => {
    // 0xCBF43926 is above 2^31: the package's own result for it is negative.
    expect(crc32(ascii('123456789'))).toBeGreaterThan(0x7fffffff);
  });

  it('covers only the view of a subarray', () => {
    const data = bytes(100, 3);
    expect(crc32(data.subarray(10, 60))).toBe(crc32(data.slice(10, 60)));
    expect(crc32(data.subarray(10, 60))).not.toBe(crc32(data));
  });
});
