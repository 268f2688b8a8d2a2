// Saving drawn codes as files in the browser (spec 000 §9: PNG scaled 3x the large preview,
// files named after the QR type). Shared by the generator's result and the dashboard's dialog.

import { withSvgSize } from '../../qr/render/svg.js';

/** The large preview is 320 px wide; PNG downloads are 3x that. */
export const PNG_DOWNLOAD_WIDTH = 3 * 320;

/** `<qrType>-qr-code.<extension>`, with anything but letters, digits and dashes removed. */
export function downloadName(qrType: string, extension: 'png' | 'svg' | 'pdf'): string {
  const safe = qrType.replace(/[^a-z0-9-]/gi, '') || 'qr';
  return `${safe}-qr-code.${extension}`;
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

/**
 * The SVG as a file `widthPx` pixels wide (its height by the aspect), the width of the PNG the
 * same screen offers: opened in a browser or an editor it shows at that size, not at its
 * viewBox's few dozen units.
 */
export function svgBlob(svg: string, widthPx: number): Blob {
  return new Blob([withSvgSize(svg, widthPx, 'px')], { type: 'image/svg+xml' });
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
  const image = new Image(canvas.width, canvas.height);
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
