// The per-route request limits' counters (rate-limit.ts), kept where the one database's one
// process can count them for least work.
//
// On PostgreSQL several server processes share one database (WEB_CONCURRENCY), so a route's
// window is a row every process counts in (SharedLimits). The embedded database (PGlite) is
// opened by one process only (config.ts refuses WEB_CONCURRENCY above 1 without DATABASE_URL,
// and a DATA_DIR in use is refused to every other command), so there the same fixed windows
// are counted in that process's memory, beside the database they stand for: every app on one
// PGlite handle (tests build several) counts in the same windows, as on one PostgreSQL. A hit
// then costs a map lookup instead of an upsert on the database thread (issue 43, item 2: it was
// most of a cached generate answer's CPU).
//
// What differs from the stored windows: a restart forgets the open windows, at most one minute
// each (route limits are per minute; the longer limits, such as sign-in and mail, stay in
// SharedLimits on either database). Memory is bounded: past MAX_LIVE_WINDOWS open windows (a
// flood from that many addresses within one window) new keys are counted in SharedLimits.
import type { DatabaseHandle } from '../db/client.js';
import {
  windowVerdict,
  type LimitRule,
  type LimitVerdict,
  type SharedLimits,
} from './shared-limits.js';

/** What the route limits need of a counter: SharedLimits has these, and so has RouteWindows. */
export type RouteLimitCounter = Pick<SharedLimits, 'hitBy' | 'release'>;

/** Open windows kept in memory before new keys go to the database (about 150 bytes each). */
export const MAX_LIVE_WINDOWS = 100_000;
/** Ended windows are dropped at least this often (when a new key comes), or when the map is full. */
const SWEEP_EVERY_MS = 60_000;

interface Window {
  count: number;
  /** When the window ends, ms since the epoch. */
  expiresAt: number;
}

/** The open windows of one embedded database, bounded (see the top of this file). */
export class WindowStore {
  readonly #windows = new Map<string, Window>();
  #lastSweep = 0;

  constructor(readonly maxLive = MAX_LIVE_WINDOWS) {}

  /** Open (or ended, not yet dropped) windows held. */
  get size(): number {
    return this.#windows.size;
  }

  /** The keys held, oldest first. */
  keys(): string[] {
    return [...this.#windows.keys()];
  }

  /**
   * Adds `hits` to `key`'s window at `now`, opening a window of `windowMs` when it has none or
   * its window has ended. Returns the window, or null when a new key finds no room (it is then
   * counted elsewhere).
   */
  hit(key: string, windowMs: number, hits: number, now: number): Readonly<Window> | null {
    let window = this.#windows.get(key);
    if (window === undefined || window.expiresAt <= now) {
      if (window === undefined && !this.#roomForOneMore(now)) return null;
      window = { count: 0, expiresAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += hits;
    return window;
  }

  /** Takes `by` back from `key`'s open window; false when the key is not held here. */
  release(key: string, by: number, now: number): boolean {
    const window = this.#windows.get(key);
    if (window === undefined) return false;
    if (window.expiresAt > now) window.count = Math.max(0, window.count - by);
    return true;
  }

  /** Whether a new key fits, after dropping the ended windows when it is time or the map is full. */
  #roomForOneMore(now: number): boolean {
    if (now - this.#lastSweep >= SWEEP_EVERY_MS || this.#windows.size >= this.maxLive) {
      this.#lastSweep = now;
      for (const [key, window] of this.#windows) {
        if (window.expiresAt <= now) this.#windows.delete(key);
      }
    }
    return this.#windows.size < this.maxLive;
  }
}

/**
 * Fixed windows from each key's first hit, as SharedLimits counts them, in `store`, on this
 * app's clock; keys that find no room are counted by `overflow`.
 */
export class RouteWindows implements RouteLimitCounter {
  constructor(
    private readonly store: WindowStore,
    private readonly overflow: RouteLimitCounter,
    private readonly now: () => Date = () => new Date(),
  ) {}

  hitBy(key: string, rule: LimitRule, by: number): Promise<LimitVerdict> {
    const now = this.now().getTime();
    const hits = Math.max(1, Math.floor(by));
    const window = this.store.hit(key, rule.windowMs, hits, now);
    if (window === null) return this.overflow.hitBy(key, rule, hits);
    return Promise.resolve(windowVerdict(window.count, rule, window.expiresAt, now));
  }

  release(key: string, by = 1): Promise<void> {
    if (this.store.release(key, by, this.now().getTime())) return Promise.resolve();
    return this.overflow.release(key, by);
  }
}

/** One store of windows per embedded database, shared by every app that runs on it. */
const perEmbeddedDatabase = new WeakMap<object, WindowStore>();

/**
 * The route limits' counter for an app on `database`: the stored windows on PostgreSQL, the
 * embedded database's in-memory windows on PGlite, on the app's clock.
 */
export function routeLimitCounter(
  database: DatabaseHandle,
  shared: SharedLimits,
  now?: () => Date,
): RouteLimitCounter {
  if (database.kind !== 'pglite') return shared;
  let store = perEmbeddedDatabase.get(database.pglite);
  if (store === undefined) {
    store = new WindowStore();
    perEmbeddedDatabase.set(database.pglite, store);
  }
  return new RouteWindows(store, shared, now);
}
