import { createHmac } from 'node:crypto';
import type { Database, DbExecutor } from '../db/client.js';
import { AppError } from './errors.js';
import * as repo from './shared-limits-repository.js';
import { countOf } from '../../contracts/plural.js';

/** At most `max` hits per `windowMs` for one key. */
export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
  /** Milliseconds until the window ends (0 when no window is live). */
  retryAfterMs: number;
}

/** Counts hits against a rule (SharedLimits, or its real-time view). */
export interface LimitCounter {
  hit(key: string, rule: LimitRule): Promise<LimitVerdict>;
}

/** Expired counters are swept at most this often per process. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Rate limits kept in the database, so every app process on one PostgreSQL (or the one process
 * on PGlite) counts against the same numbers. Each key has a fixed window that starts at its
 * first hit; one upsert counts a hit and answers the new count, atomically under concurrency.
 * Keys hold addresses and IPs: only an HMAC of them (keyed from APP_SECRET) is stored.
 */
export class SharedLimits {
  private readonly keyHmac: Buffer;
  private lastSweep = 0;

  constructor(
    private readonly deps: {
      db: Database;
      appSecret: string;
      now?: () => Date;
      /** Told about a failed sweep of expired counters (never thrown). */
      onSweepError?: (err: Error) => void;
    },
  ) {
    this.keyHmac = createHmac('sha256', deps.appSecret).update('qr-shark shared limits').digest();
  }

  /**
   * The same counters on the real clock, whatever clock this instance was given: for limits on
   * real events, such as the pace of outbound requests, which a test's moved clock must not bend.
   */
  readonly realTime: LimitCounter = {
    // No sweep from here: with a moved clock it would delete the instance's own live windows.
    hit: (key, rule) => this.count(key, rule, 1, this.deps.db, new Date()),
  };

  /**
   * Counts one hit for `key` and says whether it is within `rule`. Through `db` (a transaction)
   * the hit commits or rolls back with that transaction's other rows.
   */
  async hit(key: string, rule: LimitRule, db?: DbExecutor): Promise<LimitVerdict> {
    return this.add(key, rule, 1, db);
  }

  /** Counts `by` hits at once (a request that costs several units), as hit() does one. */
  async hitBy(key: string, rule: LimitRule, by: number): Promise<LimitVerdict> {
    return this.add(key, rule, Math.max(1, Math.floor(by)));
  }

  /**
   * Takes `by` hits back (default one: e.g. a sign-in attempt that succeeded). A key without a
   * live window is left alone.
   */
  async release(key: string, by = 1): Promise<void> {
    await repo.removeHits(this.deps.db, this.hash(key), by, this.now());
  }

  /** Forgets the key's window (e.g. the pair counter after a successful sign-in). */
  async reset(key: string): Promise<void> {
    await repo.deleteCounter(this.deps.db, this.hash(key));
  }

  /** The current verdict for `key` without counting a hit. */
  async peek(key: string, rule: LimitRule): Promise<LimitVerdict> {
    const now = this.now();
    const row = await repo.findLiveCounter(this.deps.db, this.hash(key), now);
    if (!row) return { allowed: true, count: 0, retryAfterSeconds: 0, retryAfterMs: 0 };
    // Allowed while one more hit would still be within the rule.
    return windowVerdict(row.count + 1, rule, row.expiresAt.getTime(), now.getTime(), row.count);
  }

  private async add(
    key: string,
    rule: LimitRule,
    by: number,
    db: DbExecutor = this.deps.db,
  ): Promise<LimitVerdict> {
    const now = this.now();
    const verdict = await this.count(key, rule, by, db, now);
    this.maybeSweep(now);
    return verdict;
  }

  /** One upsert: `by` more hits in the key's window at `now` (a new window once it ended). */
  private async count(
    key: string,
    rule: LimitRule,
    by: number,
    db: DbExecutor,
    now: Date,
  ): Promise<LimitVerdict> {
    const expiresAt = new Date(now.getTime() + rule.windowMs);
    const row = await repo.addHits(db, this.hash(key), by, now, expiresAt);
    return windowVerdict(row.count, rule, row.expiresAt.getTime(), now.getTime());
  }

  private maybeSweep(now: Date): void {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    repo.deleteExpiredCounters(this.deps.db, now).then(
      () => {},
      (err: Error) => this.deps.onSweepError?.(err),
    );
  }

  private hash(key: string): string {
    return createHmac('sha256', this.keyHmac).update(key).digest('hex');
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}

/**
 * The verdict of a window holding `count` hits that ends at `expiresAt` (ms), at `now` (ms):
 * allowed while `count` is within the rule. `shown` is the count reported (default `count`).
 * One home for the stored windows and the in-memory ones (route-windows.ts).
 */
export function windowVerdict(
  count: number,
  rule: LimitRule,
  expiresAt: number,
  now: number,
  shown = count,
): LimitVerdict {
  const ms = Math.max(0, expiresAt - now);
  return {
    allowed: count <= rule.max,
    count: shown,
    retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
    retryAfterMs: ms,
  };
}

/** The 429 every shared limit answers: the message says what to do, Retry-After when. */
export function tooManyRequests(code: string, message: string, retryAfterSeconds: number) {
  return new AppError(429, code, message, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}

/** "15 minutes", "1 hour", "40 seconds": a Retry-After for people. */
export function waitText(seconds: number): string {
  if (seconds < 60) return countOf(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return countOf(minutes, 'minute');
  const hours = Math.ceil(minutes / 60);
  return countOf(hours, 'hour');
}

/**
 * A public form's hourly budget: one hit against the sender's IP (`<scope>:ip:<ip>`), then one
 * against the address it names, per client (`<scope>:address:<clientId>:<address>`). Both are
 * counted before anything is looked up, so a refusal reveals nothing about the address. Throws
 * 429 `code` with `message(wait)` ("Please wait 1 hour...") at the first budget that is spent.
 */
export async function hitHourlyPerIpAndAddress(
  limits: Pick<SharedLimits, 'hit'>,
  request: {
    scope: string;
    ip: string;
    clientId: number;
    address: string;
    perIpPerHour: number;
    perAddressPerHour: number;
    code: string;
    message: (wait: string) => string;
  },
): Promise<void> {
  const hour = 60 * 60_000;
  const checks = [
    { key: `${request.scope}:ip:${request.ip}`, max: request.perIpPerHour },
    {
      key: `${request.scope}:address:${request.clientId}:${request.address}`,
      max: request.perAddressPerHour,
    },
  ];
  for (const { key, max } of checks) {
    const verdict = await limits.hit(key, { max, windowMs: hour });
    if (!verdict.allowed) {
      throw tooManyRequests(
        request.code,
        request.message(waitText(verdict.retryAfterSeconds)),
        verdict.retryAfterSeconds,
      );
    }
  }
}
