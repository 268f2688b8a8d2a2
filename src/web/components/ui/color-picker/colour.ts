// Pure colour maths for the colour picker: hex <-> RGB <-> HSV.
// Ranges (spec 000 §9): RGB channels are integers 0-255; hue is degrees 0-360 (360 is the
// same colour as 0, kept so a slider can sit at its right end); saturation and value are
// percentages 0-100. HSV values are kept as unrounded numbers so that
// hex -> HSV -> hex is exact for every 24-bit colour.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Hsv {
  /** Hue in degrees, 0-360. */
  h: number;
  /** Saturation in percent, 0-100. */
  s: number;
  /** Value (brightness) in percent, 0-100. */
  v: number;
}

/** Limits `n` to [min, max]; NaN becomes `min`. */
export function clamp(n: number, min: number, max: number): number {
  if (Number.isNaN(n)) return min;
  return Math.min(max, Math.max(min, n));
}

/** Rounds and clamps to an RGB channel value, an integer 0-255. */
export function toChannel(n: number): number {
  return clamp(Math.round(n), 0, 255);
}

const LONG_HEX = /^[0-9a-f]{6}$/i;
const SHORT_HEX = /^[0-9a-f]{3}$/i;

/**
 * Reads a colour typed by a person: `#RRGGBB`, `#RGB`, with or without the `#`, surrounding
 * spaces ignored, any letter case. Returns the normalised form `#RRGGBB` (upper case), or
 * null when the text is not such a colour.
 */
export function parseHex(input: string): string | null {
  const text = input.trim().replace(/^#/, '');
  if (LONG_HEX.test(text)) return `#${text.toUpperCase()}`;
  if (SHORT_HEX.test(text)) {
    const [r, g, b] = text.toUpperCase();
    return `#${r}${r}${g}${g}${b}${b}`;
  }
  return null;
}

/** `#RRGGBB` (or anything parseHex accepts) to RGB; throws on text that is not a colour. */
export function hexToRgb(hex: string): Rgb {
  const normal = parseHex(hex);
  if (normal === null) throw new Error(`Not a hex colour: ${JSON.stringify(hex)}`);
  const n = Number.parseInt(normal.slice(1), 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

/** RGB to `#RRGGBB` (upper case); channels are rounded and clamped to 0-255 first. */
export function rgbToHex({ r, g, b }: Rgb): string {
  const n = (toChannel(r) << 16) | (toChannel(g) << 8) | toChannel(b);
  return `#${n.toString(16).padStart(6, '0').toUpperCase()}`;
}

/**
 * RGB to HSV. Greys (no saturation) get hue 0 and black gets saturation 0: callers that
 * want to keep a hue the user chose (the picker does) must carry it themselves.
 */
export function rgbToHsv({ r, g, b }: Rgb): Hsv {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const delta = max - min;

  let h = 0;
  if (delta > 0) {
    if (max === rn) h = ((gn - bn) / delta) % 6;
    else if (max === gn) h = (bn - rn) / delta + 2;
    else h = (rn - gn) / delta + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  const s = max === 0 ? 0 : (delta / max) * 100;
  return { h, s, v: max * 100 };
}

/** HSV to RGB with integer channels; inputs outside their ranges are clamped first. */
export function hsvToRgb(hsv: Hsv): Rgb {
  const h = clamp(hsv.h, 0, 360) % 360;
  const s = clamp(hsv.s, 0, 100) / 100;
  const v = clamp(hsv.v, 0, 100) / 100;

  const chroma = v * s;
  const sector = h / 60;
  const x = chroma * (1 - Math.abs((sector % 2) - 1));
  const m = v - chroma;

  let rgb: [number, number, number];
  if (sector < 1) rgb = [chroma, x, 0];
  else if (sector < 2) rgb = [x, chroma, 0];
  else if (sector < 3) rgb = [0, chroma, x];
  else if (sector < 4) rgb = [0, x, chroma];
  else if (sector < 5) rgb = [x, 0, chroma];
  else rgb = [chroma, 0, x];

  return {
    r: toChannel((rgb[0] + m) * 255),
    g: toChannel((rgb[1] + m) * 255),
    b: toChannel((rgb[2] + m) * 255),
  };
}

export function hexToHsv(hex: string): Hsv {
  return rgbToHsv(hexToRgb(hex));
}

export function hsvToHex(hsv: Hsv): string {
  return rgbToHex(hsvToRgb(hsv));
}

/**
 * HSV for `hex`, keeping the hue (and, for black, the saturation) of `previous` where the new
 * colour does not determine them. Without this, dragging the brightness down to black and back
 * up would lose the hue the user picked.
 */
export function hexToHsvKeepingHue(hex: string, previous: Hsv): Hsv {
  const next = hexToHsv(hex);
  if (next.v === 0) return { h: previous.h, s: previous.s, v: 0 };
  if (next.s === 0) return { h: previous.h, s: 0, v: next.v };
  return next;
}
