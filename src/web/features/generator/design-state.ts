// The generator's design settings as the form holds them, and their two outputs: the flat
// design fields of the API contract (src/contracts/design.ts) and the renderer's QrDesign for
// the live preview. Defaults are spec 000 §9's.
import {
  ERROR_CORRECTION_LEVELS,
  LOGO_SIZE,
  MARGIN_MODULES,
  type ErrorCorrectionLevel,
} from '../../../contracts/design.js';
import {
  CORNER_SHAPES,
  DOT_SHAPES,
  FRAME_STYLES,
  FRAME_TEXT_MAX,
  type CornerShape,
  type DotShape,
  type FrameStyle,
  type QrDesign,
  type QrLogo,
} from '../../../qr/render/design.js';

export type ColourMode = 'single' | 'two';

export interface DesignState {
  fgColor: string;
  bgColor: string;
  /** 'two' draws the dark modules as a gradient fgColor → gradientColor (signed-in only). */
  colourMode: ColourMode;
  /** Kept while the mode is 'single' so switching back restores the user's choice. */
  gradientColor: string;
  dotShape: DotShape;
  cornerShape: CornerShape;
  innerCornerShape: CornerShape;
  /** null: the finder follows the main colour (spec 000 §3). */
  outerCornerColor: string | null;
  innerCornerColor: string | null;
  enableFrame: boolean;
  frameText: string;
  frameColor: string;
  frameTextColor: string;
  frameStyle: FrameStyle;
  /** Requested error correction (Advanced); a logo always draws at H. */
  errorCorrectionLevel: ErrorCorrectionLevel;
  /** Quiet zone in modules (Advanced). */
  margin: number;
  /** Chosen logo width, fraction of the symbol's width (the server may draw it smaller). */
  logoSize: number;
}

export const INITIAL_DESIGN: DesignState = Object.freeze({
  fgColor: '#000000',
  bgColor: '#FFFFFF',
  colourMode: 'single',
  gradientColor: '#BD0212',
  dotShape: 'square',
  cornerShape: 'square',
  innerCornerShape: 'square',
  outerCornerColor: null,
  innerCornerColor: null,
  enableFrame: false,
  frameText: 'SCAN ME',
  frameColor: '#000000',
  frameTextColor: '#FFFFFF',
  frameStyle: 'rounded',
  errorCorrectionLevel: 'M',
  margin: MARGIN_MODULES.default,
  logoSize: LOGO_SIZE.default,
});

/**
 * The design fields of the flat generate/save request, named as in spec 000 §3 and issue 23
 * (`size`, the PNG width, is chosen beside the downloads: see result/generate-result.tsx).
 */
export interface DesignRequestFields {
  fgColor: string;
  bgColor: string;
  gradientColor?: string;
  dotShape: DotShape;
  cornerShape: CornerShape;
  innerCornerShape: CornerShape;
  outerCornerColor?: string;
  innerCornerColor?: string;
  enableFrame: boolean;
  frameText: string;
  frameColor: string;
  frameTextColor: string;
  frameStyle: FrameStyle;
  errorCorrectionLevel: ErrorCorrectionLevel;
  margin: number;
  logoSize: number;
}

/** Unset optional colours are left out (the server then falls back to the main colour). */
export function designRequestFields(design: DesignState): DesignRequestFields {
  return {
    fgColor: design.fgColor,
    bgColor: design.bgColor,
    ...(design.colourMode === 'two' ? { gradientColor: design.gradientColor } : {}),
    dotShape: design.dotShape,
    cornerShape: design.cornerShape,
    innerCornerShape: design.innerCornerShape,
    ...(design.outerCornerColor ? { outerCornerColor: design.outerCornerColor } : {}),
    ...(design.innerCornerColor ? { innerCornerColor: design.innerCornerColor } : {}),
    enableFrame: design.enableFrame,
    frameText: design.frameText,
    frameColor: design.frameColor,
    frameTextColor: design.frameTextColor,
    frameStyle: design.frameStyle,
    errorCorrectionLevel: design.errorCorrectionLevel,
    margin: design.margin,
    logoSize: design.logoSize,
  };
}

/** The renderer's view of the same design, for the preview drawn in the browser. */
export function previewDesign(design: DesignState, logo?: QrLogo): QrDesign {
  return {
    fgColor: design.fgColor,
    bgColor: design.bgColor,
    gradientColor: design.colourMode === 'two' ? design.gradientColor : undefined,
    dotShape: design.dotShape,
    cornerShape: design.cornerShape,
    innerCornerShape: design.innerCornerShape,
    outerCornerColor: design.outerCornerColor ?? undefined,
    innerCornerColor: design.innerCornerColor ?? undefined,
    logo: logo && { ...logo, sizeRatio: design.logoSize },
    margin: design.margin,
    frame: {
      enabled: design.enableFrame,
      text: design.frameText.trim() || 'SCAN ME',
      color: design.frameColor,
      textColor: design.frameTextColor,
      style: design.frameStyle,
    },
  };
}

/**
 * The one-click fix for a light-on-dark code: foreground and background trade places, and a
 * finder colour that followed the old foreground follows the new one.
 */
export function swappedColours(design: DesignState): Partial<DesignState> {
  const oldFg = design.fgColor.toUpperCase();
  const follow = (colour: string | null) =>
    colour !== null && colour.toUpperCase() === oldFg ? design.bgColor : colour;
  return {
    fgColor: design.bgColor,
    bgColor: design.fgColor,
    outerCornerColor: follow(design.outerCornerColor),
    innerCornerColor: follow(design.innerCornerColor),
  };
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The design a template hands over (001 §2 "Use Template": sessionStorage, so untrusted): each
 * known field taken when it is valid, the rest left at the defaults. A second colour is used
 * only where the generator allows one (signed in, spec 000 §6).
 */
export function designFromTemplate(raw: unknown, signedIn: boolean): DesignState {
  if (typeof raw !== 'object' || raw === null) return INITIAL_DESIGN;
  const given = raw as Record<string, unknown>;
  const colour = (key: string) => {
    const value = given[key];
    return typeof value === 'string' && HEX_COLOUR.test(value) ? value.toUpperCase() : undefined;
  };
  const oneOf = <T extends string>(key: string, allowed: readonly T[]) =>
    allowed.find((option) => option === given[key]);
  const frameText = given.frameText;
  const gradientColor = signedIn ? colour('gradientColor') : undefined;
  const picked: Partial<DesignState> = {
    fgColor: colour('fgColor'),
    bgColor: colour('bgColor'),
    ...(gradientColor ? { colourMode: 'two' as const, gradientColor } : {}),
    dotShape: oneOf('dotShape', DOT_SHAPES),
    cornerShape: oneOf('cornerShape', CORNER_SHAPES),
    innerCornerShape: oneOf('innerCornerShape', CORNER_SHAPES),
    outerCornerColor: colour('outerCornerColor'),
    innerCornerColor: colour('innerCornerColor'),
    enableFrame: typeof given.enableFrame === 'boolean' ? given.enableFrame : undefined,
    frameText:
      typeof frameText === 'string' && frameText.length <= FRAME_TEXT_MAX ? frameText : undefined,
    frameColor: colour('frameColor'),
    frameTextColor: colour('frameTextColor'),
    frameStyle: oneOf('frameStyle', FRAME_STYLES),
  };
  const defined = Object.fromEntries(
    Object.entries(picked).filter(([, value]) => value !== undefined),
  ) as Partial<DesignState>;
  return { ...INITIAL_DESIGN, ...defined };
}

/**
 * The design of a brand kit (contracts/designs.ts KitDesign, validated by the server when it was
 * saved) as the form holds it: the template's fields plus error correction, margin and logo
 * size. Its logo (logoId) is loaded apart.
 */
export function designFromKit(raw: Record<string, unknown>, signedIn: boolean): DesignState {
  const base = designFromTemplate(raw, signedIn);
  const within = (key: string, bounds: { min: number; max: number }) => {
    const value = raw[key];
    return typeof value === 'number' && value >= bounds.min && value <= bounds.max
      ? value
      : undefined;
  };
  const level = ERROR_CORRECTION_LEVELS.find((l) => l === raw.errorCorrectionLevel);
  return {
    ...base,
    errorCorrectionLevel: level ?? INITIAL_DESIGN.errorCorrectionLevel,
    margin: within('margin', MARGIN_MODULES) ?? INITIAL_DESIGN.margin,
    logoSize: within('logoSize', LOGO_SIZE) ?? INITIAL_DESIGN.logoSize,
  };
}
