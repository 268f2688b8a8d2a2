// CSS hex colours, the only colour syntax the designs use. Parsing doubles as sanitising:
// a colour reaches the SVG only as the canonical '#rrggbb' this module prints.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#abc', '#aabbcc' (the '#' optional, any case) → 0-255 channels; null when not a hex colour. */
export function parseHexColor(value: string | undefined | null): Rgb | null {
  const match = HEX.exec((value ?? '').trim());
  if (!match) return null;
  let hex = match[1]!;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function isHexColor(value: string | undefined | null): boolean {
  return parseHexColor(value) !== null;
}

/**
 * The canonical '#rrggbb' form. Throws a RangeError naming the field for anything that is not a
 * hex colour (the API validates first; this keeps arbitrary text out of the SVG).
 */
export function normalizeHexColor(value: string, field = 'colour'): string {
  const rgb = parseHexColor(value);
  if (!rgb) throw new RangeError(`${field} must be a hex colour like #1a2b3c, got "${value}"`);
  return '#' + [rgb.r, rgb.g, rgb.b].map((c) => c.toString(16).padStart(2, '0')).join('');
}
