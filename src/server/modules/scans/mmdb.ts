import { readFileSync } from 'node:fs';
import { Reader, type Response } from 'maxmind';

/**
 * Decoded records by their offset in the file, for the maxmind reader: after warm-up a lookup
 * walks the tree and decodes nothing. Cleared when full rather than tracked as an LRU (a Map
 * read is cheaper than LRU bookkeeping, and the working set of a scan stream is small). Records
 * are read, never changed.
 */
class RecordCache {
  private readonly records = new Map<string | number, unknown>();
  constructor(private readonly max: number) {}
  get(offset: string | number): unknown {
    return this.records.get(offset);
  }
  set(offset: string | number, record: unknown): void {
    if (this.records.size >= this.max) this.records.clear();
    this.records.set(offset, record);
  }
}

/** Opens a MaxMind DB file (read whole into memory) with a record cache of `maxRecords`. */
export function openMmdb(file: string, maxRecords: number): Reader<Response> {
  return new Reader<Response>(readFileSync(file), { cache: new RecordCache(maxRecords) });
}

/** IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d; their plain IPv4 form. */
export function plainAddress(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}
