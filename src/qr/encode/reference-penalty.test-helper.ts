// A deliberately plain, slow reading of the mask penalty rules (ISO/IEC 18004 §7.8.3.1) that the
// fast bit-packed evaluation is checked against. `qrcodeVariant` reproduces the two points where
// the `qrcode` npm package reads the rules differently: its N3 ignores the area beyond the symbol
// (no light quiet zone), and its N4 computes k = |ceil(percentDark / 5) - 10|, which scores
// 50-55 % dark as k = 1.

export function referencePenalty(
  modules: ArrayLike<number>,
  size: number,
  qrcodeVariant = false,
): number {
  const at = (x: number, y: number) => modules[y * size + x]!;
  let score = 0;
  for (let direction = 0; direction < 2; direction++) {
    for (let a = 0; a < size; a++) {
      const line: number[] = [];
      for (let b = 0; b < size; b++) line.push(direction === 0 ? at(b, a) : at(a, b));
      // N1: runs of 5 + i modules of one colour score 3 + i.
      let run = 1;
      for (let b = 1; b <= size; b++) {
        if (b < size && line[b] === line[b - 1]) {
          run++;
        } else {
          if (run >= 5) score += 3 + (run - 5);
          run = 1;
        }
      }
      // N3: 1011101 with 4 light modules before or after it, each counted.
      const quiet = qrcodeVariant ? [] : [0, 0, 0, 0];
      const text = [...quiet, ...line, ...quiet].join('');
      for (let i = 0; i + 11 <= text.length; i++) {
        const window = text.slice(i, i + 11);
        if (window === '00001011101' || window === '10111010000') score += 40;
      }
    }
  }
  // N2: 2x2 blocks of one colour.
  for (let y = 0; y + 1 < size; y++) {
    for (let x = 0; x + 1 < size; x++) {
      const sum = at(x, y) + at(x + 1, y) + at(x, y + 1) + at(x + 1, y + 1);
      if (sum === 0 || sum === 4) score += 3;
    }
  }
  // N4: deviation of the dark proportion from 50 % in steps of 5 %.
  let dark = 0;
  for (let i = 0; i < size * size; i++) dark += modules[i]!;
  const percent = (dark * 100) / (size * size);
  const k = qrcodeVariant
    ? Math.abs(Math.ceil(percent / 5) - 10)
    : Math.floor(Math.abs(percent - 50) / 5);
  return score + 10 * k;
}
