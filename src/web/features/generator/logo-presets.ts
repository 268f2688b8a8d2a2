// The nine preset logos of spec 000 §2 (Logo tab), built at import time from maintained icon
// sets, never hand-drawn: simple-icons (CC0) for the brands it carries, and Bootstrap Icons
// (MIT) for LinkedIn (removed from simple-icons at LinkedIn's request) and for Email (not a
// brand). Each preset is a standalone SVG document: the glyph in its brand colour, centred on
// a white rounded square, so it stays legible when placed in the middle of a QR code.
// Web-only: the Bootstrap glyphs are read with Vite's `?raw` import.
import {
  siAppstore,
  siFacebook,
  siInstagram,
  siPinterest,
  siTiktok,
  siX,
  siYoutube,
  type SimpleIcon,
} from 'simple-icons';
import envelopeSvg from 'bootstrap-icons/icons/envelope-fill.svg?raw';
import linkedinSvg from 'bootstrap-icons/icons/linkedin.svg?raw';

export interface LogoPreset {
  /** Stable id, also the file name stem: `<id>.svg`. */
  id: string;
  /** The name as spec 000 §2 lists it (English; presetLabel gives the page's language). */
  label: string;
  /** A complete standalone SVG document (UTF-8 text). */
  svg: string;
  /** The same document as a `data:image/svg+xml` URI, for <img src>. */
  dataUri: string;
  /** Which icon set the glyph comes from, for the credits. */
  source: 'simple-icons' | 'bootstrap-icons';
}

/** The glyph as an icon set ships it: path data in a square viewBox of `size` units. */
interface Glyph {
  size: number;
  paths: string[];
}

/** Outer canvas in user units; the glyph fills the middle CANVAS - 2 * PADDING. */
const CANVAS = 64;
const PADDING = 10;
const CORNER_RADIUS = 14;

// LinkedIn's brand blue, from LinkedIn's brand guidelines. Email is not a brand: a plain blue.
const LINKEDIN_BLUE = '#0A66C2';
const EMAIL_BLUE = '#2563EB';

function fromSimpleIcon(icon: SimpleIcon): Glyph {
  // simple-icons: one path in a 24x24 viewBox.
  return { size: 24, paths: [icon.path] };
}

/** Reads the square viewBox and the path data of a Bootstrap Icons SVG file. */
function fromBootstrapSvg(svg: string): Glyph {
  const viewBox = /viewBox="0 0 (\d+(?:\.\d+)?) \1"/.exec(svg);
  const paths = [...svg.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((m) => m[1] ?? '');
  if (!viewBox || paths.length === 0) throw new Error('Unexpected Bootstrap Icons SVG format');
  return { size: Number(viewBox[1]), paths };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function buildSvg(label: string, glyph: Glyph, colour: string): string {
  const scale = (CANVAS - 2 * PADDING) / glyph.size;
  const paths = glyph.paths.map((d) => `<path d="${d}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS} ${CANVAS}" ` +
    `width="${CANVAS}" height="${CANVAS}" role="img">` +
    `<title>${escapeXml(label)}</title>` +
    `<rect width="${CANVAS}" height="${CANVAS}" rx="${CORNER_RADIUS}" fill="#FFFFFF"/>` +
    `<g transform="translate(${PADDING} ${PADDING}) scale(${scale})" fill="${colour}">` +
    `${paths}</g></svg>`
  );
}

function preset(
  id: string,
  label: string,
  glyph: Glyph,
  colour: string,
  source: LogoPreset['source'],
): LogoPreset {
  const svg = buildSvg(label, glyph, colour);
  return {
    id,
    label,
    svg,
    dataUri: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    source,
  };
}

function simple(id: string, label: string, icon: SimpleIcon): LogoPreset {
  return preset(id, label, fromSimpleIcon(icon), `#${icon.hex}`, 'simple-icons');
}

/** In the order spec 000 §2 lists them. */
export const LOGO_PRESETS: readonly LogoPreset[] = Object.freeze([
  simple('instagram', 'Instagram', siInstagram),
  simple('facebook', 'Facebook', siFacebook),
  simple('youtube', 'YouTube', siYoutube),
  simple('tiktok', 'TikTok', siTiktok),
  preset('email', 'Email', fromBootstrapSvg(envelopeSvg), EMAIL_BLUE, 'bootstrap-icons'),
  preset('linkedin', 'LinkedIn', fromBootstrapSvg(linkedinSvg), LINKEDIN_BLUE, 'bootstrap-icons'),
  simple('pinterest', 'Pinterest', siPinterest),
  simple('x', 'X', siX),
  simple('app-store', 'App Store', siAppstore),
]);

/**
 * The preset's name in the page's language, for its button: the brands' names stay as they are;
 * "Email" (not a brand) is said through `t` (the generatorDesign messages).
 */
export function presetLabel(logo: LogoPreset, t: (id: 'logo.preset.email') => string): string {
  return logo.id === 'email' ? t('logo.preset.email') : logo.label;
}

/**
 * The preset as an `image/svg+xml` File named `<id>.svg`, ready for the logo upload
 * (spec 000 §4: "A preset logo is fetched and converted to a file").
 */
export function presetToFile(logo: LogoPreset): File {
  return new File([logo.svg], `${logo.id}.svg`, { type: 'image/svg+xml' });
}
