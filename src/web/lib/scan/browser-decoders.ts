// Two of the server's three decoders, in the browser, set exactly as the server's gate sets them
// (src/server/lib/qr-output/decode.ts): ZXing-C++ (zxing-wasm, MIT, ZXing-C++ Apache-2.0) and
// jsQR (Apache-2.0), neither inverting colours. The third, zbar, is LGPL and is not shipped to
// browsers; the server's gate has read the same drawing with all three (docs/bulk.md,
// docs/ARCHITECTURE.md). Used by the bulk page's workers and the generator's PNG downloads. The
// wasm is served from our own origin (Vite ?url), never a CDN, and loaded on first use.

import jsQR from 'jsqr';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import zxingWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { ZXING_GATE_OPTIONS } from '../../../qr/verify/gate-settings.js';

const ZXING_OPTIONS: ReaderOptions = {
  ...ZXING_GATE_OPTIONS,
  formats: [...ZXING_GATE_OPTIONS.formats],
};

let zxingReady: Promise<unknown> | null = null;

function ensureZxing(): Promise<unknown> {
  zxingReady ??= prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? zxingWasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return zxingReady;
}

export interface BrowserRead {
  /** Both decoders returned exactly the expected text, one symbol each. */
  ok: boolean;
  zxing: string | null;
  jsqr: string | null;
}

/**
 * Composites canvas pixels onto white in place (transparent areas outside a frame), as the
 * server's toOpaque does before any decoder reads them. Only non-opaque pixels are touched.
 */
export function flattenOnWhiteInPlace(image: ImageData): ImageData {
  const src = image.data;
  const words = new Uint32Array(src.buffer, src.byteOffset, src.byteLength >>> 2);
  for (let p = 0; p < words.length; p += 1) {
    // Little-endian RGBA: alpha is the top byte.
    if (words[p]! >>> 24 === 255) continue;
    const i = p << 2;
    const a = src[i + 3]!;
    const back = 255 * (255 - a);
    src[i] = (src[i]! * a + back + 127) / 255;
    src[i + 1] = (src[i + 1]! * a + back + 127) / 255;
    src[i + 2] = (src[i + 2]! * a + back + 127) / 255;
    src[i + 3] = 255;
  }
  return image;
}

/**
 * Reads opaque pixels (no inversion) with ZXing-C++, and with jsQR too when `withJsqr`;
 * `ok` when each decoder asked returned exactly `expected` (ZXing: one symbol).
 */
export async function readPixels(
  image: ImageData,
  expected: string,
  withJsqr: boolean,
): Promise<BrowserRead> {
  await ensureZxing();
  const results = (await readBarcodes(image, ZXING_OPTIONS)).filter((r) => r.isValid);
  const zxing = results[0]?.text ?? null;
  const zxingOk = results.length === 1 && zxing === expected;
  if (!withJsqr || !zxingOk) return { ok: zxingOk, zxing, jsqr: null };
  const found = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
  const jsqr = found ? found.data : null;
  return { ok: jsqr === expected, zxing, jsqr };
}
