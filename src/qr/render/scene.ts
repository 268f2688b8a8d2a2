// The drawing as data: filled paths, at most one gradient and one image, in user units of one
// module. renderSvg() prints it; the server's PDF writer draws the same scene as vectors.

import type { QrDesign } from './design.js';
import { FRAME_TEXT_MAX } from './design.js';
import { normalizeHexColor } from './color.js';
import { dotsPath } from './dots.js';
import {
  alignmentPath,
  finderCentrePath,
  finderRingPath,
  type CircleFinderGeometry,
} from './finders.js';
import { layoutLogo } from './logo.js';
import type { QrMatrixLike } from './matrix-like.js';
import { QUIET_ZONE_MODULES, alignmentCentres, finderOrigins, isInFinder } from './matrix-like.js';
import { fmt } from './number-format.js';
import { rectPath, roundedRectPath } from './path-shapes.js';
import type { TextOutliner } from './text-outliner.js';

export type Paint =
  | { kind: 'solid'; color: string }
  /** Linear gradient from `from` at (x1, y1) to `to` at (x2, y2), user units, padded beyond. */
  | { kind: 'linear'; from: string; to: string; x1: number; y1: number; x2: number; y2: number };

export interface SceneShape {
  /** What the shape is: 'background', 'dots', 'finder-ring', 'finder-centre', 'frame', 'text'. */
  role: string;
  d: string;
  paint: Paint;
  fillRule: 'nonzero' | 'evenodd';
}

/** Frame text when no outliner was given: drawn by the viewer's own sans-serif font. */
export interface SceneText {
  text: string;
  x: number;
  baselineY: number;
  fontSize: number;
  color: string;
}

export interface SceneImage {
  href: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Scene {
  width: number;
  height: number;
  /** Painted in order, back to front. */
  shapes: SceneShape[];
  image: SceneImage | null;
  text: SceneText | null;
  /** Where the symbol plus its quiet zone sits, user units. */
  codeBox: { x: number; y: number; size: number };
}

export interface SceneOptions {
  /** Draws frame text as outlines; without it the frame text is a plain SVG <text> element. */
  textOutliner?: TextOutliner;
  /**
   * Geometry of 'circle' corners and of circle dots' alignment patterns: 'squircle' (default,
   * read by every decoder) or 'legacy' (true circles, as before issue 23; kept only so
   * bench/scan-matrix can compare).
   */
  circleFinders?: CircleFinderGeometry;
}

/**
 * Lays out a styled code. Colours are checked (RangeError for a non-hex colour); a logo that is
 * not a base64 data URI of an image is left out; frame text is cut to FRAME_TEXT_MAX characters.
 */
export function buildScene(
  matrix: QrMatrixLike,
  design: QrDesign,
  options: SceneOptions = {},
): Scene {
  const n = matrix.size;
  const quiet = quietZoneOf(design);
  const codeSize = n + 2 * quiet;
  const frame = design.frame.enabled ? frameLayout(codeSize, design.frame.style) : null;
  const box = { x: frame?.codeX ?? 0, y: frame?.codeY ?? 0, size: codeSize };
  const ox = box.x + quiet;
  const oy = box.y + quiet;

  const fg = normalizeHexColor(design.fgColor, 'fgColor');
  const bg = normalizeHexColor(design.bgColor, 'bgColor');
  const main: Paint = design.gradientColor
    ? {
        kind: 'linear',
        from: fg,
        to: normalizeHexColor(design.gradientColor, 'gradientColor'),
        x1: ox,
        y1: oy,
        x2: ox + n,
        y2: oy + n,
      }
    : { kind: 'solid', color: fg };
  const ringPaint = optionalSolid(design.outerCornerColor, 'outerCornerColor') ?? main;
  const centrePaint = optionalSolid(design.innerCornerColor, 'innerCornerColor') ?? main;

  const shapes: SceneShape[] = [];
  let text: SceneText | null = null;
  if (frame) {
    const frameColor = normalizeHexColor(design.frame.color, 'frame color');
    shapes.push({ role: 'frame', d: frame.d, paint: solid(frameColor), fillRule: 'nonzero' });
  }
  const bgRadius = frame?.codeRadius ?? 0;
  shapes.push({
    role: 'background',
    d: roundedRectPath(box.x, box.y, codeSize, codeSize, bgRadius),
    paint: solid(bg),
    fillRule: 'nonzero',
  });

  const logo = layoutLogo(design.logo, n, matrix.ecl ?? 'H');
  const cleared = logo?.cleared;
  const inLogo = (x: number, y: number) =>
    !!cleared && x >= cleared.x0 && x < cleared.x1 && y >= cleared.y0 && y < cleared.y1;
  // Circle dots draw alignment patterns whole (see alignmentPath); others draw them as dots.
  const alignments = design.dotShape === 'circle' ? alignmentCentres(n) : [];
  const inAlignment = (x: number, y: number) =>
    alignments.some(([cx, cy]) => Math.abs(x - cx) <= 2 && Math.abs(y - cy) <= 2);
  const isDot = (x: number, y: number) =>
    matrix.isDark(x, y) && !isInFinder(n, x, y) && !inLogo(x, y) && !inAlignment(x, y);
  const alignmentD = alignments
    .filter(([cx, cy]) => !inLogo(cx, cy))
    .map(([cx, cy]) => alignmentPath(ox + cx - 2, oy + cy - 2, options.circleFinders))
    .join('');
  shapes.push({
    role: 'dots',
    d: dotsPath(n, isDot, design.dotShape, ox, oy) + alignmentD,
    paint: main,
    fillRule: 'evenodd',
  });

  const origins = finderOrigins(n);
  shapes.push({
    role: 'finder-ring',
    d: origins
      .map(([x, y]) =>
        finderRingPath(
          design.cornerShape,
          design.innerCornerShape,
          ox + x,
          oy + y,
          options.circleFinders,
        ),
      )
      .join(''),
    paint: ringPaint,
    fillRule: 'evenodd',
  });
  shapes.push({
    role: 'finder-centre',
    d: origins
      .map(([x, y]) =>
        finderCentrePath(
          design.innerCornerShape,
          design.cornerShape,
          ox + x,
          oy + y,
          options.circleFinders,
        ),
      )
      .join(''),
    paint: centrePaint,
    fillRule: 'evenodd',
  });

  if (frame) {
    const label = Array.from(design.frame.text ?? '')
      .slice(0, FRAME_TEXT_MAX)
      .join('')
      .trim();
    const textColor = normalizeHexColor(design.frame.textColor, 'frame textColor');
    if (label) {
      const placed = placeText(label, frame, options.textOutliner);
      if (placed.d !== null) {
        shapes.push({ role: 'text', d: placed.d, paint: solid(textColor), fillRule: 'nonzero' });
      } else {
        text = { ...placed.fallback, text: label, color: textColor };
      }
    }
  }

  return {
    width: frame?.width ?? codeSize,
    height: frame?.height ?? codeSize,
    shapes,
    image: logo
      ? { href: logo.href, x: ox + logo.x, y: oy + logo.y, width: logo.width, height: logo.height }
      : null,
    text,
    codeBox: box,
  };
}

/** The design's quiet zone in modules: a whole number from 1, QUIET_ZONE_MODULES when unset. */
export function quietZoneOf(design: Pick<QrDesign, 'margin'>): number {
  const m = design.margin;
  return m !== undefined && Number.isFinite(m) ? Math.max(1, Math.round(m)) : QUIET_ZONE_MODULES;
}

function solid(color: string): Paint {
  return { kind: 'solid', color };
}

function optionalSolid(value: string | undefined, field: string): Paint | null {
  return value ? solid(normalizeHexColor(value, field)) : null;
}

interface FrameLayout {
  width: number;
  height: number;
  codeX: number;
  codeY: number;
  codeRadius: number;
  /** The frame's filled outline. */
  d: string;
  /** The band the text is centred in. */
  band: { x: number; y: number; width: number; height: number };
  fontSize: number;
}

/**
 * Frame geometry scales with the code (unit = 1/29 of the code with its quiet zone, i.e. one
 * module of a version-1 code) so every version gets the same proportions. The code keeps its
 * full quiet zone inside the frame.
 */
function frameLayout(codeSize: number, style: QrDesign['frame']['style']): FrameLayout {
  const u = codeSize / 29;
  const border = 1.2 * u;
  const bandHeight = 6 * u;
  const radius = style === 'square' ? 0 : 2.5 * u;
  const innerRadius = style === 'square' ? 0 : 1.5 * u;
  const width = codeSize + 2 * border;
  const fontSize = 3.2 * u;
  if (style === 'speech-bubble') {
    const gap = 1.6 * u;
    const bubbleY = codeSize + 2 * border + gap;
    const pointer = 1.6 * u;
    const cx = width / 2;
    const d =
      roundedRectPath(0, 0, width, codeSize + 2 * border, radius) +
      roundedRectPath(0, bubbleY, width, bandHeight, radius) +
      // A small triangle on the bubble pointing up at the code.
      `M${fmt(cx - pointer)} ${fmt(bubbleY + 0.01)}L${fmt(cx)} ${fmt(bubbleY - gap + 0.01)}` +
      `L${fmt(cx + pointer)} ${fmt(bubbleY + 0.01)}z`;
    return {
      width,
      height: bubbleY + bandHeight,
      codeX: border,
      codeY: border,
      codeRadius: innerRadius,
      d,
      band: { x: 0, y: bubbleY, width, height: bandHeight },
      fontSize,
    };
  }
  const height = codeSize + border + bandHeight;
  return {
    width,
    height,
    codeX: border,
    codeY: border,
    codeRadius: innerRadius,
    d:
      style === 'square'
        ? rectPath(0, 0, width, height)
        : roundedRectPath(0, 0, width, height, radius),
    band: { x: 0, y: codeSize + border, width, height: bandHeight },
    fontSize,
  };
}

/** Centres the label in the frame's band, shrinking it to fit the band's width. */
function placeText(
  label: string,
  frame: FrameLayout,
  outliner: TextOutliner | undefined,
): { d: string; fallback?: undefined } | { d: null; fallback: Omit<SceneText, 'text' | 'color'> } {
  const { band } = frame;
  const padding = band.height * 0.35;
  const available = band.width - 2 * padding;
  const cx = band.x + band.width / 2;
  if (!outliner) {
    // Rough width estimate for a bold sans-serif (0.62 em per character).
    const estimate = label.length * 0.62 * frame.fontSize;
    const fontSize =
      estimate > available ? (frame.fontSize * available) / estimate : frame.fontSize;
    return {
      d: null,
      fallback: { x: cx, baselineY: band.y + (band.height + fontSize * 0.72) / 2, fontSize },
    };
  }
  let outline = outliner(label, frame.fontSize);
  if (outline.width > available) {
    outline = outliner(label, (frame.fontSize * available) / outline.width);
  }
  const baseline = band.y + (band.height + outline.capHeight) / 2;
  return { d: outline.path(cx - outline.width / 2, baseline) };
}
