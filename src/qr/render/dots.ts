// Path data for the data modules. Every shape fills its whole module cell (a circle has a
// diameter of one module, rounded corners only round off the cell's corners): decoders such
// as jsQR sample module centres and miss dots drawn smaller than their module. All modules of
// a code go into one path, so adjacent modules render without seams.

import type { DotShape } from './design.js';
import { cornerRectPath, circlePath } from './path-shapes.js';
import { fmt } from './number-format.js';

/** True for a module that is dark AND drawn as a data dot (finders and the logo area excluded). */
export type DotPredicate = (x: number, y: number) => boolean;

/**
 * Path data for all dots of a `size` x `size` symbol whose module (0, 0) is drawn at
 * (ox, oy) in user units (1 unit = 1 module).
 */
export function dotsPath(
  size: number,
  isDot: DotPredicate,
  shape: DotShape,
  ox: number,
  oy: number,
): string {
  // Evaluate the predicate once per module; the shapes below look at neighbours repeatedly.
  const grid = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) grid[y * size + x] = isDot(x, y) ? 1 : 0;
  }
  switch (shape) {
    case 'circle':
      return circles(size, grid, ox, oy);
    case 'rounded':
      return roundedDots(size, grid, ox, oy, true);
    case 'classy-rounded':
      return roundedDots(size, grid, ox, oy, false);
    default:
      return squareRuns(size, grid, ox, oy);
  }
}

/** Horizontal runs of consecutive set cells of `grid`, one rectangle per run. */
function squareRuns(size: number, grid: Uint8Array, ox: number, oy: number): string {
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    const row = y * size;
    let x = 0;
    while (x < size) {
      if (!grid[row + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && grid[row + x]) x++;
      const w = x - start;
      parts.push(`M${fmt(ox + start)} ${fmt(oy + y)}h${w}v1h-${w}z`);
    }
  }
  return parts.join('');
}

function circles(size: number, grid: Uint8Array, ox: number, oy: number): string {
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (grid[y * size + x]) parts.push(circlePath(ox + x + 0.5, oy + y + 0.5, 0.5));
    }
  }
  return parts.join('');
}

/**
 * Rounded cells: a corner is rounded (radius half a module) only where both neighbours that
 * share that corner are light, so touching modules stay joined into solid shapes. With
 * `allCorners` false ("classy"), only the top-left and bottom-right corners may round.
 * Cells with no rounded corner are merged into horizontal runs to keep the path short.
 */
function roundedDots(
  size: number,
  grid: Uint8Array,
  ox: number,
  oy: number,
  allCorners: boolean,
): string {
  const r = 0.5;
  // Only 16 corner combinations exist: build each cell outline once, relative to its start.
  const outlines = Array.from({ length: 16 }, (_, mask) => {
    const radii = [0, 1, 2, 3].map((bit) => ((mask >> bit) & 1) * r);
    return cornerRectPath(0, 0, 1, 1, radii as [number, number, number, number]).replace(
      /^M[^h v a z]+ [^h v a z]+?(?=[hvaz])/,
      '',
    );
  });
  const at = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < size && y < size && grid[y * size + x] === 1;
  const plain = new Uint8Array(size * size);
  const rounded: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!grid[y * size + x]) continue;
      const up = at(x, y - 1);
      const down = at(x, y + 1);
      const left = at(x - 1, y);
      const right = at(x + 1, y);
      const mask =
        (!up && !left ? 1 : 0) |
        (allCorners && !up && !right ? 2 : 0) |
        (!down && !right ? 4 : 0) |
        (allCorners && !down && !left ? 8 : 0);
      if (mask === 0) plain[y * size + x] = 1;
      else rounded.push(`M${fmt(ox + x + (mask & 1 ? r : 0))} ${fmt(oy + y)}${outlines[mask]}`);
    }
  }
  return squareRuns(size, plain, ox, oy) + rounded.join('');
}
