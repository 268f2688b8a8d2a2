// Test-only helpers for the upload findings: the files under DATA_DIR/uploads and a PNG of
// zeros of any declared size made with node:zlib.
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { signUp } from '../modules/uploads/test-support.js';
import { useTestApp } from '../test/app.js';
import type { TestDatabaseKind } from '../test/databases.js';
import { constants, crc32, createDeflate } from 'node:zlib';

/**
 * An app on a fresh database and its own DATA_DIR (removed afterwards), with a signed-up user
 * whose cookie `cookie()` returns once beforeAll has run.
 */
export function useUploadTestApp(kind: TestDatabaseKind, prefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `qrs-${prefix}-`));
  const { app, database } = useTestApp(kind, { dataDir });
  let cookie = '';
  beforeAll(async () => {
    cookie = await signUp(app());
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  return { app, database, dataDir, cookie: () => cookie };
}

/** Every file under DATA_DIR/uploads (temp files included), relative to DATA_DIR. */
export async function filesUnder(dataDir: string): Promise<string[]> {
  try {
    const entries = await readdir(path.join(dataDir, 'uploads'), {
      recursive: true,
      withFileTypes: true,
    });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dataDir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A valid 8-bit greyscale PNG of zeros, `width` x `height`: every row is a filter byte and
 * `width` zero bytes, deflated at level 9 row by row (the decoded image is never held in
 * memory). 20000 x 20000 is about 400 KB on disk and 400 MB decoded.
 */
export async function zeroPng(width: number, height: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const row = Buffer.alloc(width + 1);
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
