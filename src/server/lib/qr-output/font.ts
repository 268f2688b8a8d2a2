// The bundled frame-text font (Inter Bold, SIL Open Font Licence, shipped by the
// @expo-google-fonts/inter package), read once on first use.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createTextOutliner, type TextOutliner } from '../../../qr/render/text-outliner.js';

const require = createRequire(import.meta.url);

/** Absolute path of the TTF inside node_modules. */
export const FRAME_FONT_PATH =
  require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf');

let outliner: TextOutliner | null = null;

/** The outliner for frame text; reads and parses the font on the first call only. */
export function getTextOutliner(): TextOutliner {
  if (!outliner) {
    const bytes = readFileSync(FRAME_FONT_PATH);
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    outliner = createTextOutliner(buffer as ArrayBuffer);
  }
  return outliner;
}
