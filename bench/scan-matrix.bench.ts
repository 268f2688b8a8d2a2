// The issue-23 scan matrix as a benchmark of readability, not speed: every dot shape × corner
// shape × 5 colour sets × {no logo, logo} × ECL {L, H} (240 designs, a 60-character URL),
// each rendered, rasterised (PNG 1024 px as the API returns it, SVG at ~4 px per module) and
// read by ZXing-C++, jsQR and zbar. Three settings, measured in the same run:
//
//   before  the old check: true-circle corners, logo at the constant 25 % (clamped to the ECL),
//           decoders WITH colour inversion (tryInvert / attemptBoth) — what used to pass;
//   old/phone  the same old renders read as phones' plain scanners do (no inversion) — what
//           the old output really scanned at;
//   after   squircle corners, logo sized by largestRobustLogo, no inversion (the gate now).
//
// Table 1: per decoder, the share of designs read exactly from both the PNG and the SVG, for
// the 192 non-inverted designs and all 240. Table 2: the camera pass (8 degraded copies at
// 3 px per module; a decoder passes reading 6) per option value, before (old renders) and after.
import { encodeQr } from '../src/qr/encode/index.js';
import { renderSvg, type QrDesign } from '../src/qr/render/index.js';
import { cameraPassOfSvg } from '../src/server/lib/qr-output/camera-pass.js';
import {
  DECODERS,
  SVG_CHECK_PX_PER_MODULE,
  decodeAll,
  verdictOf,
  type DecoderName,
} from '../src/server/lib/qr-output/decode.js';
import { getTextOutliner } from '../src/server/lib/qr-output/font.js';
import { largestRobustLogo } from '../src/server/lib/qr-output/logo-sizing.js';
import { rasterize, svgToRgba } from '../src/server/lib/qr-output/png.js';
import { viewBoxWidth } from '../src/server/lib/qr-output/scan-check.js';
import {
  MATRIX_PAYLOAD,
  caseDesign,
  matrixCases,
  type MatrixCase,
} from '../src/server/lib/qr-output/testing/scan-matrix-cases.js';

const PNG_WIDTH = 1024;
const textOutliner = getTextOutliner();

type Setting = 'before' | 'old/phone' | 'after';
const SETTINGS: Setting[] = ['before', 'old/phone', 'after'];

interface Outcome {
  read: Record<DecoderName, boolean>;
  camera: Record<DecoderName, boolean>;
}

async function readSvg(svg: string, invert: boolean): Promise<Record<DecoderName, boolean>> {
  const { rgba } = rasterize(svg, PNG_WIDTH);
  const png = verdictOf(await decodeAll(rgba, { invert }), MATRIX_PAYLOAD);
  const width = Math.round(viewBoxWidth(svg) * SVG_CHECK_PX_PER_MODULE);
  const small = verdictOf(await decodeAll(svgToRgba(svg, width), { invert }), MATRIX_PAYLOAD);
  const out = {} as Record<DecoderName, boolean>;
  for (const d of DECODERS) out[d] = png[d] === MATRIX_PAYLOAD && small[d] === MATRIX_PAYLOAD;
  return out;
}

async function measure(c: MatrixCase): Promise<Record<Setting, Outcome>> {
  const matrix = encodeQr(MATRIX_PAYLOAD, { ecl: c.ecl });
  const oldDesign = caseDesign(c);
  const oldSvg = renderSvg(matrix, oldDesign, { textOutliner, circleFinders: 'legacy' });
  let newDesign: QrDesign = oldDesign;
  if (c.logo) {
    const sizing = await largestRobustLogo({ matrix, design: oldDesign, payload: MATRIX_PAYLOAD });
    newDesign = caseDesign(c, sizing.sizeRatio ?? 0.25);
  }
  const newSvg = renderSvg(matrix, newDesign, { textOutliner });
  const modules = viewBoxWidth(oldSvg);
  const oldCamera = (await cameraPassOfSvg(oldSvg, modules, MATRIX_PAYLOAD)).passed;
  const newCamera = (await cameraPassOfSvg(newSvg, modules, MATRIX_PAYLOAD)).passed;
  return {
    before: { read: await readSvg(oldSvg, true), camera: oldCamera },
    'old/phone': { read: await readSvg(oldSvg, false), camera: oldCamera },
    after: { read: await readSvg(newSvg, false), camera: newCamera },
  };
}

const started = performance.now();
const cases = matrixCases();
const results: Array<{ c: MatrixCase; r: Record<Setting, Outcome> }> = [];
for (const c of cases) results.push({ c, r: await measure(c) });

const pct = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)} %`);

function readTable(label: string, subset: typeof results): void {
  console.log(
    `\nPass rate per decoder (PNG and SVG read exactly), ${label}: ${subset.length} designs`,
  );
  const rows = SETTINGS.map((s) => {
    const row: Record<string, string> = { setting: s };
    for (const d of DECODERS)
      row[d] = pct(subset.filter((x) => x.r[s].read[d]).length, subset.length);
    row['all three'] = pct(
      subset.filter((x) => DECODERS.every((d) => x.r[s].read[d])).length,
      subset.length,
    );
    return row;
  });
  const base = subset.filter((x) => DECODERS.every((d) => x.r['old/phone'].read[d])).length;
  const now = subset.filter((x) => DECODERS.every((d) => x.r.after.read[d])).length;
  console.table(rows);
  console.log(`all three, after / old-phone: ${base === 0 ? '-' : (now / base).toFixed(3)}x`);
}

readTable(
  'non-inverted designs',
  results.filter((x) => x.c.colours !== 'light on dark'),
);
readTable('all designs (light on dark included)', results);

console.log('\nCamera pass per option (all three decoders pass; non-inverted designs)');
const normal = results.filter((x) => x.c.colours !== 'light on dark');
const options: Array<[string, (c: MatrixCase) => string]> = [
  ['dot', (c) => c.dot],
  ['corner', (c) => c.corner],
  ['colours', (c) => c.colours],
  ['logo', (c) => (c.logo ? 'logo' : 'no logo')],
  ['ECL', (c) => c.ecl],
];
const cameraRows: Array<Record<string, string>> = [];
for (const [option, valueOf] of options) {
  const values = [...new Set(normal.map((x) => valueOf(x.c)))];
  for (const value of values) {
    const group = normal.filter((x) => valueOf(x.c) === value);
    const row: Record<string, string> = { option: `${option}: ${value}`, n: String(group.length) };
    for (const s of ['before', 'after'] as const) {
      row[s] = pct(
        group.filter((x) => DECODERS.every((d) => x.r[s].camera[d])).length,
        group.length,
      );
    }
    for (const d of DECODERS) {
      row[`after ${d}`] = pct(group.filter((x) => x.r.after.camera[d]).length, group.length);
    }
    cameraRows.push(row);
  }
}
console.table(cameraRows);
console.log(`\n${cases.length} designs in ${((performance.now() - started) / 1000).toFixed(0)} s`);
