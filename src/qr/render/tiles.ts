// Small pictures of each design choice for the style pickers (dot shapes, corner shapes,
// frames), drawn by the same path code as real codes: a shape added to DOT_SHAPES,
// CORNER_SHAPES or FRAME_STYLES gets its picture with no further work. Pure: SVG strings only.

import type { CornerShape, DotShape, FrameStyle } from './design.js';
import { dotsPath } from './dots.js';
import { finderCentrePath, finderRingPath } from './finders.js';
import { FINDER_SIZE, isInFinder } from './matrix-like.js';
import { roundedRectPath } from './path-shapes.js';
import type { Scene, SceneShape } from './scene.js';
import { buildScene } from './scene.js';
import { sceneToSvg } from './svg.js';

export interface TileColours {
  /** Dark colour of the picture (hex). */
  fgColor: string;
  /** Light colour behind it (hex). */
  bgColor: string;
}

const DEFAULT_TILE_COLOURS: TileColours = { fgColor: '#111827', bgColor: '#FFFFFF' };
/** The part of a corner tile that is not being chosen, drawn faintly. */
const MUTED = '#9CA3AF';

// A 5x5 patch of data modules with runs, corners and single dots, so each dot shape shows how
// it joins neighbours (rounded, classy) or keeps them apart (circle).
const DOT_PATCH = ['11010', '10011', '01110', '11001', '01011'];

/** A tile of `shape` data dots: a 5x5 patch of modules with half a module of margin. */
export function dotShapeTileSvg(
  shape: DotShape,
  colours: TileColours = DEFAULT_TILE_COLOURS,
): string {
  const n = DOT_PATCH.length;
  const isDot = (x: number, y: number) => DOT_PATCH[y]?.[x] === '1';
  const size = n + 1;
  return tileSvg(size, size, [
    background(size, size, colours.bgColor),
    shapeOf('dots', dotsPath(n, isDot, shape, 0.5, 0.5), colours.fgColor),
  ]);
}

/**
 * A tile of one finder pattern. `part` says which half is being chosen: that half is drawn in
 * the dark colour and the other (with its current shape `other`) faintly, so the outer and
 * inner pickers each show the combination the user would get.
 */
export function cornerTileSvg(
  part: 'outer' | 'inner',
  shape: CornerShape,
  other: CornerShape,
  colours: TileColours = DEFAULT_TILE_COLOURS,
): string {
  const ring = part === 'outer' ? shape : other;
  const centre = part === 'inner' ? shape : other;
  const size = FINDER_SIZE + 1;
  return tileSvg(size, size, [
    background(size, size, colours.bgColor),
    shapeOf(
      'finder-ring',
      finderRingPath(ring, centre, 0.5, 0.5),
      part === 'outer' ? colours.fgColor : MUTED,
    ),
    shapeOf(
      'finder-centre',
      finderCentrePath(centre, ring, 0.5, 0.5),
      part === 'inner' ? colours.fgColor : MUTED,
    ),
  ]);
}

/**
 * A tile of a frame style around a miniature code (finders and a fixed pattern, not a real
 * symbol), with the frame's text band left empty: at tile size text would be unreadable.
 */
export function frameTileSvg(
  style: FrameStyle,
  colours: TileColours & { frameColor: string } = {
    ...DEFAULT_TILE_COLOURS,
    frameColor: DEFAULT_TILE_COLOURS.fgColor,
  },
): string {
  const n = 21;
  const matrix = {
    size: n,
    isDark: (x: number, y: number) => !isInFinder(n, x, y) && (x * 7 + y * 11 + x * y) % 3 === 0,
  };
  const scene = buildScene(matrix, {
    fgColor: colours.fgColor,
    bgColor: colours.bgColor,
    dotShape: 'square',
    cornerShape: 'square',
    innerCornerShape: 'square',
    margin: 2,
    frame: {
      enabled: true,
      text: '',
      color: colours.frameColor,
      textColor: colours.bgColor,
      style,
    },
  });
  return sceneToSvg(scene, { idPrefix: 'tile' });
}

/** An SVG string as a data URI for <img src>. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function tileSvg(width: number, height: number, shapes: SceneShape[]): string {
  const scene: Scene = {
    width,
    height,
    shapes,
    image: null,
    text: null,
    codeBox: { x: 0, y: 0, size: width },
  };
  return sceneToSvg(scene, { idPrefix: 'tile' });
}

function background(width: number, height: number, colour: string): SceneShape {
  return shapeOf('background', roundedRectPath(0, 0, width, height, 0), colour, 'nonzero');
}

function shapeOf(
  role: string,
  d: string,
  colour: string,
  fillRule: SceneShape['fillRule'] = 'evenodd',
): SceneShape {
  return { role, d, paint: { kind: 'solid', color: colour }, fillRule };
}
