// The generator's downloads: the PNG is drawn in the browser and read back before it is offered
// (rasterise-download.ts), else the server's own. File helpers live in src/web/lib/file-download.ts.

export { downloadName, saveBlob, svgBlob } from '../../../lib/file-download.js';

/** A `data:<type>;base64,...` URI as a Blob. */
export function dataUriToBlob(dataUri: string): Blob {
  const match = /^data:([^;,]+);base64,(.*)$/.exec(dataUri);
  const [, type, base64] = match ?? [];
  if (type === undefined || base64 === undefined) throw new Error('Not a base64 data URI');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** The SVG as an image URL for <img> (the generated code in the preview). */
export function svgImageUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
