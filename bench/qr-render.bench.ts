// Styled rendering throughput: SVG renders/s and PNG renders/s at 1024 px, each against a
// baseline measured in the same run (the plain square-dot design). Inputs: 200 distinct
// 40-character URLs encoded once up front, so only rendering is timed.
import { encodeQr, type QrMatrix } from '../src/qr/encode/index.js';
import { renderSvg, resolveDesign, type QrDesign } from '../src/qr/render/index.js';
import { getTextOutliner } from '../src/server/lib/qr-output/font.js';
import { svgToPng } from '../src/server/lib/qr-output/png.js';
import { sampleLogoDataUri } from '../src/server/lib/qr-output/testing/sample-logo.js';

const PNG_WIDTH = 1024;
const textOutliner = getTextOutliner();

const urls = Array.from({ length: 200 }, (_, i) =>
  `https://example.com/p/${i.toString(36).padStart(4, '0')}?ref=bench-${i}`.padEnd(40, 'x'),
);
const plain = resolveDesign();
const styled = resolveDesign({
  fgColor: '#1E3A8A',
  gradientColor: '#BD0212',
  dotShape: 'rounded',
  cornerShape: 'curve-square',
  innerCornerShape: 'circle',
  outerCornerColor: '#0F5132',
  logo: { href: sampleLogoDataUri(), sizeRatio: 0.25 },
  frame: { enabled: true, style: 'speech-bubble' },
});
const circles = resolveDesign({
  dotShape: 'circle',
  cornerShape: 'circle',
  innerCornerShape: 'circle',
});

function matricesFor(design: QrDesign): QrMatrix[] {
  return urls.map((u) => encodeQr(u, { ecl: design.logo ? 'H' : 'M' }));
}

/** Runs `fn` over the inputs for at least `ms` milliseconds; returns operations per second. */
function rate<T>(inputs: T[], fn: (input: T) => unknown, ms: number): number {
  for (let i = 0; i < Math.min(inputs.length, 20); i++) fn(inputs[i]!); // warm-up
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    fn(inputs[count % inputs.length]!);
    count++;
    elapsed = performance.now() - start;
  }
  return (count * 1000) / elapsed;
}

const rows: Array<{ case: string; perSecond: number; baseline: number }> = [];

const plainMatrices = matricesFor(plain);
const styledMatrices = matricesFor(styled);
const svgBase = rate(plainMatrices, (m) => renderSvg(m, plain), 1500);
rows.push({ case: 'SVG plain square (baseline)', perSecond: svgBase, baseline: svgBase });
rows.push({
  case: 'SVG circle dots + circle corners',
  perSecond: rate(plainMatrices, (m) => renderSvg(m, circles), 1500),
  baseline: svgBase,
});
rows.push({
  case: 'SVG styled (gradient, rounded, logo, frame)',
  perSecond: rate(styledMatrices, (m) => renderSvg(m, styled, { textOutliner }), 1500),
  baseline: svgBase,
});

const plainSvgs = plainMatrices.map((m) => renderSvg(m, plain));
const styledSvgs = styledMatrices.map((m) => renderSvg(m, styled, { textOutliner }));
const pngBase = rate(plainSvgs, (svg) => svgToPng(svg, PNG_WIDTH), 3000);
rows.push({ case: `PNG ${PNG_WIDTH} px plain (baseline)`, perSecond: pngBase, baseline: pngBase });
rows.push({
  case: `PNG ${PNG_WIDTH} px styled`,
  perSecond: rate(styledSvgs, (svg) => svgToPng(svg, PNG_WIDTH), 3000),
  baseline: pngBase,
});
rows.push({
  case: `SVG+PNG ${PNG_WIDTH} px styled, end to end`,
  perSecond: rate(
    styledMatrices,
    (m) => svgToPng(renderSvg(m, styled, { textOutliner }), PNG_WIDTH),
    3000,
  ),
  baseline: pngBase,
});

const versions = [...new Set(plainMatrices.map((m) => m.version))].join(', ');
console.log(
  `QR render: ${urls.length} distinct 40-char URLs (versions ${versions}), Node ${process.version}`,
);
console.table(
  rows.map((r) => ({
    case: r.case,
    'renders/s': Math.round(r.perSecond),
    'x baseline': (r.perSecond / r.baseline).toFixed(2),
  })),
);
