import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of a streamed ZIP: its bytes arrive as an async sequence of chunks. */
export interface ZipEntry {
  name: string;
  /** Deflate text; store already-compressed files (images, PDFs) as they are. */
  compress: boolean;
  data: AsyncIterable<Uint8Array | string>;
}

const encoder = new TextEncoder();

/**
 * A ZIP archive built while it is sent: entries are read one after another and their
 * compressed chunks yielded as soon as fflate produces them, so at most one chunk of one file
 * is held in memory (fflate's synchronous compressors call back before push() returns).
 */
export async function* zipStream(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else ready.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  for await (const entry of entries) {
    const file = entry.compress
      ? new ZipDeflate(entry.name, { level: 6 })
      : new ZipPassThrough(entry.name);
    zip.add(file);
    let pending: Uint8Array | null = null;
    for await (const part of entry.data) {
      const bytes = typeof part === 'string' ? encoder.encode(part) : part;
      if (pending) file.push(pending, false);
      pending = bytes;
      yield* drain();
    }
    file.push(pending ?? new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
