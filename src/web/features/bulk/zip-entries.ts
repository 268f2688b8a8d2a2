// ZIP entries made ready where a code is made (issue 16 item 6): the bulk render workers deflate
// each SVG with the browser's own zlib (CompressionStream 'deflate-raw', native code) and take the
// CRC-32 of the SVG and of the PNG (contracts/crc32.ts), so "Download
// All" only writes headers around bytes it already has, instead of deflating and checksumming
// about half a megabyte per code on the page's main thread.

import type { ZipInputFile } from 'fflate';
import { crc32 } from '../../../contracts/crc32.js';

/** One file's bytes as the ZIP stores them, with what its headers need. */
export interface ReadyEntry {
  /** The stored bytes: raw deflate (compression 8) or the file itself (compression 0). */
  bytes: Uint8Array<ArrayBuffer>;
  /** CRC-32 of the file's own bytes (unsigned). */
  crc: number;
  /** The file's own size in bytes. */
  size: number;
  compression: 0 | 8;
}

/** The file kept as it is (a PNG is already compressed). */
export function storedEntry(bytes: Uint8Array<ArrayBuffer>): ReadyEntry {
  return { bytes, crc: crc32(bytes), size: bytes.length, compression: 0 };
}

/** The file deflated by the browser's zlib (raw deflate, as a ZIP entry holds it). */
export async function deflatedEntry(bytes: Uint8Array): Promise<ReadyEntry> {
  const stream = new CompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const written = Promise.all([writer.write(bytes as Uint8Array<ArrayBuffer>), writer.close()]);
  const deflated = new Uint8Array(await new Response(stream.readable).arrayBuffer());
  await written;
  return { bytes: deflated, crc: crc32(bytes), size: bytes.length, compression: 8 };
}

/**
 * Adds a ready entry to an fflate Zip as a custom input file (fflate's ZipInputFile contract:
 * size, crc and compression known before the data, then the stored bytes in one final chunk).
 */
export function addReadyEntry(
  zip: { add(file: ZipInputFile): void },
  filename: string,
  entry: ReadyEntry,
): void {
  const file: ZipInputFile = {
    filename,
    size: entry.size,
    crc: entry.crc,
    compression: entry.compression,
  };
  zip.add(file);
  file.ondata?.(null, entry.bytes, true);
}
