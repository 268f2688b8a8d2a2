// The server's scan check: render the design as it will be delivered and decode it with both
// decoders (architecture principle 1: every code we emit scans).

import {
  buildScene,
  sceneToSvg,
  type QrDesign,
  type QrMatrixLike,
} from '../../../qr/render/index.js';
import { SCAN_CHECK_PX_PER_MODULE, verifyScannable, type ScanVerdict } from './decode.js';
import { getTextOutliner } from './font.js';
import { svgToRgba } from './png.js';

/**
 * Renders `matrix` with `design` (frame text outlined with the bundled font) at
 * SCAN_CHECK_PX_PER_MODULE and decodes it; scannable only when both decoders return exactly
 * `expectedText`.
 */
export async function verifyDesign(
  matrix: QrMatrixLike,
  design: QrDesign,
  expectedText: string,
): Promise<ScanVerdict> {
  const scene = buildScene(matrix, design, { textOutliner: getTextOutliner() });
  const width = Math.round(scene.width * SCAN_CHECK_PX_PER_MODULE);
  return verifyScannable(svgToRgba(sceneToSvg(scene), width), expectedText);
}
