// Build step: each prerendered page's social image (Open Graph and Twitter cards), a 1200 x 630
// PNG that shows the page's own title (and its description under it) beside the site's name.
// The text is drawn as outlines of the bundled Inter Bold (src/qr/render/text-outliner.ts, the
// same outliner as frame text), measured word by word to wrap, so the picture needs no system
// font and is the same on every build machine; resvg turns the SVG into the PNG.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { createTextOutliner, type TextOutliner } from '../src/qr/render/text-outliner.js';

/** The card size Open Graph and Twitter's large summary card recommend (1.91:1). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const MARGIN = 80;
const TEXT_WIDTH = SOCIAL_IMAGE_SIZE.width - 2 * MARGIN;

let outliner: TextOutliner | null = null;
function inter(): TextOutliner {
  if (!outliner) {
    const require = createRequire(import.meta.url);
    const bytes = readFileSync(
      require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
    );
    outliner = createTextOutliner(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  }
  return outliner;
}

/**
 * `text` broken into lines no wider than `width` at `fontSize` (a word longer than a line gets a
 * line of its own), at most `maxLines`, the last ending in "..." when text is left over.
 */
export function wrapText(
  text: string,
  fontSize: number,
  width: number,
  maxLines: number,
): string[] {
  const measure = (line: string) => inter()(line, fontSize).width;
  const lines: string[] = [];
  let line = '';
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (const [i, word] of words.entries()) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > width) {
      if (lines.length === maxLines - 1) {
        lines.push(fitWithEllipsis(`${line} ${words.slice(i).join(' ')}`, measure, width));
        return lines;
      }
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function fitWithEllipsis(text: string, measure: (t: string) => number, width: number): string {
  let words = text.split(' ');
  while (words.length > 1 && measure(`${words.join(' ')}...`) > width) words = words.slice(0, -1);
  return `${words.join(' ')}...`;
}

/** The title and description laid out: the title as large as fits in three lines. */
export function socialImageSvg(title: string, description: string, siteName: string): string {
  const draw = inter();
  let titleSize = 76;
  let titleLines = wrapText(title, titleSize, TEXT_WIDTH, 3);
  while (titleSize > 48 && titleLines.at(-1)?.endsWith('...')) {
    titleSize -= 6;
    titleLines = wrapText(title, titleSize, TEXT_WIDTH, 3);
  }
  const paths: string[] = [];
  const line = (text: string, size: number, baseline: number, fill: string) =>
    paths.push(`<path fill="${fill}" d="${draw(text, size).path(MARGIN, baseline)}"/>`);

  line(siteName, 40, MARGIN + 40, '#1d4ed8');
  const titleLead = titleSize * 1.18;
  let y = 250;
  for (const text of titleLines) {
    line(text, titleSize, y, '#0f172a');
    y += titleLead;
  }
  const descriptionSize = 30;
  for (const text of wrapText(description, descriptionSize, TEXT_WIDTH, 2)) {
    line(text, descriptionSize, y + 14, '#475569');
    y += descriptionSize * 1.35;
  }
  const { width, height } = SOCIAL_IMAGE_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#eff6ff"/>` +
    `<rect x="0" y="${height - 24}" width="${width}" height="24" fill="#1d4ed8"/>` +
    paths.join('') +
    '</svg>'
  );
}

/** The PNG of socialImageSvg. */
export function socialImagePng(title: string, description: string, siteName: string): Buffer {
  const svg = socialImageSvg(title, description, siteName);
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}
