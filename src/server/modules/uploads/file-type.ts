/**
 * What a file really is, from its first bytes (never from its name or the Content-Type header).
 * Signatures: PDF "%PDF-" (ISO 32000-1 §7.5.2; up to 1024 leading bytes are tolerated by
 * readers, we require it at the start), PNG (RFC 2083 §3.1), JPEG SOI FF D8 FF, GIF87a/GIF89a,
 * WebP "RIFF....WEBP" (RFC 9649 §2.5), SVG: an XML text whose first element is <svg>.
 */
export type SniffedType =
  'application/pdf' | 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type of `bytes`, or null when it is none of the accepted kinds. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (isSvgDocument(bytes)) return 'image/svg+xml';
  return null;
}

/**
 * True when the text (UTF-8, optional BOM) starts, after an optional XML declaration, comments
 * and a DOCTYPE, with an <svg> element. An HTML page is never an SVG.
 */
function isSvgDocument(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  const prolog =
    /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
  return prolog.test(head);
}
