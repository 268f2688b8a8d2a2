// Issue 3 item 6 (issue 23: three decoders, none inverting): styled renders decode to exactly
// their payload with ZXing-C++ (zxing-wasm), jsQR and zbar (@undecaf/zbar-wasm), across a
// pairwise matrix of every QR type and design option, plus long payloads at every ECL and
// Unicode text.
import { describe, expect, it } from 'vitest';
import { encodeQr } from '../../../qr/encode/index.js';
import {
  CORNER_SHAPES,
  DOT_SHAPES,
  eclForDesign,
  resolveDesign,
  type QrDesign,
  type QrEcl,
} from '../../../qr/render/index.js';
import { verifyDesign } from './scan-check.js';
import { allPairs, pairKey, pairwiseRows } from './testing/pairwise.js';
import { QR_TYPES, SAMPLE_PAYLOADS } from './testing/sample-payloads.js';
import { sampleLogoDataUri } from './testing/sample-logo.js';

const logo = sampleLogoDataUri();

const FACTORS = {
  type: QR_TYPES,
  dotShape: DOT_SHAPES,
  cornerShape: CORNER_SHAPES,
  innerCornerShape: CORNER_SHAPES,
  gradient: [false, true],
  logo: [false, true],
  frame: ['off', 'rounded', 'square', 'speech-bubble'],
  ecl: ['L', 'M', 'Q', 'H'],
} as const;

const rows = pairwiseRows(FACTORS, 300);

function designFor(row: (typeof rows)[number]): QrDesign {
  return resolveDesign({
    fgColor: row.gradient ? '#1E3A8A' : '#000000',
    gradientColor: row.gradient ? '#BD0212' : undefined,
    dotShape: row.dotShape,
    cornerShape: row.cornerShape,
    innerCornerShape: row.innerCornerShape,
    outerCornerColor: row.type.length % 3 === 0 ? '#0F5132' : undefined,
    innerCornerColor: row.type.length % 4 === 0 ? '#7C2D12' : undefined,
    logo: row.logo ? { href: logo, sizeRatio: 0.3 } : undefined,
    frame:
      row.frame === 'off'
        ? { enabled: false }
        : {
            enabled: true,
            style: row.frame,
            text: row.type === 'text' ? 'Scan für Infos' : 'SCAN ME',
          },
  });
}

/** Encodes like the product does (H with a logo), renders and decodes with the three decoders. */
async function renderAndScan(text: string, design: QrDesign, requested: QrEcl) {
  const matrix = encodeQr(text, { ecl: eclForDesign(design, requested) });
  const verdict = await verifyDesign(matrix, design, text);
  return { matrix, verdict };
}

describe('pairwise design matrix', () => {
  it('covers every pair of factor values, in at least 300 renders', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const names = Object.keys(FACTORS) as Array<keyof typeof FACTORS>;
    const seen = new Set<string>();
    for (const row of rows) {
      const idx = names.map((n) => (FACTORS[n] as readonly unknown[]).indexOf(row[n]));
      for (let i = 0; i < names.length; i++) {
        for (let j = i + 1; j < names.length; j++) seen.add(pairKey(i, idx[i]!, j, idx[j]!));
      }
    }
    for (const pair of allPairs(FACTORS)) expect(seen.has(pair), pair).toBe(true);
  });

  it('decodes every render to exactly its payload with ZXing-C++, jsQR and zbar', async () => {
    const failures: string[] = [];
    for (const [i, row] of rows.entries()) {
      const design = designFor(row);
      const text = SAMPLE_PAYLOADS[row.type];
      const { matrix, verdict } = await renderAndScan(text, design, row.ecl);
      if (!verdict.scannable) {
        failures.push(
          `#${i} ${JSON.stringify(row)} v${matrix.version}${matrix.ecl}: ` +
            `zxing=${JSON.stringify(verdict.zxing)} jsqr=${JSON.stringify(verdict.jsqr)} ` +
            `zbar=${JSON.stringify(verdict.zbar)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

describe('long payloads and Unicode', () => {
  const plain = resolveDesign();
  const styled = resolveDesign({
    dotShape: 'rounded',
    cornerShape: 'curve-square',
    innerCornerShape: 'circle',
  });

  // Near the byte capacity of a version-20-ish symbol at each level.
  const lengths: Record<QrEcl, number> = { L: 800, M: 600, Q: 440, H: 340 };
  for (const ecl of ['L', 'M', 'Q', 'H'] as const) {
    it(`long text at ECL ${ecl}`, async () => {
      const text = Array.from(
        { length: lengths[ecl] },
        (_, i) => 'abcdefghijklmnopqrstuvwxyz0123456789 -/'[(i * 7) % 39],
      ).join('');
      for (const design of [plain, styled]) {
        const { matrix, verdict } = await renderAndScan(text, design, ecl);
        expect(matrix.ecl).toBe(ecl);
        expect(verdict).toEqual({ scannable: true, zxing: text, jsqr: text, zbar: text });
      }
    });
  }

  const unicode = {
    accents: 'Crème brûlée, piña colada, Ångström, Łódź, naïve café',
    cjk: '東京タワーで会いましょう。北京欢迎你！서울에서 만나요',
    emoji: 'Sharks 🦈🦈 and waves 🌊 — thumbs up 👍🏽, family 👨‍👩‍👧',
  };
  for (const [name, text] of Object.entries(unicode)) {
    it(`Unicode: ${name}`, async () => {
      for (const ecl of ['M', 'H'] as const) {
        const { verdict } = await renderAndScan(text, styled, ecl);
        expect(verdict).toEqual({ scannable: true, zxing: text, jsqr: text, zbar: text });
      }
    });
  }
});
