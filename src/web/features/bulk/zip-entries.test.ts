import { crc32 as zlibCrc32, inflateRawSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildZip } from './bulk-output.js';
import type { BulkResult } from './run-bulk.js';
import { deflatedEntry, storedEntry } from './zip-entries.js';

/** Deterministic bytes that do not compress to nothing (a linear congruential sequence). */
function bytes(length: number, seed: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i += 1) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

/** Byte equality (jsdom's TextEncoder and Node make typed arrays of different realms). */
function same(a: Uint8Array | undefined, b: Uint8Array): boolean {
  return a !== undefined && Buffer.compare(a, b) === 0;
}

/** The CRC-32 and sizes each central directory record of a ZIP gives, by file name. */
function centralRecords(zip: Uint8Array) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const records = new Map<
    string,
    { crc: number; compressed: number; size: number; method: number }
  >();
  for (let at = 0; at + 46 <= zip.length; at += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    records.set(name, {
      method: view.getUint16(at + 10, true),
      crc: view.getUint32(at + 16, true),
      compressed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
    });
  }
  return records;
}

describe('ZIP entries made ready in the render workers', () => {
  it('takes the CRC-32 ZIP and PNG use: zlib agrees on every length around the 16-byte step', () => {
    for (const length of [0, 1, 15, 16, 17, 31, 1000, 65_537]) {
      const data = bytes(length, length + 1);
      expect(storedEntry(data).crc).toBe(zlibCrc32(data));
    }
  });

  it('deflates with the platform zlib to bytes that inflate back exactly', async () => {
    const svg = new TextEncoder().encode(`<svg>${'<path d="M0 0h1v1H0z"/>'.repeat(400)}</svg>`);
    const entry = await deflatedEntry(svg);
    expect(entry.compression).toBe(8);
    expect(entry.size).toBe(svg.length);
    expect(entry.bytes.length).toBeLessThan(svg.length / 4);
    expect(same(inflateRawSync(entry.bytes), svg)).toBe(true);
    const stored = storedEntry(bytes(5000, 7));
    expect(stored).toMatchObject({ compression: 0, size: 5000, crc: zlibCrc32(stored.bytes) });
  });

  it('buildZip writes ready entries as they are, with the headers a ZIP reader checks', async () => {
    const svgText = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(200)}</svg>`;
    const svg = new TextEncoder().encode(svgText);
    const png = bytes(30_000, 3);
    const ready: BulkResult = {
      id: 1,
      data: 'https://e.example/1',
      name: '',
      filename: 'ready',
      status: 'success',
      qrCode: svgText,
      png,
      zip: { svg: await deflatedEntry(svg), png: storedEntry(png) },
      content: 'https://e.example/1',
      grade: 'robust',
    };
    // A row the server made (no ready entries) beside it, zipped the usual way.
    const plain: BulkResult = { ...ready, id: 2, filename: 'plain', zip: undefined };
    const zip = new Uint8Array(
      await (await buildZip([ready, plain], { png: true, pdf: false })).arrayBuffer(),
    );
    const files = unzipSync(zip);
    expect(same(files['ready.svg'], svg)).toBe(true);
    expect(same(files['ready.png'], png)).toBe(true);
    expect(same(files['plain.svg'], svg)).toBe(true);
    expect(same(files['plain.png'], png)).toBe(true);
    const records = centralRecords(zip);
    for (const name of ['ready.svg', 'plain.svg', 'ready.png', 'plain.png']) {
      const content = name.endsWith('.svg') ? svg : png;
      expect(records.get(name)).toMatchObject({ crc: zlibCrc32(content), size: content.length });
    }
    expect(records.get('ready.svg')).toMatchObject({
      method: 8,
      compressed: ready.zip!.svg.bytes.length,
    });
    expect(records.get('ready.png')).toMatchObject({ method: 0, compressed: png.length });
  });
});
