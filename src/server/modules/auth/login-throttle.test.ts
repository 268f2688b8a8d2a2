import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.js';

describe('LoginThrottle', () => {
  const options = { limit: 3, windowMs: 60_000, maxKeys: 2 };

  it('refuses after `limit` failures and frees up as the window slides', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(options, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.retryAfterSeconds(['a'])).toBe(0);
      throttle.recordFailure(['a']);
      now += 10_000;
    }
    // Failures at t0, t0+10s, t0+20s; now t0+30s: the first expires at t0+60s.
    expect(throttle.retryAfterSeconds(['a'])).toBe(30);
    expect(throttle.retryAfterSeconds(['b'])).toBe(0);
    now += 30_000;
    expect(throttle.retryAfterSeconds(['a'])).toBe(0);
  });

  it('answers the longest wait over all keys and forgets on reset', () => {
    let now = 0;
    const throttle = new LoginThrottle(options, () => now);
    throttle.recordFailure(['ip', 'acct']);
    throttle.recordFailure(['ip', 'acct']);
    now = 5_000;
    throttle.recordFailure(['ip', 'acct']);
    expect(throttle.retryAfterSeconds(['other', 'ip'])).toBe(55);
    throttle.reset('acct');
    expect(throttle.retryAfterSeconds(['acct'])).toBe(0);
    expect(throttle.retryAfterSeconds(['ip'])).toBe(55);
  });

  it('keeps at most maxKeys keys, dropping the least recently failed', () => {
    const throttle = new LoginThrottle({ ...options, limit: 1 }, () => 0);
    throttle.recordFailure(['k1']);
    throttle.recordFailure(['k2']);
    throttle.recordFailure(['k3']);
    expect(throttle.retryAfterSeconds(['k1'])).toBe(0);
    expect(throttle.retryAfterSeconds(['k2'])).toBe(60);
    expect(throttle.retryAfterSeconds(['k3'])).toBe(60);
  });
});
