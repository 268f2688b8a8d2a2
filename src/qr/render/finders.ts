// The three finder patterns, drawn apart from the data dots in their own shapes and colours:
// a 7x7 ring (one module wide) around a 3x3 centre, with the standard's 1:1:3:1:1 proportions
// kept along every line through the centre for all shapes.

import type { CornerShape } from './design.js';
import { circlePath, rectPath, roundedRectPath } from './path-shapes.js';

/** Ring as two sub-paths (outline and hole): fill it with fill-rule evenodd. */
export function finderRingPath(shape: CornerShape, x: number, y: number): string {
  switch (shape) {
    case 'circle':
      return circlePath(x + 3.5, y + 3.5, 3.5) + circlePath(x + 3.5, y + 3.5, 2.5);
    case 'curve-square':
      return roundedRectPath(x, y, 7, 7, 2.5) + roundedRectPath(x + 1, y + 1, 5, 5, 1.5);
    default:
      return rectPath(x, y, 7, 7) + rectPath(x + 1, y + 1, 5, 5);
  }
}

/** The 3x3 centre of a finder whose top-left module is at (x, y). */
export function finderCentrePath(shape: CornerShape, x: number, y: number): string {
  switch (shape) {
    case 'circle':
      return circlePath(x + 3.5, y + 3.5, 1.5);
    case 'curve-square':
      return roundedRectPath(x + 2, y + 2, 3, 3, 0.9);
    default:
      return rectPath(x + 2, y + 2, 3, 3);
  }
}
