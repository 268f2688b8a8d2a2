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
  switch (shape) {
    case 'circle':
      return circles(size, isDot, ox, oy);
    case 'rounded':
      return roundedDots(size, isDot, ox, oy, true);
    case 'classy-rounded':
      return roundedDots(size, isDot, ox, oy, false);
    default:
      return squareRuns(size, isDot, ox, oy, () => true);
  }
}

/** Horizontal runs of consecutive modules accepted by `include`, one rectangle per run. */
function squareRuns(
  size: number,
  isDot: DotPredicate,
  ox: number,
  oy: number,
  include: (x: number, y: number) => boolean,
): string {
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!(isDot(x, y) && include(x, y))) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && isDot(x, y) && include(x, y)) x++;
      const w = x - start;
      parts.push(`M${fmt(ox + start)} ${fmt(oy + y)}h${w}v1h-${w}z`);
    }
  }
  return parts.join('');
}

function circles(size: number, isDot: DotPredicate, ox: number, oy: number): string {
  const parts: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (isDot(x, y)) parts.push(circlePath(ox + x + 0.5, oy + y + 0.5, 0.5));
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
  isDot: DotPredicate,
  ox: number,
  oy: number,
  allCorners: boolean,
): string {
  const r = 0.5;
  const dark = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && isDot(x, y);
  const radii = (x: number, y: number): [number, number, number, number] => {
    const up = dark(x, y - 1);
    const down = dark(x, y + 1);
    const left = dark(x - 1, y);
    const right = dark(x + 1, y);
    return [
      !up && !left ? r : 0,
      allCorners && !up && !right ? r : 0,
      !down && !right ? r : 0,
      allCorners && !down && !left ? r : 0,
    ];
  };
  const isPlain = (x: number, y: number) => radii(x, y).every((v) => v === 0);
  const parts = [squareRuns(size, isDot, ox, oy, isPlain)];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!isDot(x, y) || isPlain(x, y)) continue;
      parts.push(cornerRectPath(ox + x, oy + y, 1, 1, radii(x, y)));
    }
  }
  return parts.join('');
}
