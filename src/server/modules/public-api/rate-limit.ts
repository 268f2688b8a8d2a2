import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import {
  API_RATE_LIMITS,
  API_RATE_WINDOW_SECONDS,
  apiRateLimitMessage,
  type ApiRatePlan,
} from '../../../contracts/api-rate-limits.js';
import type { RedisWindowCounter, WindowCount } from '../../lib/redis-window-counter.js';
import type { SharedLimits } from '../../lib/shared-limits.js';
import { tooManyRequests } from '../../lib/shared-limits.js';

const WINDOW_MS = API_RATE_WINDOW_SECONDS * 1000;

/** A failed Redis call is logged at most this often (the request falls back meanwhile). */
const REDIS_WARN_EVERY_MS = 60_000;

export interface ApiRateLimiterDeps {
  /** Counts in the database (PGlite or PostgreSQL): shared by every process on it. */
  database: Pick<SharedLimits, 'hit'>;
  /** When REDIS_URL is set: counts there instead (the database only while Redis fails). */
  redis?: Pick<RedisWindowCounter, 'hit'> | null;
  logger: Pick<Logger, 'warn'>;
  /** Limits per plan (tests shrink them). */
  limits?: Readonly<Record<ApiRatePlan, number>>;
}

/**
 * Per-key request limits of /api/v1 (issue 19 item 4): one fixed window a minute per key, sized
 * by the plan the key acts for, counted where every app process sees the same number (Redis
 * when configured, else the database), one round trip a request. Each answer says where the
 * key stands (RateLimit-Limit, -Remaining, -Reset in seconds); over the limit the request is
 * refused with 429 RATE_LIMITED and Retry-After.
 */
export class ApiRateLimiter {
  private readonly limits: Readonly<Record<ApiRatePlan, number>>;
  private lastRedisWarning = 0;

  constructor(private readonly deps: ApiRateLimiterDeps) {
    this.limits = deps.limits ?? API_RATE_LIMITS;
  }

  /** Counts a request in the key's window `bucket`, sets the headers on `reply`; throws the 429. */
  async admit(bucket: string, plan: ApiRatePlan, reply: FastifyReply): Promise<void> {
    const max = this.limits[plan];
    const { count, resetSeconds } = await this.count(bucket);
    reply
      .header('ratelimit-limit', String(max))
      .header('ratelimit-remaining', String(Math.max(0, max - count)))
      .header('ratelimit-reset', String(resetSeconds));
    if (count > max) {
      throw tooManyRequests(
        'RATE_LIMITED',
        apiRateLimitMessage(plan, max, resetSeconds),
        resetSeconds,
      );
    }
  }

  private async count(key: string): Promise<WindowCount> {
    if (this.deps.redis) {
      try {
        return await this.deps.redis.hit(key, WINDOW_MS);
      } catch (err) {
        const now = Date.now();
        if (now - this.lastRedisWarning >= REDIS_WARN_EVERY_MS) {
          this.lastRedisWarning = now;
          this.deps.logger.warn(
            { error: (err as Error).message },
            'Redis rate limit count failed; counting in the database meanwhile',
          );
        }
      }
    }
    // The database window has no maximum of its own here: the limit is applied above.
    const verdict = await this.deps.database.hit(key, {
      max: Number.MAX_SAFE_INTEGER,
      windowMs: WINDOW_MS,
    });
    return { count: verdict.count, resetSeconds: verdict.retryAfterSeconds };
  }
}
