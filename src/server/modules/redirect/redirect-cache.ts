import type { RedirectTarget } from './repository.js';

export interface RedirectCacheOptions {
  /** Loads a code from the database on a miss; null when no such short code exists. */
  load: (shortCode: string) => Promise<RedirectTarget | null>;
  /**
   * Tells the other processes sharing the database to drop `shortCode` (PostgreSQL NOTIFY).
   * Absent on PGlite: one process only.
   */
  publish?: (shortCode: string) => Promise<void>;
  /** Entries kept; the least recently used goes first. Default 100,000 (~20 MB). */
  maxEntries?: number;
  /** How long a found code is served without asking the database again. Default 5 min. */
  ttlMs?: number;
  /** How long "no such code" is remembered, so scans of unknown codes cost no query. Default 10 s. */
  negativeTtlMs?: number;
  /** Milliseconds clock (tests move it). */
  now?: () => number;
}

interface Entry {
  target: RedirectTarget | null;
  expiresAt: number;
}

/**
 * In-process cache of short code -> code for the redirect. Edits, pauses, resumes and deletes
 * must call `invalidate(shortCode)` after their write commits: it drops the entry here and, on
 * PostgreSQL, in every other process. The TTL only bounds staleness if a notification is lost
 * (the listener also clears everything when it reconnects).
 */
export class RedirectCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<RedirectTarget | null>>();
  /**
   * Walks the keys oldest first from one eviction to the next. A fresh walk from the start of the
   * Map passes every entry deleted since V8 last compacted it (14 µs a set in a full cache of
   * 100,000, bench/cache.bench.ts); this one resumes where it stopped. Every key it has passed
   * was evicted, so the next key it gives is the least recently used one.
   */
  private oldest: Iterator<string> | null = null;
  /** Bumped by every invalidation: a load that started before one must not store its result. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly negativeTtlMs: number;
  private readonly now: () => number;

  constructor(private readonly options: RedirectCacheOptions) {
    this.maxEntries = options.maxEntries ?? 100_000;
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.negativeTtlMs = options.negativeTtlMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** The code (paused and deleted included) or null for an unknown short code. */
  get(shortCode: string): Promise<RedirectTarget | null> {
    const cached = this.peek(shortCode);
    if (cached !== undefined) return Promise.resolve(cached);
    return this.loading.get(shortCode) ?? this.startLoad(shortCode);
  }

  /**
   * Synchronous lookup: the cached code, null for a cached "no such code", or undefined when
   * nothing fresh is cached (then call `get`). Lets the redirect answer a hit without a promise.
   */
  peek(shortCode: string): RedirectTarget | null | undefined {
    const entry = this.entries.get(shortCode);
    if (entry === undefined || entry.expiresAt <= this.now()) return undefined;
    // Re-insert so Map order is least-recently-used first.
    this.entries.delete(shortCode);
    this.entries.set(shortCode, entry);
    return entry.target;
  }

  /**
   * Forget `shortCode` here and in the other processes. Call after the change is committed.
   * Rejects only if publishing to the other processes fails (the local entry is gone anyway).
   */
  async invalidate(shortCode: string): Promise<void> {
    this.drop(shortCode);
    await this.options.publish?.(shortCode);
  }

  /** Forget `shortCode` in this process only (the cross-process listener calls this). */
  drop(shortCode: string): void {
    this.generation++;
    this.entries.delete(shortCode);
    this.loading.delete(shortCode);
  }

  /** Forget everything in this process (after missed notifications). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.oldest = null;
    this.loading.clear();
  }

  /**
   * Fills the cache with known codes (at start: the first scans then cost no query). Entries
   * already present, or changed while the rows were read, are left alone.
   */
  preload(entries: Iterable<{ shortCode: string; target: RedirectTarget }>, generation: number) {
    if (generation !== this.generation) return;
    for (const { shortCode, target } of entries) {
      if (this.entries.size >= this.maxEntries) return;
      if (!this.entries.has(shortCode)) this.store(shortCode, target);
    }
  }

  /** Pass to `preload` with rows read after this call. */
  get currentGeneration(): number {
    return this.generation;
  }

  /** The most entries kept. */
  get capacity(): number {
    return this.maxEntries;
  }

  get size(): number {
    return this.entries.size;
  }

  private startLoad(shortCode: string): Promise<RedirectTarget | null> {
    const generation = this.generation;
    const promise = this.options.load(shortCode).then(
      (target) => {
        if (this.loading.get(shortCode) === promise) this.loading.delete(shortCode);
        if (generation === this.generation) this.store(shortCode, target);
        return target;
      },
      (err: unknown) => {
        if (this.loading.get(shortCode) === promise) this.loading.delete(shortCode);
        throw err;
      },
    );
    this.loading.set(shortCode, promise);
    return promise;
  }

  private store(shortCode: string, target: RedirectTarget | null): void {
    // ±20 % jitter, so codes loaded together (preload) do not all expire in the same second.
    const ttl = (target ? this.ttlMs : this.negativeTtlMs) * (0.8 + Math.random() * 0.4);
    this.entries.delete(shortCode);
    this.entries.set(shortCode, { target, expiresAt: this.now() + ttl });
    while (this.entries.size > this.maxEntries) this.evictOldest();
  }

  private evictOldest(): void {
    let next = this.oldest?.next();
    if (next === undefined || next.done === true) {
      this.oldest = this.entries.keys();
      next = this.oldest.next();
    }
    if (next.done !== true) this.entries.delete(next.value);
  }
}
