// From codewords to the final symbol (ISO/IEC 18004 §7.7-7.9): data placement on the version's
// template, the fixed or lowest-penalty mask, format information.
import { chooseMask } from './choose-mask.js';
import { formatBits } from './format-bits.js';
import { QrSymbol } from './qr-symbol.js';
import type { Ecl, QrMatrix } from './types.js';
import { versionTemplate, type VersionTemplate } from './version-template.js';

export function buildMatrix(
  codewords: Uint8Array,
  version: number,
  ecl: Ecl,
  fixedMask: number | undefined,
): QrMatrix {
  const template = versionTemplate(version);
  const { size, paddedLength, dataIndex } = template;
  const unmasked = template.base.slice();
  // Codeword bits, most significant first, in placement order; remainder bits stay 0.
  for (let i = 0; i < codewords.length; i++) {
    const codeword = codewords[i]!;
    if (codeword === 0) continue;
    const at = i * 8;
    for (let b = 0; b < 8; b++) if (codeword & (0x80 >>> b)) unmasked[dataIndex[at + b]!] = 1;
  }
  const mask = fixedMask ?? chooseMask(unmasked, template, ecl);
  const modules = new Uint8Array(paddedLength);
  applyMask(modules, unmasked, template, mask, formatBits(ecl, mask));
  return new QrSymbol(version, ecl, mask, size, new Uint8Array(modules.buffer, 0, size * size));
}

/** out = unmasked XOR mask pattern (32 bits at a time), with the format information written in. */
function applyMask(
  out: Uint8Array,
  unmasked: Uint8Array,
  template: VersionTemplate,
  mask: number,
  format: number,
): void {
  const words = out.length >> 2;
  const o = new Uint32Array(out.buffer, 0, words);
  const u = new Uint32Array(unmasked.buffer, 0, words);
  const p = new Uint32Array(template.masks[mask]!.buffer, 0, words);
  for (let i = 0; i < words; i++) o[i] = u[i]! ^ p[i]!;
  const { formatIndex } = template;
  for (let i = 0; i < 15; i++) {
    const bit = (format >>> i) & 1;
    out[formatIndex[i]!] = bit;
    out[formatIndex[15 + i]!] = bit;
  }
}
