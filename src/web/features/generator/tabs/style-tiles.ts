// The pictures of the style pickers, drawn by src/qr (a shape added there shows up here with
// its picture; only its caption is named below, with a readable fallback).
import { COLOUR_PRESETS } from '../../../../qr/render/colour-presets.js';
import {
  CORNER_SHAPES,
  DOT_SHAPES,
  FRAME_STYLES,
  type CornerShape,
  type DotShape,
  type FrameStyle,
} from '../../../../qr/render/design.js';
import {
  cornerTileSvg,
  dotShapeTileSvg,
  frameTileSvg,
  svgDataUri,
} from '../../../../qr/render/tiles.js';
import type { TileOption } from './tile-picker.js';
import {
  messages as englishDesign,
  type SiteGeneratorDesignMessageId,
} from '../../../../contracts/i18n/catalogues/site-generator-design/en.js';

const DOT_SHAPE_NAMES: Partial<Record<DotShape, string>> = {
  square: 'Square',
  circle: 'Circle',
  rounded: 'Rounded',
  'classy-rounded': 'Classy rounded',
};

// The 'circle' corner is drawn as a squircle (flat sides through the middle, round corners:
// src/qr/render/finders.ts), so it is not called a circle (issue 37). True circles were
// measured again: in a frame with a logo zbar missed 18 of 24 square-dot designs.
const CORNER_SHAPE_NAMES: Partial<Record<CornerShape, string>> = {
  square: 'Square',
  circle: 'Squircle',
  'curve-square': 'Curved square',
};

const FRAME_STYLE_NAMES: Partial<Record<FrameStyle, string>> = {
  rounded: 'Rounded',
  square: 'Square',
  'speech-bubble': 'Speech bubble',
};

/** 'classy-rounded' → 'Classy rounded', for a shape without a caption of its own yet. */
function captionOf(value: string): string {
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Drawn when a picker first shows them, not when the generator's code loads: the card's code
// is evaluated in one task while the landing page starts, and every drawing done then delays
// the page's first response to input (Lighthouse's total blocking time).
let dotShapeTileList: readonly TileOption<DotShape>[] | undefined;
let frameStyleTileList: readonly TileOption<FrameStyle>[] | undefined;

/** The dot shapes, each pictured by src/qr. */
export function dotShapeTiles(): readonly TileOption<DotShape>[] {
  dotShapeTileList ??= DOT_SHAPES.map((shape) => ({
    value: shape,
    label: DOT_SHAPE_NAMES[shape] ?? captionOf(shape),
    image: svgDataUri(dotShapeTileSvg(shape)),
  }));
  return dotShapeTileList;
}

/** The frame styles, each pictured by src/qr. */
export function frameStyleTiles(): readonly TileOption<FrameStyle>[] {
  frameStyleTileList ??= FRAME_STYLES.map((style) => ({
    value: style,
    label: FRAME_STYLE_NAMES[style] ?? captionOf(style),
    image: svgDataUri(frameTileSvg(style)),
  }));
  return frameStyleTileList;
}

const cornerTileCache = new Map<string, readonly TileOption<CornerShape>[]>();

/** Corner tiles for one part of the finder, each drawn with the other part's current shape. */
export function cornerShapeTiles(
  part: 'outer' | 'inner',
  other: CornerShape,
): readonly TileOption<CornerShape>[] {
  const key = `${part}:${other}`;
  let tiles = cornerTileCache.get(key);
  if (!tiles) {
    tiles = CORNER_SHAPES.map((shape) => ({
      value: shape,
      label: CORNER_SHAPE_NAMES[shape] ?? captionOf(shape),
      image: svgDataUri(cornerTileSvg(part, shape, other)),
    }));
    cornerTileCache.set(key, tiles);
  }
  return tiles;
}

const presetTileCache = new Map<DotShape, readonly TileOption<string>[]>();

/** The colour presets, each pictured as a patch of the current dot shape in its colours. */
export function colourPresetTiles(dotShape: DotShape): readonly TileOption<string>[] {
  let tiles = presetTileCache.get(dotShape);
  if (!tiles) {
    tiles = COLOUR_PRESETS.map((preset) => ({
      value: preset.id,
      label: preset.name,
      description: preset.description,
      image: svgDataUri(dotShapeTileSvg(dotShape, preset)),
    }));
    presetTileCache.set(dotShape, tiles);
  }
  return tiles;
}

type DesignId = SiteGeneratorDesignMessageId;
const isDesignId = (id: string): id is DesignId => id in englishDesign;

/**
 * Tiles with their captions in the page's language (`t`, the generatorDesign translator): a
 * shape's or frame's name (`tile.{kind}.{value}`), a colour preset's name and description
 * (`preset.{id}.*`); a tile with no message (a shape added to src/qr since) keeps its English.
 */
export function inLanguage<V extends string>(
  tiles: readonly TileOption<V>[],
  kind: 'dot' | 'corner' | 'frame' | 'preset',
  t: (id: DesignId) => string,
): TileOption<V>[] {
  return tiles.map((tile) => {
    if (kind === 'preset') {
      const name = `preset.${tile.value}.name`;
      const description = `preset.${tile.value}.description`;
      return {
        ...tile,
        label: isDesignId(name) ? t(name) : tile.label,
        ...(tile.description !== undefined && isDesignId(description)
          ? { description: t(description) }
          : {}),
      };
    }
    const id = `tile.${kind}.${tile.value}`;
    return isDesignId(id) ? { ...tile, label: t(id) } : tile;
  });
}
