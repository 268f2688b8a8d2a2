// The server's least-recently-used caches: the hand-written Map LRUs of result-cache.ts and
// redirect-cache.ts (copied here as the baseline, eviction exactly as they do it) against the
// `lru-cache` package, on the real key and value shapes:
// - result cache: SHA-256 base64url keys (43 characters), answers of an SVG string and PNG
//   bytes, bounded by bytes (48 MB);
// - redirect cache: 8-character short codes, a small code object with its expiry, bounded by
//   entries (100,000).
// Reports nanoseconds per get (hit), per set of a new key (each evicts the oldest once full) and
// the heap the cache's own bookkeeping holds per entry (values shared, so only keys, nodes and
// indexes count). CPU time (process.cpuUsage), median of alternating rounds in one process.
import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { printTable, median } from './table.js';

/** The part of lru-cache's API this bench calls (lru-cache is bench/package.json's, so it is
 * loaded by name at run time and the project typechecks without it). */
interface LruCache<V> {
  get(key: string): V | undefined;
  has(key: string): boolean;
  set(key: string, value: V, options?: { size?: number }): unknown;
}
type LruCacheClass = new <V>(options: { max?: number; maxSize?: number }) => LruCache<V>;
const lruCacheModule: string = 'lru-cache';
const { LRUCache } = (await import(lruCacheModule)) as { LRUCache: LruCacheClass };

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const ROUNDS = 5;

interface Cache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, size: number): void;
}

/** The hand-written byte-bounded LRU result-cache.ts had: Map order, re-insert on a hit. */
function mapBytesLru<V>(maxBytes: number): Cache<V> {
  const done = new Map<string, { value: V; bytes: number }>();
  let bytes = 0;
  return {
    get(key) {
      const hit = done.get(key);
      if (!hit) return undefined;
      done.delete(key);
      done.set(key, hit);
      return hit.value;
    },
    set(key, value, size) {
      if (size > maxBytes || done.has(key)) return;
      done.set(key, { value, bytes: size });
      bytes += size;
      for (const [oldest, entry] of done) {
        if (bytes <= maxBytes) break;
        done.delete(oldest);
        bytes -= entry.bytes;
      }
    },
  };
}

/**
 * The entry-bounded LRU of redirect-cache.ts: Map order, re-insert on a hit, and eviction by a
 * walk over the keys that resumes where the last eviction stopped.
 */
function mapCountLru<V>(maxEntries: number): Cache<V> {
  const entries = new Map<string, V>();
  let oldest: Iterator<string> | null = null;
  const evictOldest = () => {
    let next = oldest?.next();
    if (next === undefined || next.done === true) {
      oldest = entries.keys();
      next = oldest.next();
    }
    if (next.done !== true) entries.delete(next.value);
  };
  return {
    get(key) {
      const hit = entries.get(key);
      if (hit === undefined) return undefined;
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > maxEntries) evictOldest();
    },
  };
}

function libBytesLru<V extends object>(maxBytes: number): Cache<V> {
  const cache = new LRUCache<V>({ maxSize: maxBytes });
  return {
    get: (key) => cache.get(key),
    set: (key, value, size) => {
      if (size <= maxBytes && !cache.has(key)) cache.set(key, value, { size });
    },
  };
}

function libCountLru<V extends object>(maxEntries: number): Cache<V> {
  const cache = new LRUCache<V>({ max: maxEntries });
  return { get: (key) => cache.get(key), set: (key, value) => void cache.set(key, value) };
}

interface Shape<V> {
  name: string;
  keys: string[];
  value: V;
  size: number;
  capacity: number;
  ours: () => Cache<V>;
  lib: () => Cache<V>;
}

const resultValue = {
  svg: `<svg>${'<path d="M0 0h1v1H0z"/>'.repeat(400)}</svg>`,
  png: new Uint8Array(40_000),
  verdict: { decoders: 3, grade: 'robust' },
};
const resultSize = resultValue.svg.length * 2 + resultValue.png.byteLength + 2048;
const RESULT_BYTES = 48 * 1024 * 1024;

const redirectValue = {
  target: { id: 1, userId: 2, destination: 'https://example.com/menu', paused: false },
  expiresAt: Date.now() + 300_000,
};

const shapes: Shape<object>[] = [
  {
    name: 'result cache (48 MB)',
    keys: Array.from({ length: 20_000 }, () => randomBytes(32).toString('base64url')),
    value: resultValue,
    size: resultSize,
    capacity: Math.floor(RESULT_BYTES / resultSize),
    ours: () => mapBytesLru(RESULT_BYTES),
    lib: () => libBytesLru(RESULT_BYTES),
  },
  {
    name: 'redirect cache (100,000)',
    keys: Array.from({ length: 150_000 }, () => randomBytes(6).toString('base64url')),
    value: redirectValue,
    size: 1,
    capacity: 100_000,
    ours: () => mapCountLru(100_000),
    lib: () => libCountLru(100_000),
  },
];

/** A full cache: the capacity's worth of keys set. */
function filled<V>(make: () => Cache<V>, shape: Shape<V>): Cache<V> {
  const cache = make();
  for (let i = 0; i < shape.capacity; i++) cache.set(shape.keys[i]!, shape.value, shape.size);
  return cache;
}

/** Nanoseconds per get of a resident key, in a fixed pseudo-random order. */
function getNs<V>(cache: Cache<V>, shape: Shape<V>, ops: number): number {
  let x = 12345;
  let found = 0;
  const start = process.cpuUsage();
  for (let i = 0; i < ops; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    if (cache.get(shape.keys[x % shape.capacity]!) !== undefined) found++;
  }
  const ns = cpuNs(start) / ops;
  if (found !== ops) throw new Error(`only ${found} of ${ops} gets hit`);
  return ns;
}

/** Nanoseconds per set of a key not in the full cache (each evicts the least recently used). */
function setNs<V>(cache: Cache<V>, shape: Shape<V>): number {
  const fresh = shape.keys.slice(shape.capacity);
  const start = process.cpuUsage();
  for (const key of fresh) cache.set(key, shape.value, shape.size);
  return cpuNs(start) / fresh.length;
}

/** Heap bytes per entry a full cache holds beyond its keys' strings and the shared value. */
function bytesPerEntry<V>(make: () => Cache<V>, shape: Shape<V>): number {
  gc();
  const before = process.memoryUsage().heapUsed;
  const cache = filled(make, shape);
  gc();
  const after = process.memoryUsage().heapUsed;
  if (cache.get(shape.keys[0]!) === undefined) throw new Error('first key was evicted');
  return (after - before) / shape.capacity;
}

/** CPU nanoseconds of this process (user and system) since `from`: steadier than the wall
 * clock on a machine shared with other work. */
function cpuNs(from?: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(from);
  return (used.user + used.system) * 1000;
}

const rows: string[][] = [];
const GET_OPS = 1_000_000;
interface Samples {
  get: number[];
  set: number[];
  mem: number[];
}
const samples = (): Samples => ({ get: [], set: [], mem: [] });

for (const shape of shapes) {
  const ours = samples();
  const lib = samples();
  const measure = (make: () => Cache<object>, into: Samples) => {
    const cache = filled(make, shape);
    into.get.push(getNs(cache, shape, GET_OPS));
    into.set.push(setNs(cache, shape));
    into.mem.push(bytesPerEntry(make, shape));
  };
  // Warm-up, then alternate which goes first.
  measure(shape.ours, samples());
  measure(shape.lib, samples());
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? [shape.ours, shape.lib] : [shape.lib, shape.ours];
    for (const make of order) measure(make, make === shape.ours ? ours : lib);
  }
  for (const [what, a, b] of [
    ['get (hit) ns', ours.get, lib.get],
    ['set (evicting) ns', ours.set, lib.set],
    ['bytes per entry', ours.mem, lib.mem],
  ] as const) {
    const m = median(a);
    const n = median(b);
    rows.push([`${shape.name}: ${what}`, m.toFixed(0), n.toFixed(0), `${(n / m).toFixed(2)}x`]);
  }
}

const header = ['case', 'Map LRU (ours)', 'lru-cache', 'lru-cache / ours'];
printTable(
  `LRU caches: median of ${ROUNDS} alternating rounds, Node ${process.version}, lower is better`,
  header,
  rows,
);
