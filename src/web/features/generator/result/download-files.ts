// The generator's PNG download: the server's SVG drawn in the browser at 3x, with the server's
// own PNG as the fallback. File helpers live in src/web/lib/file-download.ts.
import { svgToPng } from '../../../lib/file-download.js';

export { downloadName, saveBlob, svgBlob } from '../../../lib/file-download.js';

/** A `data:<type>;base64,...` URI as a Blob. */
export function dataUriToBlob(dataUri: string): Blob {
  const match = /^data:([^;,]+);base64,(.*)$/.exec(dataUri);
  if (!match) throw new Error('Not a base64 data URI');
  const bytes = Uint8Array.from(atob(match[2]), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: match[1] });
}

/**
 * The PNG download: the server's SVG drawn at 3x the large preview; the server's own PNG
 * (1024 px) when the browser cannot draw it.
 */
export async function pngForDownload(result: { qrCode: string; png: string }): Promise<Blob> {
  try {
    return await svgToPng(result.qrCode);
  } catch (error) {
    console.warn('Drawing the PNG in the browser failed; using the server PNG', error);
    return dataUriToBlob(result.png);
  }
}
