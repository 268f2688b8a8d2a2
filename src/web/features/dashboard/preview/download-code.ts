// The dashboard's download utility, loaded on demand (spec 000 §7): a drawn code saved as SVG,
// or as a PNG rasterised by the browser at 3x the large preview (spec 000 §9).

/** Width of the large preview, in CSS px. */
export const LARGE_PREVIEW_SIZE = 320;
export const PNG_SCALE = 3;

/** Spec 000 §9: downloads are named after the QR type. */
export function downloadFileName(qrType: string, extension: 'png' | 'svg'): string {
  const safe = qrType.replace(/[^a-z0-9-]/gi, '') || 'qr';
  return `${safe}-qr-code.${extension}`;
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function viewBoxAspect(svg: string): number {
  const match = /viewBox="[\d.+-]+ [\d.+-]+ ([\d.]+) ([\d.]+)"/.exec(svg);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  return width > 0 && height > 0 ? width / height : 1;
}

/** Rasterises the SVG `width` px wide. Rejects when the browser cannot draw or encode it. */
export async function svgToPngBlob(svg: string, width: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round(width / viewBoxAspect(svg));
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

/** Saves the drawn code as `format`; rejects when the PNG cannot be made. */
export async function downloadCode(svg: string, qrType: string, format: 'png' | 'svg') {
  const blob =
    format === 'svg'
      ? new Blob([svg], { type: 'image/svg+xml' })
      : await svgToPngBlob(svg, LARGE_PREVIEW_SIZE * PNG_SCALE);
  saveBlob(blob, downloadFileName(qrType, format));
}
