/**
 * Sliding-window counter of failed sign-ins, kept in this process's memory. With several app
 * processes each counts separately (an attacker gets at most limit x processes attempts);
 * a shared store would be needed to make the limit global.
 */
export interface LoginThrottleOptions {
  /** Failures allowed inside the window; the next attempt is refused. */
  limit: number;
  windowMs: number;
  /** Bound on tracked keys so a flood of distinct usernames cannot exhaust memory. */
  maxKeys: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  limit: 10,
  windowMs: 15 * 60_000,
  maxKeys: 100_000,
};

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until an attempt for every key is allowed again; 0 when allowed now. */
  retryAfterSeconds(keys: string[]): number {
    const now = this.now();
    let waitMs = 0;
    for (const key of keys) {
      const times = this.recent(key, now);
      if (times.length >= this.options.limit) {
        // The window must lose (length - limit + 1) failures before the next attempt.
        const freeing = times[times.length - this.options.limit];
        waitMs = Math.max(waitMs, freeing + this.options.windowMs - now);
      }
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  recordFailure(keys: string[]): void {
    const now = this.now();
    for (const key of keys) {
      const times = this.recent(key, now);
      times.push(now);
      this.failures.delete(key);
      this.failures.set(key, times);
    }
    while (this.failures.size > this.options.maxKeys) {
      // Map iteration order is insertion order: the first key is the least recently failed.
      const oldest = this.failures.keys().next().value as string;
      this.failures.delete(oldest);
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const times = this.failures.get(key);
    if (!times) return [];
    const cutoff = now - this.options.windowMs;
    const kept = times.filter((t) => t > cutoff);
    if (kept.length === 0) this.failures.delete(key);
    else if (kept.length !== times.length) this.failures.set(key, kept);
    return kept;
  }
}
