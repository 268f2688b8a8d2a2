// The generator's downloads: the PNG is the server's own (the exact image its scan check read,
// at the chosen width). File helpers live in src/web/lib/file-download.ts.

export { downloadName, saveBlob, svgBlob } from '../../../lib/file-download.js';

/** A `data:<type>;base64,...` URI as a Blob. */
export function dataUriToBlob(dataUri: string): Blob {
  const match = /^data:([^;,]+);base64,(.*)$/.exec(dataUri);
  if (!match) throw new Error('Not a base64 data URI');
  const bytes = Uint8Array.from(atob(match[2]), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: match[1] });
}
