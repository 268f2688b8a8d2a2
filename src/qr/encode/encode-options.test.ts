// Capacity limits, errors and options of encodeQr / encodeSegments.
import { describe, expect, it } from 'vitest';
import { QrCapacityError, encodeQr, encodeSegments, type Ecl } from './index.js';

// Version 40 capacities from ISO/IEC 18004 Table 7: numeric, alphanumeric, byte characters.
const V40: Record<Ecl, { numeric: number; alphanumeric: number; byte: number }> = {
  L: { numeric: 7089, alphanumeric: 4296, byte: 2953 },
  M: { numeric: 5596, alphanumeric: 3391, byte: 2331 },
  Q: { numeric: 3993, alphanumeric: 2420, byte: 1663 },
  H: { numeric: 3057, alphanumeric: 1852, byte: 1273 },
};
const FILL = { numeric: '7', alphanumeric: 'Q', byte: 'a' } as const;

function capacityError(run: () => unknown): QrCapacityError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(QrCapacityError);
    return error as QrCapacityError;
  }
  throw new Error('expected a QrCapacityError');
}

describe('capacity', () => {
  for (const ecl of ['L', 'M', 'Q', 'H'] as const) {
    it(`version 40-${ecl}: the maximum lengths fit, one more throws QrCapacityError`, () => {
      for (const mode of ['numeric', 'alphanumeric', 'byte'] as const) {
        const max = V40[ecl][mode];
        const symbol = encodeQr(FILL[mode].repeat(max), { ecl });
        expect(symbol.version).toBe(40);
        expect(symbol.ecl).toBe(ecl);
        const error = capacityError(() => encodeQr(FILL[mode].repeat(max + 1), { ecl }));
        expect(error.code).toBe('QR_DATA_TOO_LONG');
        expect(error.ecl).toBe(ecl);
        expect(error.capacityBytes).toBe(V40[ecl].byte);
        expect(error.message).toBe(
          `The amount of data is too big to be stored in a QR Code (at most ${V40[ecl].byte} bytes at ECL ${ecl})`,
        );
        // Same limits through explicit segments.
        expect(encodeSegments([{ mode, text: FILL[mode].repeat(max) }], { ecl }).version).toBe(40);
        capacityError(() => encodeSegments([{ mode, text: FILL[mode].repeat(max + 1) }], { ecl }));
      }
    });
  }

  it('counts UTF-8 bytes: 2331 bytes of text fit at M, as 1165 two-byte characters plus one', () => {
    expect(encodeQr('é'.repeat(1165) + 'a', { ecl: 'M' }).version).toBe(40);
    capacityError(() => encodeQr('é'.repeat(1166), { ecl: 'M' }));
  });

  it('fit lowers the ECL until the data fits and reports it', () => {
    const text = 'a'.repeat(2953);
    capacityError(() => encodeQr(text, { ecl: 'M' }));
    const fitted = encodeQr(text, { ecl: 'H', fit: true });
    expect(fitted.ecl).toBe('L');
    expect(fitted.version).toBe(40);
    expect(encodeQr('a'.repeat(1500), { ecl: 'H', fit: true }).ecl).toBe('Q');
    // Already fitting: the requested level is kept.
    expect(encodeQr('hello', { ecl: 'H', fit: true }).ecl).toBe('H');
    const error = capacityError(() => encodeQr('a'.repeat(2954), { ecl: 'H', fit: true }));
    expect(error.ecl).toBe('L');
    expect(error.capacityBytes).toBe(2953);
  });

  it('maxVersion caps the version, and the error names that version capacity', () => {
    // Version 2-M holds 26 bytes; version 3-M 42.
    expect(encodeQr('a'.repeat(26), { maxVersion: 2 }).version).toBe(2);
    const error = capacityError(() => encodeQr('a'.repeat(27), { maxVersion: 2 }));
    expect(error.capacityBytes).toBe(26);
  });
});

describe('options', () => {
  it('uses the smallest version at or above minVersion', () => {
    expect(encodeQr('hello').version).toBe(1);
    expect(encodeQr('hello', { minVersion: 12 }).version).toBe(12);
    // Version 6-M holds 106 bytes, version 5-M 84.
    expect(encodeQr('a'.repeat(100), { minVersion: 2 }).version).toBe(6);
  });

  it('defaults to ECL M and keeps a fixed mask', () => {
    expect(encodeQr('hello').ecl).toBe('M');
    for (let mask = 0; mask < 8; mask++) expect(encodeQr('hello', { mask }).mask).toBe(mask);
  });

  it('boostEcl raises the level only when the version stays the same', () => {
    const plain = encodeQr('hi', { ecl: 'L' });
    const boosted = encodeQr('hi', { ecl: 'L', boostEcl: true });
    expect(boosted.version).toBe(plain.version);
    expect(boosted.ecl).toBe('H');
    // 17 bytes: version 1 holds them at L (17) but not at M (14).
    const tight = encodeQr('a'.repeat(17), { ecl: 'L', boostEcl: true });
    expect([tight.version, tight.ecl]).toEqual([1, 'L']);
  });

  it('throws RangeError for bad options and bad segments', () => {
    for (const options of [
      { mask: 8 },
      { mask: -1 },
      { mask: 1.5 },
      { minVersion: 0 },
      { minVersion: 41 },
      { maxVersion: 0 },
      { minVersion: 5, maxVersion: 4 },
      { ecl: 'X' as Ecl },
    ]) {
      expect(() => encodeQr('hello', options), JSON.stringify(options)).toThrow(RangeError);
    }
    expect(() => encodeSegments([{ mode: 'numeric', text: '12a' }])).toThrow(RangeError);
    expect(() => encodeSegments([{ mode: 'alphanumeric', text: 'abc' }])).toThrow(RangeError);
  });

  it('encodes the empty string', () => {
    expect(encodeQr('').version).toBe(1);
  });
});

describe('QrMatrix', () => {
  it('has size 17 + 4 * version, modules row-major, isDark matching, light outside', () => {
    const symbol = encodeQr('https://example.com', { minVersion: 7 });
    expect(symbol.size).toBe(17 + 4 * 7);
    expect(symbol.modules.length).toBe(symbol.size * symbol.size);
    for (let y = 0; y < symbol.size; y++) {
      for (let x = 0; x < symbol.size; x++) {
        expect(symbol.isDark(x, y)).toBe(symbol.modules[y * symbol.size + x] === 1);
      }
    }
    expect(symbol.isDark(-1, 0)).toBe(false);
    expect(symbol.isDark(0, symbol.size)).toBe(false);
    // Finder corner and the always-dark module beside the bottom-left finder.
    expect(symbol.isDark(0, 0)).toBe(true);
    expect(symbol.isDark(8, symbol.size - 8)).toBe(true);
  });
});
