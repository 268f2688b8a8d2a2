// CRC-32 in one place for the browser (the bulk ZIP's entries, the bulk PNG encoder's chunks)
// and the server (the PNG chunk checksums upload checks verify): the ISO-HDLC CRC that ZIP
// (APPNOTE 4.4.7) and PNG (§5.5) use, reflected polynomial 0xEDB88320, computed by the
// `crc-32` package (SheetJS, Apache-2.0: slice-by-16 tables).
import CRC32 from 'crc-32';

/** CRC-32 of `bytes` (a subarray for part of a buffer: a view, not a copy), unsigned. */
export function crc32(bytes: Uint8Array): number {
  return CRC32.buf(bytes) >>> 0;
}
