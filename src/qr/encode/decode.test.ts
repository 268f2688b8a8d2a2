// Our symbols decode, with two independent readers, to exactly the encoded text.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { encodeQr, type Ecl, type QrMatrix } from './index.js';

const QUIET = 4;
const PIXELS = 4;

/** RGBA image of a symbol: black modules on white, 4-module quiet zone, PIXELS per module. */
function toImage(symbol: QrMatrix) {
  const width = (symbol.size + 2 * QUIET) * PIXELS;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      if (symbol.isDark(Math.floor(x / PIXELS) - QUIET, Math.floor(y / PIXELS) - QUIET)) {
        const i = (y * width + x) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
    }
  }
  return { data, width, height: width, colorSpace: 'srgb' as const };
}

async function decodeBoth(symbol: QrMatrix) {
  const image = toImage(symbol);
  const fromJsqr = jsQR(image.data, image.width, image.height)?.data;
  const results = await readBarcodes(image as unknown as ImageData, {
    formats: ['QRCode'],
    tryHarder: true,
  });
  return { jsqr: fromJsqr, zxing: results[0]?.text };
}

beforeAll(async () => {
  const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  await prepareZXingModule({
    overrides: { wasmBinary: readFileSync(wasm).buffer as ArrayBuffer },
    fireImmediately: true,
  });
});

const TEXTS = [
  'https://example.com/p/abcdefghijklmnopqr',
  '0123456789012345678901234567890123456789',
  'HTTPS://EXAMPLE.COM/ABC-123 $%*+./:',
  'Order 12345678901234 for ACME CORP, café crème',
  'Grüße aus Köln: äöü ß — ÀÉÎÕÜ',
  '東京都渋谷区 こんにちは 世界',
  '🦈 QR Shark 🦈 👍🏽 🇫🇷',
  'WIFI:T:WPA;S:my network;P:pa\\;ss;H:false;;',
];

describe('decoding with jsQR and ZXing-C++', () => {
  for (const ecl of ['L', 'M', 'Q', 'H'] as const) {
    it(`decodes to the exact text at ECL ${ecl}`, async () => {
      for (const text of TEXTS) {
        const symbol = encodeQr(text, { ecl });
        expect(await decodeBoth(symbol), `${text} @${ecl}`).toEqual({ jsqr: text, zxing: text });
      }
    });
  }

  it('decodes large versions and every fixed mask', async () => {
    const cases: { text: string; ecl: Ecl; mask?: number }[] = [
      { text: 'Lorem ipsum 2024 '.repeat(30), ecl: 'M' },
      { text: '€uro 0123456789 '.repeat(60), ecl: 'Q' },
      { text: 'a'.repeat(2953), ecl: 'L' },
    ];
    for (let mask = 0; mask < 8; mask++) cases.push({ text: `mask ${mask} ✓`, ecl: 'H', mask });
    for (const { text, ecl, mask } of cases) {
      const symbol = encodeQr(text, { ecl, mask });
      expect(await decodeBoth(symbol), `v${symbol.version} ${ecl} mask ${mask}`).toEqual({
        jsqr: text,
        zxing: text,
      });
    }
  });
});
