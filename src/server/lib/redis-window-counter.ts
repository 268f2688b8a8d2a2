import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/** 12 hex characters naming an installation (from its APP_SECRET) without revealing it. */
export function installationTag(appSecret: string): string {
  return createHash('sha256').update(`qr-shark redis ${appSecret}`).digest('hex').slice(0, 12);
}

/** What one counted hit says about its window. */
export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Whole seconds until the window ends (at least 1). */
  resetSeconds: number;
}

/**
 * Counts ARGV[2] hits and answers the new count in one round trip: INCRBY, and PEXPIRE when the
 * key has no TTL (the window's first hit made it). Atomic, as every Lua script.
 */
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** DECRBY ARGV[1], not below 0, only while the window lives (its TTL kept). */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count <= 0 then return 0 end
local by = math.min(count, tonumber(ARGV[1]))
return redis.call('DECRBY', KEYS[1], by)
`;

/**
 * Fixed-window counters in Redis, shared by every process that uses the same server and prefix.
 * Commands fail at once while Redis is unreachable (no offline queue, no retries), so a caller
 * can fall back instead of waiting.
 */
export class RedisWindowCounter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'qrs:',
  ) {
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 1000,
      connectTimeout: 2000,
      // Reconnects in the background, at most every 2 s.
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    // Errors surface on each command; the connection's own errors are expected while Redis is down.
    this.redis.on('error', () => {});
    this.redis.defineCommand('qrsWindowHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.redis.defineCommand('qrsWindowRelease', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
  }

  /** Resolves once connected (tests; requests never wait for it). */
  async ready(timeoutMs = 5000): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Redis not ready')), timeoutMs);
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Counts `by` hits (default 1) in the key's window of `windowMs`. */
  async hit(key: string, windowMs: number, by = 1): Promise<WindowCount> {
    const hit = (this.redis as unknown as Record<string, unknown>).qrsWindowHit as (
      key: string,
      windowMs: number,
      by: number,
    ) => Promise<[number, number]>;
    const [count, ttlMs] = await hit.call(this.redis, this.prefix + key, windowMs, by);
    return { count: Number(count), resetSeconds: Math.max(1, Math.ceil(Number(ttlMs) / 1000)) };
  }

  /** Takes `by` hits back from a live window (a key without one is left alone). */
  async release(key: string, by: number): Promise<void> {
    const release = (this.redis as unknown as Record<string, unknown>).qrsWindowRelease as (
      key: string,
      by: number,
    ) => Promise<number>;
    await release.call(this.redis, this.prefix + key, by);
  }

  async close(): Promise<void> {
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}
