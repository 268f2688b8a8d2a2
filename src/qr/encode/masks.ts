// Data mask patterns (ISO/IEC 18004 §7.8.2, Table 10). x is the column (j), y the row (i).

/** True when mask `mask` inverts the data module at column x, row y. */
export function maskInverts(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0:
      return (y + x) % 2 === 0;
    case 1:
      return y % 2 === 0;
    case 2:
      return x % 3 === 0;
    case 3:
      return (y + x) % 3 === 0;
    case 4:
      return (Math.floor(y / 2) + Math.floor(x / 3)) % 2 === 0;
    case 5:
      return ((y * x) % 2) + ((y * x) % 3) === 0;
    case 6:
      return (((y * x) % 2) + ((y * x) % 3)) % 2 === 0;
    case 7:
      return (((y + x) % 2) + ((y * x) % 3)) % 2 === 0;
    default:
      throw new RangeError(`mask must be an integer from 0 to 7, got ${mask}`);
  }
}
