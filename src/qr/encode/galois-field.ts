// Arithmetic in GF(2^8) with the QR primitive polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11D),
// generator element 2 (ISO/IEC 18004 §7.5.2).

/** EXP[i] = 2^i, doubled in length so EXP[LOG[a] + LOG[b]] needs no modulo. */
export const EXP = new Uint8Array(512);
/** LOG[a] for a in 1..255; LOG[0] is unused. */
export const LOG = new Uint8Array(256);

{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]!;
}

export function gfMultiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!;
}
