// Format and version information with their BCH codes (ISO/IEC 18004 §7.9, §7.10, Annex C, D).
import { ECL_FORMAT_BITS } from './ecc-tables.js';
import type { Ecl } from './types.js';

/**
 * The 15-bit format information: 2 bits of level, 3 bits of mask, 10 bits of BCH(15,5) code
 * (generator x^10 + x^8 + x^5 + x^4 + x^2 + x + 1), XOR-ed with 101010000010010.
 */
export function formatBits(ecl: Ecl, mask: number): number {
  const data = (ECL_FORMAT_BITS[ecl] << 3) | mask;
  let remainder = data;
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  return ((data << 10) | (remainder & 0x3ff)) ^ 0x5412;
}

/**
 * The 18-bit version information for versions 7-40: 6 bits of version and 12 bits of
 * BCH(18,6) code (generator x^12 + x^11 + x^10 + x^9 + x^8 + x^5 + x^2 + 1).
 */
export function versionBits(version: number): number {
  let remainder = version;
  for (let i = 0; i < 12; i++) remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
  return (version << 12) | (remainder & 0xfff);
}
