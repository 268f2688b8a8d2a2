// The three finder patterns, drawn apart from the data dots in their own shapes and colours:
// a 7x7 ring (one module wide) around a 3x3 centre, with the standard's 1:1:3:1:1 proportions
// kept exactly along the horizontal and vertical lines through the centre for all shapes.

import type { CornerShape } from './design.js';
import { circlePath, roundPath, roundedRectPath } from './path-shapes.js';

/**
 * The "circle" corner shapes are squircles, not true circles (issue 23). Decoders find a finder
 * by the 1:1:3:1:1 run ratio along many scan lines and fit straight lines to its outer edges
 * (zbar) or check the module size along several lines (ZXing-C++): along a line 1 module off
 * the centre a true circle ring is already 1.06:1.17:2.24 instead of 1:1:3, and its edge is
 * an arc. Measured on 96 designs each (4 dot shapes × 4 colour sets × 3 contents × ECL L, H),
 * zbar missed 14 circle/circle and 43 circle-ring/square-centre codes outright and ZXing-C++
 * missed 37 and 58 camera copies; with these squircles (Bézier handles 0.8 of the radius for
 * the ring, 0.7 for the centre: flat sides through the middle, round corners) zbar misses 0
 * and 2, ZXing-C++ 1 and 2 (the rest are circle dots, see dots.ts). Through the centre the
 * runs stay exactly 1:1:3:1:1.
 */
export const CIRCLE_RING_HANDLE = 0.8;
export const CIRCLE_CENTRE_HANDLE = 0.7;

/** Which circle corners to draw: 'squircle' (current), 'legacy' true circles (bench only). */
export type CircleFinderGeometry = 'squircle' | 'legacy';

// Mixed shapes break the proportions along the diagonals (a circle centre in a square ring
// leaves a gap there twice too wide), and decoders that also score finder candidates along the
// diagonals (jsQR) then miss them. So a square ring around a round centre softens its corners
// (outer radius 1.8, hole radius 1.2), and a square centre inside a round ring rounds its
// corners (radius 1). Horizontal and vertical runs stay exactly 1:1:3:1:1. Measured with
// jsQR over every shape pair: without this, 1 in 3 codes with such pairs failed.
const SOFT_RING_OUTER_RADIUS = 1.8;
const SOFT_RING_HOLE_RADIUS = 1.2;
const SOFT_CENTRE_RADIUS = 1;

/** Ring as two sub-paths (outline and hole): fill it with fill-rule evenodd. */
export function finderRingPath(
  shape: CornerShape,
  centre: CornerShape,
  x: number,
  y: number,
  geometry: CircleFinderGeometry = 'squircle',
): string {
  switch (shape) {
    case 'circle':
      return geometry === 'legacy'
        ? circlePath(x + 3.5, y + 3.5, 3.5) + circlePath(x + 3.5, y + 3.5, 2.5)
        : roundPath(x + 3.5, y + 3.5, 3.5, CIRCLE_RING_HANDLE) +
            roundPath(x + 3.5, y + 3.5, 2.5, CIRCLE_RING_HANDLE);
    case 'curve-square':
      return roundedRectPath(x, y, 7, 7, 2.5) + roundedRectPath(x + 1, y + 1, 5, 5, 1.5);
    default: {
      const soft = centre !== 'square';
      return (
        roundedRectPath(x, y, 7, 7, soft ? SOFT_RING_OUTER_RADIUS : 0) +
        roundedRectPath(x + 1, y + 1, 5, 5, soft ? SOFT_RING_HOLE_RADIUS : 0)
      );
    }
  }
}

/** The 3x3 centre of a finder whose top-left module is at (x, y). */
export function finderCentrePath(
  shape: CornerShape,
  ring: CornerShape,
  x: number,
  y: number,
  geometry: CircleFinderGeometry = 'squircle',
): string {
  switch (shape) {
    case 'circle':
      return geometry === 'legacy'
        ? circlePath(x + 3.5, y + 3.5, 1.5)
        : roundPath(x + 3.5, y + 3.5, 1.5, CIRCLE_CENTRE_HANDLE);
    case 'curve-square':
      return roundedRectPath(x + 2, y + 2, 3, 3, 0.9);
    default: {
      return roundedRectPath(x + 2, y + 2, 3, 3, ring === 'square' ? 0 : SOFT_CENTRE_RADIUS);
    }
  }
}

/**
 * An alignment pattern (5x5 ring around one module) centred on module (cx, cy) whose top-left
 * module is drawn at (x, y) = (ox + cx - 2, oy + cy - 2). Used for circle dots: five separate
 * circles in a row do not read as the pattern's solid 1:1:1 runs. Squircles like the circle
 * corners (true circles: zbar missed 67 of 360 circle-dot codes drawn at 3.75-5.1 px per
 * module, at every corner shape, as it could not locate the alignment pattern; squircles: 0).
 */
export function alignmentPath(
  x: number,
  y: number,
  geometry: CircleFinderGeometry = 'squircle',
): string {
  if (geometry !== 'legacy') {
    return (
      roundPath(x + 2.5, y + 2.5, 2.5, CIRCLE_RING_HANDLE) +
      roundPath(x + 2.5, y + 2.5, 1.5, CIRCLE_RING_HANDLE) +
      roundPath(x + 2.5, y + 2.5, 0.5, CIRCLE_RING_HANDLE)
    );
  }
  return (
    circlePath(x + 2.5, y + 2.5, 2.5) +
    circlePath(x + 2.5, y + 2.5, 1.5) +
    circlePath(x + 2.5, y + 2.5, 0.5)
  );
}
