import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_KINDS, type UploadKind } from '../db/schema/index.js';

/** Upload ids: 18 random bytes as base64url (24 characters). Validated before any disk access. */
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A new random upload id (never sequential; 144 bits). */
export function newUploadId(): string {
  return randomBytes(18).toString('base64url');
}

export function isUploadId(id: string): boolean {
  return UPLOAD_ID_PATTERN.test(id);
}

/** Thrown by FileStorage.receive when the stream is longer than the limit. */
export class FileTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`file is larger than ${limitBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** A file received into the temp folder, not yet in place. */
export interface TempFile {
  /** Absolute path inside DATA_DIR/uploads/tmp. */
  path: string;
  /** bytes */
  size: number;
  sha256: string;
}

/**
 * Uploaded files under DATA_DIR/uploads/<kind>/<id>. Incoming files are written to
 * DATA_DIR/uploads/tmp first and renamed into place (same file system, so the rename is atomic)
 * only once they are checked. Every path is built from a kind of UPLOAD_KINDS and an id matching
 * UPLOAD_ID_PATTERN, so no caller-supplied text can leave the uploads folder.
 */
export class FileStorage {
  readonly root: string;
  private readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'uploads');
    this.tmpDir = path.join(this.root, 'tmp');
  }

  /** Path relative to DATA_DIR, as uploads.storage_path stores it. */
  relativePath(kind: UploadKind, id: string): string {
    this.check(kind, id);
    return `uploads/${kind}/${id}`;
  }

  /** Absolute path of a stored file. Throws RangeError for an unknown kind or a malformed id. */
  pathFor(kind: UploadKind, id: string): string {
    this.check(kind, id);
    return path.join(this.root, kind, id);
  }

  /**
   * Streams `source` into a new temp file, hashing it. When more than `limitBytes` arrive, the
   * rest of the stream is read and dropped (so the request can still be answered), the temp
   * file is removed and FileTooLargeError is thrown. The temp file is removed on every failure.
   */
  async receive(source: Readable, limitBytes: number): Promise<TempFile> {
    await mkdir(this.tmpDir, { recursive: true });
    const file = path.join(this.tmpDir, `${newUploadId()}.part`);
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > limitBytes) return done();
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      if (size > limitBytes) throw new FileTooLargeError(limitBytes);
    } catch (err) {
      await rm(file, { force: true });
      throw err;
    }
    return { path: file, size, sha256: hash.digest('hex') };
  }

  /** Writes bytes to a new temp file (e.g. a rasterised logo). */
  async writeTemp(bytes: Uint8Array): Promise<TempFile> {
    await mkdir(this.tmpDir, { recursive: true });
    const file = path.join(this.tmpDir, `${newUploadId()}.part`);
    await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
    return {
      path: file,
      size: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  }

  /** Moves a temp file into place as <kind>/<id>; returns the absolute path. */
  async commit(temp: TempFile, kind: UploadKind, id: string): Promise<string> {
    const target = this.pathFor(kind, id);
    this.checkTemp(temp.path);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(temp.path, target);
    return target;
  }

  /** Removes a temp file; missing files are fine. */
  async discardTemp(temp: TempFile | string): Promise<void> {
    const file = typeof temp === 'string' ? temp : temp.path;
    this.checkTemp(file);
    await rm(file, { force: true });
  }

  /** The bytes of a temp file (uploads are at most a few MB). */
  async readTemp(temp: TempFile): Promise<Buffer> {
    this.checkTemp(temp.path);
    return readFile(temp.path);
  }

  /** The bytes of a stored file, or null when it does not exist. */
  async get(kind: UploadKind, id: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathFor(kind, id));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** A read stream and the size of a stored file, or null when it does not exist. */
  async open(kind: UploadKind, id: string): Promise<{ stream: ReadStream; size: number } | null> {
    const file = this.pathFor(kind, id);
    try {
      const info = await stat(file);
      return { stream: createReadStream(file), size: info.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** Deletes a stored file; missing files are fine. */
  async delete(kind: UploadKind, id: string): Promise<void> {
    await rm(this.pathFor(kind, id), { force: true });
  }

  /**
   * Removes temp files older than `olderThanMs`: those of uploads cut off by a crash or a kill
   * (every other failure removes its own). No upload takes that long, so none in progress, of
   * this process or another sharing DATA_DIR, is touched. Returns how many were removed.
   */
  async sweepTemp(olderThanMs: number, now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.tmpDir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw err;
    }
    let removed = 0;
    for (const name of names) {
      if (!name.endsWith('.part')) continue;
      const file = path.join(this.tmpDir, name);
      try {
        if (now - (await stat(file)).mtimeMs < olderThanMs) continue;
        await rm(file, { force: true });
        removed++;
      } catch (err) {
        // Committed or discarded meanwhile.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    return removed;
  }

  private check(kind: UploadKind, id: string): void {
    if (!UPLOAD_KINDS.includes(kind)) throw new RangeError(`unknown upload kind: ${kind}`);
    if (!isUploadId(id)) throw new RangeError('malformed upload id');
  }

  private checkTemp(file: string): void {
    if (path.dirname(path.resolve(file)) !== this.tmpDir) {
      throw new RangeError('not a temp file of this storage');
    }
  }
}
