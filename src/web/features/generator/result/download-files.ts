// Turning a generated code into files the browser saves (spec 000 §9: PNG scaled 3x, named
// after the QR type).

/** The large preview is 320 px wide; downloads are 3x that (spec 000 §9). */
export const PNG_DOWNLOAD_WIDTH = 3 * 320;

export function downloadName(qrType: string, extension: 'png' | 'svg' | 'pdf'): string {
  return `${qrType}-qr-code.${extension}`;
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; release it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function svgBlob(svg: string): Blob {
  return new Blob([svg], { type: 'image/svg+xml' });
}

/** Width / height of an SVG document from its viewBox (1 when it has none). */
function svgAspect(svg: string): number {
  const match = /viewBox="[\d.+-]+ [\d.+-]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  const width = match ? Number(match[1]) : 0;
  const height = match ? Number(match[2]) : 0;
  return width > 0 && height > 0 ? width / height : 1;
}

/**
 * Draws the SVG on a canvas `width` px wide (height by its aspect) and encodes a PNG. Rejects
 * when the browser cannot (no 2D canvas, the image fails to load, or toBlob gives nothing).
 */
export async function svgToPng(svg: string, width = PNG_DOWNLOAD_WIDTH): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round(width / svgAspect(svg));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const image = new Image();
  image.width = canvas.width;
  image.height = canvas.height;
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The SVG could not be drawn'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))),
      'image/png',
    ),
  );
}

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
