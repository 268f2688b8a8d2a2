import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStorage, FileTooLargeError, isUploadId, newUploadId } from './storage.js';

describe('FileStorage', () => {
  let dataDir: string;
  let storage: FileStorage;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'qrs-storage-'));
    storage = new FileStorage(dataDir);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const chunks = (total: number, size = 1000) =>
    Readable.from(
      Array.from({ length: Math.ceil(total / size) }, (_, i) =>
        Buffer.alloc(Math.min(size, total - i * size), i % 251),
      ),
    );

  it('receives a stream into tmp, hashes it and commits it under <kind>/<id>', async () => {
    const bytes = Buffer.from('%PDF-1.7 hello');
    const temp = await storage.receive(Readable.from([bytes]), 100);
    expect(temp.size).toBe(bytes.length);
    expect(temp.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(path.dirname(temp.path)).toBe(path.join(dataDir, 'uploads', 'tmp'));
    const id = newUploadId();
    await storage.commit(temp, 'pdf', id);
    expect(await storage.get('pdf', id)).toEqual(bytes);
    expect(await readdir(path.join(dataDir, 'uploads', 'tmp'))).toEqual([]);
    expect(storage.relativePath('pdf', id)).toBe(`uploads/pdf/${id}`);
    await storage.delete('pdf', id);
    expect(await storage.get('pdf', id)).toBeNull();
  });

  it('accepts exactly the limit and refuses one byte more, leaving no temp file', async () => {
    const ok = await storage.receive(chunks(5000), 5000);
    expect(ok.size).toBe(5000);
    await storage.discardTemp(ok);
    await expect(storage.receive(chunks(5001), 5000)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await readdir(path.join(dataDir, 'uploads', 'tmp'))).toEqual([]);
  });

  it('refuses ids and kinds that could leave the uploads folder', async () => {
    for (const id of ['../../etc/passwd', 'a/b', '..', '', 'short', `${'a'.repeat(65)}`]) {
      expect(() => storage.pathFor('logo', id)).toThrow(RangeError);
      await expect(storage.get('logo', id)).rejects.toThrow(RangeError);
    }
    expect(() => storage.pathFor('../x' as 'logo', newUploadId())).toThrow(RangeError);
    await expect(storage.discardTemp(path.join(dataDir, 'elsewhere'))).rejects.toThrow(RangeError);
  });

  it('makes random, url-safe ids of 24 characters', () => {
    const ids = new Set(Array.from({ length: 1000 }, newUploadId));
    expect(ids.size).toBe(1000);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(isUploadId(id)).toBe(true);
    }
  });

  it('opens a stored file as a stream with its size; unknown ids give null', async () => {
    const temp = await storage.writeTemp(new Uint8Array([1, 2, 3]));
    const id = newUploadId();
    await storage.commit(temp, 'logo', id);
    const opened = await storage.open('logo', id);
    expect(opened?.size).toBe(3);
    opened?.stream.destroy();
    expect(await storage.open('logo', newUploadId())).toBeNull();
  });

  it('sweeps temp files left by a cut-off upload once they are old, and nothing else', async () => {
    const fresh = await storage.writeTemp(Buffer.from('in progress'));
    const old = await storage.writeTemp(Buffer.from('cut off'));
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(old.path, twoHoursAgo, twoHoursAgo);
    const other = path.join(path.dirname(old.path), 'notes.txt');
    await writeFile(other, 'not a temp file');
    await utimes(other, twoHoursAgo, twoHoursAgo);

    expect(await storage.sweepTemp(3_600_000)).toBe(1);
    const left = await readdir(path.dirname(old.path));
    expect(left).toContain(path.basename(fresh.path));
    expect(left).toContain('notes.txt');
    expect(left).not.toContain(path.basename(old.path));
    await storage.discardTemp(fresh);
    await rm(other);
    expect(await new FileStorage(path.join(dataDir, 'never-used')).sweepTemp(0)).toBe(0);
  });
});
