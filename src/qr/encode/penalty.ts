// Mask penalty score (ISO/IEC 18004 §7.8.3.1, Table 11), evaluated in one pass over the matrix:
//   N1 = 3: a run of 5 + i same-coloured modules in a row or column scores 3 + i;
//   N2 = 3: each 2x2 block of one colour scores 3 (an m x n block scores 3(m-1)(n-1));
//   N3 = 40: each 1:1:3:1:1 dark:light:dark:light:dark pattern in a row or column preceded or
//            followed by 4 light modules; the area beyond the symbol counts as light, since it
//            is the quiet zone a reader sees there;
//   N4 = 10: 10 * k when the dark proportion lies between 50 +/- 5k % and 50 +/- 5(k + 1) %.

// 11-module windows, newest module in bit 0: light x4 then 1011101, and 1011101 then light x4.
const LIGHT_THEN_FINDER = 0b00001011101;
const FINDER_THEN_LIGHT = 0b10111010000;
const WINDOW = 0x7ff;

// Per-column scanning state, reused across calls (177 is the largest symbol).
const columnColor = new Uint8Array(177);
const columnRun = new Uint16Array(177);
const columnWindow = new Uint16Array(177);

/** The total penalty of a row-major matrix of 0/1 bytes. */
export function maskPenalty(modules: Uint8Array, size: number): number {
  let score = 0;
  let dark = 0;
  columnColor.fill(2, 0, size);
  columnRun.fill(0, 0, size);
  columnWindow.fill(0, 0, size);

  for (let y = 0; y < size; y++) {
    const row = y * size;
    let runColor = 2;
    let run = 0;
    let window = 0;
    for (let x = 0; x < size; x++) {
      const c = modules[row + x];
      dark += c;

      // Row: runs and finder-like patterns.
      if (c === runColor) {
        run++;
        if (run === 5) score += 3;
        else if (run > 5) score++;
      } else {
        runColor = c;
        run = 1;
      }
      window = ((window << 1) & WINDOW) | c;
      if (window === LIGHT_THEN_FINDER || window === FINDER_THEN_LIGHT) score += 40;

      // Column x, advanced by one module.
      if (c === columnColor[x]) {
        const r = ++columnRun[x];
        if (r === 5) score += 3;
        else if (r > 5) score++;
      } else {
        columnColor[x] = c;
        columnRun[x] = 1;
      }
      const w = ((columnWindow[x] << 1) & WINDOW) | c;
      columnWindow[x] = w;
      if (w === LIGHT_THEN_FINDER || w === FINDER_THEN_LIGHT) score += 40;

      // 2x2 block ending at (x, y).
      if (y > 0 && x > 0) {
        const sum =
          c + modules[row + x - 1] + modules[row - size + x] + modules[row - size + x - 1];
        if (sum === 0 || sum === 4) score += 3;
      }
    }
    score += lightTail(window);
  }
  for (let x = 0; x < size; x++) score += lightTail(columnWindow[x]);

  const total = size * size;
  const k = Math.floor(Math.abs(20 * dark - 10 * total) / total);
  return score + 10 * k;
}

/** N3 points for patterns completed by the 4 light quiet-zone modules after a line's end. */
function lightTail(window: number): number {
  let score = 0;
  for (let i = 0; i < 4; i++) {
    window = (window << 1) & WINDOW;
    if (window === FINDER_THEN_LIGHT) score += 40;
  }
  return score;
}
