// Frame text as vector outlines, so it looks the same in every viewer, in the PNG and in the
// PDF, with no font installed anywhere. The caller supplies the font bytes (the server reads the
// bundled TTF from disk, the browser fetches it): this module does no I/O.

import * as opentypeModule from 'opentype.js';
import { fmt } from './number-format.js';

export interface TextOutline {
  /** Advance width of the whole text, in user units. */
  width: number;
  /** Height of capital letters above the baseline, in user units (for vertical centring). */
  capHeight: number;
  /** Path data of the text with its baseline starting at (x, baselineY). */
  path(x: number, baselineY: number): string;
}

/** Lays out one line of text at `fontSize` user units. */
export type TextOutliner = (text: string, fontSize: number) => TextOutline;

type OpentypeApi = Pick<typeof opentypeModule, 'parse'>;

// opentype.js ships a UMD build for Node (its API then sits on the default export) and an ES
// build for bundlers (named exports); accept both.
const opentype: OpentypeApi =
  typeof opentypeModule.parse === 'function'
    ? opentypeModule
    : (opentypeModule as unknown as { default: OpentypeApi }).default;

/**
 * Builds an outliner from TrueType/OpenType font bytes. Glyphs are placed one code point at a
 * time by their advance widths (no shaping: opentype.js 1.3 cannot apply some of Inter's
 * substitution lookups). Characters missing from the font draw the font's .notdef box.
 * Throws when the bytes are not a font.
 */
export function createTextOutliner(fontBytes: ArrayBuffer): TextOutliner {
  const font = opentype.parse(fontBytes);
  const capUnits = (font.tables.os2 as { sCapHeight?: number } | undefined)?.sCapHeight;
  const capRatio = (capUnits && capUnits > 0 ? capUnits : font.ascender * 0.7) / font.unitsPerEm;

  // The same label is drawn again on every preview and download: remember recent paths.
  const paths = new Map<string, string>();
  const remember = (key: string, make: () => string): string => {
    let d = paths.get(key);
    if (d === undefined) {
      d = make();
      if (paths.size >= 64) paths.delete(paths.keys().next().value as string);
      paths.set(key, d);
    }
    return d;
  };

  return (text, fontSize) => {
    const glyphs = Array.from(text, (char) => font.charToGlyph(char));
    const scale = fontSize / font.unitsPerEm;
    const offsets: number[] = [];
    let width = 0;
    for (const glyph of glyphs) {
      offsets.push(width);
      width += (glyph.advanceWidth ?? 0) * scale;
    }
    return {
      width,
      capHeight: capRatio * fontSize,
      path(x, baselineY) {
        return remember(`${fontSize} ${x} ${baselineY} ${text}`, () =>
          glyphs
            .map((glyph, i) => toPathData(glyph.getPath(x + offsets[i]!, baselineY, fontSize)))
            .join(''),
        );
      },
    };
  };
}

/** opentype's commands (M, L, Q, C, Z, absolute) printed compactly. */
function toPathData(path: opentypeModule.Path): string {
  let d = '';
  for (const c of path.commands) {
    switch (c.type) {
      case 'M':
      case 'L':
        d += `${c.type}${fmt(c.x)} ${fmt(c.y)}`;
        break;
      case 'Q':
        d += `Q${fmt(c.x1)} ${fmt(c.y1)} ${fmt(c.x)} ${fmt(c.y)}`;
        break;
      case 'C':
        d += `C${fmt(c.x1)} ${fmt(c.y1)} ${fmt(c.x2)} ${fmt(c.y2)} ${fmt(c.x)} ${fmt(c.y)}`;
        break;
      case 'Z':
        d += 'Z';
        break;
    }
  }
  return d;
}
