// An encoded symbol as plain data, the form in which it crosses to a worker thread (structured
// clone keeps no methods). Light on purpose: the request thread imports it without the
// renderers and decoders.
import type { QrMatrixLike } from '../../../qr/render/index.js';

/** An encoded symbol as plain data (QrMatrix without its methods). */
export interface PlainMatrix {
  version: number;
  ecl: 'L' | 'M' | 'Q' | 'H';
  mask: number;
  /** Modules per side. */
  size: number;
  /** Row-major, 1 = dark, length size * size. */
  modules: Uint8Array;
}

/** The plain-data copy of an encoded matrix that crosses to a worker (no methods). */
export function plainMatrix(matrix: PlainMatrix): PlainMatrix {
  const { version, ecl, mask, size, modules } = matrix;
  return { version, ecl, mask, size, modules };
}

/** A matrix with isDark again, for the renderer and the checks. */
export function matrixOf(plain: PlainMatrix): QrMatrixLike & PlainMatrix {
  const { size, modules } = plain;
  return {
    ...plain,
    isDark: (x: number, y: number) =>
      x >= 0 && y >= 0 && x < size && y < size && modules[y * size + x] === 1,
  };
}
