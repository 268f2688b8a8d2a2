// The dashboard's download utility, loaded on demand (spec 000 §7): a drawn code saved as SVG,
// or as a PNG rasterised by the browser at 3x the large preview (spec 000 §9); the SVG is
// marked as wide as that PNG.
import {
  PNG_DOWNLOAD_WIDTH,
  downloadName,
  saveBlob,
  svgBlob,
  svgToPng,
} from '../../../lib/file-download.js';

/** Saves the drawn code as `format`; rejects when the PNG cannot be made. */
export async function downloadCode(svg: string, qrType: string, format: 'png' | 'svg') {
  const blob = format === 'svg' ? svgBlob(svg, PNG_DOWNLOAD_WIDTH) : await svgToPng(svg);
  saveBlob(blob, downloadName(qrType, format));
}
