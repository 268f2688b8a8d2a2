// Writes the frame-text font the browser downloads (src/web/components/frame-font/): Inter Bold
// from @expo-google-fonts/inter (SIL Open Font Licence 1.1, copyright and licence kept in its
// name table and in OFL.txt beside it), cut down with subset-font (harfbuzz's hb-subset) to what
// drawing frame text needs: every character the font maps, their glyph outlines and advance
// widths, and nothing else (no TrueType hinting, no OpenType layout tables, no glyphs reachable
// only through substitutions). The outliner (src/qr/render/text-outliner.ts) places glyphs by
// advance width without shaping, so outlines are identical to the server's full TTF (hb-subset
// leaves the .notdef glyph empty: a character Inter lacks is a gap here and a box on the server).
//
// It stays a TrueType file, served brotli-compressed (dist/web precompression): opentype.js
// cannot read WOFF2 (it would need a Brotli + WOFF2 decoder in the page, larger than the bytes
// WOFF2 saves), and WOFF (zlib) is larger on the wire than brotli-compressed TrueType.
//
// Run after upgrading the font package: `node scripts/build-frame-font.mjs`.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf');
const target = path.join(root, 'src/web/components/frame-font/inter-bold-frame.ttf');

/** Tables the outliner never reads: hinting programs and OpenType layout (no shaping). */
const UNUSED_TABLES = [
  'GSUB',
  'GPOS',
  'GDEF',
  'kern',
  'DSIG',
  'hdmx',
  'LTSH',
  'VDMX',
  'fpgm',
  'prep',
  'cvt ',
  'gasp',
  'STAT',
];

const original = await readFile(source);
const font = opentype.parse(
  original.buffer.slice(original.byteOffset, original.byteOffset + original.length),
);
const codePoints = Object.keys(font.tables.cmap.glyphIndexMap).map(Number);
const subset = await subsetFont(original, String.fromCodePoint(...codePoints), {
  targetFormat: 'truetype',
  noHinting: true,
  noLayoutClosure: true,
  dropTables: UNUSED_TABLES,
  // Copyright, names and version (0-6), licence and its URL (13, 14) stay in the font.
  preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
});
await writeFile(target, subset);
console.log(
  `${path.relative(root, target)}: ${codePoints.length} characters, ${subset.length} bytes (from ${original.length})`,
);
