import type { Ecl, QrMatrix } from './types.js';

/** The QrMatrix returned by the encoder. */
export class QrSymbol implements QrMatrix {
  constructor(
    readonly version: number,
    readonly ecl: Ecl,
    readonly mask: number,
    readonly size: number,
    readonly modules: Uint8Array,
  ) {}

  /** Dark module at column x, row y; coordinates outside the symbol (quiet zone) are light. */
  isDark(x: number, y: number): boolean {
    if (x < 0 || y < 0 || x >= this.size || y >= this.size) return false;
    return this.modules[y * this.size + x] === 1;
  }
}
