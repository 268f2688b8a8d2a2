import type { SniffedType } from './file-type.js';

export interface ImageSize {
  /** pixels */
  width: number;
  /** pixels */
  height: number;
}

/**
 * Pixel size of a PNG (IHDR, RFC 2083 §4.1.1), GIF (logical screen descriptor), JPEG (first
 * SOFn marker, ITU T.81 §B.2.2) or WebP (VP8/VP8L/VP8X header, RFC 9649). Null when the header
 * is missing or truncated, or a side is 0: such a file is not a usable image.
 */
export function imageSize(bytes: Uint8Array, type: SniffedType): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = (width: number, height: number) =>
    width > 0 && height > 0 ? { width, height } : null;
  try {
    switch (type) {
      case 'image/png':
        return size(view.getUint32(16), view.getUint32(20));
      case 'image/gif':
        return size(view.getUint16(6, true), view.getUint16(8, true));
      case 'image/jpeg':
        return jpegSize(view);
      case 'image/webp':
        return webpSize(view, size);
      default:
        return null;
    }
  } catch {
    // DataView throws RangeError past the end: a truncated header.
    return null;
  }
}

function jpegSize(view: DataView): ImageSize | null {
  let offset = 2;
  while (offset + 9 < view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return null;
    const marker = view.getUint8(offset + 1);
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = view.getUint16(offset + 2);
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = view.getUint16(offset + 5);
      const width = view.getUint16(offset + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    offset += 2 + length;
  }
  return null;
}

function webpSize(
  view: DataView,
  size: (w: number, h: number) => ImageSize | null,
): ImageSize | null {
  const chunk = String.fromCharCode(
    view.getUint8(12),
    view.getUint8(13),
    view.getUint8(14),
    view.getUint8(15),
  );
  if (chunk === 'VP8 ') {
    // Frame header after the 3-byte frame tag and the start code 9D 01 2A; 14-bit sizes.
    return size(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return size((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    const w = view.getUint16(24, true) + (view.getUint8(26) << 16) + 1;
    const h = view.getUint16(27, true) + (view.getUint8(29) << 16) + 1;
    return size(w, h);
  }
  return null;
}
