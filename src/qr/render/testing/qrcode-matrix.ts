// Test-only adapter: a symbol from the `qrcode` npm package as a QrMatrixLike, so renderer
// tests do not depend on our own encoder.
import QRCode from 'qrcode';
import type { QrEcl, QrMatrixLike } from '../matrix-like.js';

export function qrcodeMatrix(text: string, ecl: QrEcl = 'H'): QrMatrixLike {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: ecl });
  return {
    size: modules.size,
    ecl,
    isDark: (x, y) => modules.get(y, x) === 1 || (modules.get(y, x) as unknown) === true,
  };
}
