// The design settings of a styled code (spec 000 §3 "Design settings", defaults from §9).
// Plain data: the web form, the API and the renderer all speak this shape.

export type DotShape = 'square' | 'circle' | 'rounded' | 'classy-rounded';
export type CornerShape = 'square' | 'circle' | 'curve-square';
export type FrameStyle = 'rounded' | 'square' | 'speech-bubble';

export const DOT_SHAPES: readonly DotShape[] = ['square', 'circle', 'rounded', 'classy-rounded'];
export const CORNER_SHAPES: readonly CornerShape[] = ['square', 'circle', 'curve-square'];
export const FRAME_STYLES: readonly FrameStyle[] = ['rounded', 'square', 'speech-bubble'];

/** Longest frame text we draw (spec 001 field lengths: frame text 100). */
export const FRAME_TEXT_MAX = 100;

export interface QrLogo {
  /** A `data:image/(png|jpeg|gif|webp|svg+xml);base64,...` URI; anything else is ignored. */
  href: string;
  /** Width / height of the image; default 1 (square). */
  aspect?: number;
  /**
   * Logo width as a fraction of the symbol's width (quiet zone excluded); default
   * DEFAULT_LOGO_SIZE_RATIO. Clamped to maxLogoSizeRatio() for the code's ECL.
   */
  sizeRatio?: number;
}

export interface QrFrame {
  enabled: boolean;
  text: string;
  color: string;
  textColor: string;
  style: FrameStyle;
}

export interface QrDesign {
  /** Colours are CSS hex: #rgb or #rrggbb. */
  fgColor: string;
  bgColor: string;
  /** Second colour: the dark modules get a linear gradient fgColor → gradientColor. */
  gradientColor?: string;
  dotShape: DotShape;
  /** Shape of the 7x7 finder ring. */
  cornerShape: CornerShape;
  /** Shape of the 3x3 finder centre. */
  innerCornerShape: CornerShape;
  /** Finder ring colour; unset = the main paint (fgColor, or the gradient when set). */
  outerCornerColor?: string;
  /** Finder centre colour; unset = the main paint. */
  innerCornerColor?: string;
  /** A logo means the code should be encoded at ECL H: see eclForDesign(). */
  logo?: QrLogo;
  /**
   * Quiet zone around the symbol in modules, drawn in bgColor; default QUIET_ZONE_MODULES (4,
   * ISO/IEC 18004). Whole numbers from 1; the contracts allow 2 and up.
   */
  margin?: number;
  frame: QrFrame;
}

export const DEFAULT_LOGO_SIZE_RATIO = 0.25;

export const DEFAULT_FRAME: QrFrame = Object.freeze({
  enabled: false,
  text: 'SCAN ME',
  color: '#000000',
  textColor: '#FFFFFF',
  style: 'rounded',
});

export const DEFAULT_DESIGN: QrDesign = Object.freeze({
  fgColor: '#000000',
  bgColor: '#FFFFFF',
  dotShape: 'square',
  cornerShape: 'square',
  innerCornerShape: 'square',
  frame: DEFAULT_FRAME,
});

/** A partial design (as stored or typed in a form) completed with the defaults. */
export type QrDesignInput = Partial<Omit<QrDesign, 'frame'>> & { frame?: Partial<QrFrame> };

export function resolveDesign(input: QrDesignInput = {}): QrDesign {
  return {
    ...DEFAULT_DESIGN,
    ...stripUndefined(input),
    frame: { ...DEFAULT_FRAME, ...stripUndefined(input.frame ?? {}) },
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<T>;
}
