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
  database: Pick<SharedLimits, 'hitBy' | 'release'>;
  /** When REDIS_URL is set: counts there instead (the database only while Redis fails). */
  redis?: Pick<RedisWindowCounter, 'hit' | 'release'> | null;
  logger: Pick<Logger, 'warn'>;
  /** Limits per plan (tests shrink them). */
  limits?: Readonly<Record<ApiRatePlan, number>>;
}

/**
 * Request limits of /api/v1 (issue 19 item 4, issue 36 item 5): one fixed window a minute per
 * bucket (a user, for all of their keys; a white-label client key), sized by the plan the key
 * acts for, counted where every app process sees the same number (Redis when configured, else
 * the database), one round trip a request. A request counts one unit; a render counts its
 * renderUnits() (charge() adds the rest). Each answer says where the bucket stands
 * (RateLimit-Limit, -Remaining, -Reset in seconds); over the limit the request is refused with
 * 429 RATE_LIMITED and Retry-After.
 */
export class ApiRateLimiter {
  private readonly limits: Readonly<Record<ApiRatePlan, number>>;
  private lastRedisWarning = 0;

  constructor(private readonly deps: ApiRateLimiterDeps) {
    this.limits = deps.limits ?? API_RATE_LIMITS;
  }

  /** Counts a request in the window `bucket`, sets the headers on `reply`; throws the 429. */
  async admit(bucket: string, plan: ApiRatePlan, reply: FastifyReply): Promise<void> {
    const max = this.limits[plan];
    const { count, resetSeconds } = await this.countIn(bucket, 1);
    this.answer(reply, plan, max, count, resetSeconds);
  }

  /**
   * Counts `extra` more units of a request admit() already counted (a large render), sets the
   * headers again; past the limit takes the extra units back (the request still counts its one)
   * and throws the 429.
   */
  async charge(
    bucket: string,
    plan: ApiRatePlan,
    extra: number,
    reply: FastifyReply,
  ): Promise<void> {
    if (extra <= 0) return;
    const max = this.limits[plan];
    const { count, resetSeconds, store } = await this.countIn(bucket, extra);
    if (count > max) {
      await (
        store === 'redis'
          ? this.deps.redis!.release(bucket, extra)
          : this.deps.database.release(bucket, extra)
      ).catch(() => {});
      this.answer(reply, plan, max, count - extra, resetSeconds, true);
    }
    this.answer(reply, plan, max, count, resetSeconds);
  }

  private answer(
    reply: FastifyReply,
    plan: ApiRatePlan,
    max: number,
    count: number,
    resetSeconds: number,
    refuse = count > max,
  ): void {
    reply
      .header('ratelimit-limit', String(max))
      .header('ratelimit-remaining', String(Math.max(0, max - count)))
      .header('ratelimit-reset', String(resetSeconds));
    if (refuse) {
      throw tooManyRequests(
        'RATE_LIMITED',
        apiRateLimitMessage(plan, max, resetSeconds),
        resetSeconds,
      );
    }
  }

  /** Counts `by` units; says which store counted them (so they can be taken back there). */
  private async countIn(
    key: string,
    by: number,
  ): Promise<WindowCount & { store: 'redis' | 'database' }> {
    if (this.deps.redis) {
      try {
        return { ...(await this.deps.redis.hit(key, WINDOW_MS, by)), store: 'redis' };
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
    const verdict = await this.deps.database.hitBy(
      key,
      { max: Number.MAX_SAFE_INTEGER, windowMs: WINDOW_MS },
      by,
    );
    return { count: verdict.count, resetSeconds: verdict.retryAfterSeconds, store: 'database' };
  }
}
