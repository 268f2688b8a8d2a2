// Reed-Solomon error correction codewords over GF(256) (ISO/IEC 18004 §7.5.2).
import { EXP, LOG, gfMultiply } from './galois-field.js';

// Generator polynomial g(x) = (x - 2^0)(x - 2^1)...(x - 2^(degree-1)), cached per degree.
// Stored as the logs of the coefficients of x^(degree-1) .. x^0 (the leading 1 is implied);
// every coefficient of these generators is non-zero.
const generatorLogs = new Map<number, Uint8Array>();

function generatorLogsFor(degree: number): Uint8Array {
  let logs = generatorLogs.get(degree);
  if (logs) return logs;
  // coefficients[0] is the highest-order term; start from g(x) = 1.
  let coefficients = [1];
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(coefficients.length + 1).fill(0);
    for (let j = 0; j < coefficients.length; j++) {
      next[j]! ^= coefficients[j]!;
      next[j + 1]! ^= gfMultiply(coefficients[j]!, EXP[i]!);
    }
    coefficients = next;
  }
  logs = new Uint8Array(degree);
  for (let j = 0; j < degree; j++) logs[j] = LOG[coefficients[j + 1]!]!;
  generatorLogs.set(degree, logs);
  return logs;
}

/**
 * Writes the `degree` error correction codewords of data[start, start + length) into
 * out[outStart, outStart + degree): the remainder of data(x) * x^degree divided by g(x).
 */
export function reedSolomonRemainder(
  data: Uint8Array,
  start: number,
  length: number,
  degree: number,
  out: Uint8Array,
  outStart: number,
): void {
  const gen = generatorLogsFor(degree);
  const end = outStart + degree;
  out.fill(0, outStart, end);
  for (let i = 0; i < length; i++) {
    const factor = data[start + i]! ^ out[outStart]!;
    // Shift the remainder left by one codeword.
    out.copyWithin(outStart, outStart + 1, end);
    out[end - 1] = 0;
    if (factor !== 0) {
      const logFactor = LOG[factor]!;
      for (let j = 0; j < degree; j++) out[outStart + j]! ^= EXP[gen[j]! + logFactor]!;
    }
  }
}
