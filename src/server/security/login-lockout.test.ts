// Finding 6 (issue 22): 10 wrong passwords from anywhere locked the real owner out for 15
// minutes. Now failures count per (account, address) pair (10 per 15 minutes), with a
// per-account ceiling of 100 that a stranger must pay for with many attempts.
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contracts/auth.js';
import { useTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { accountApi } from './account-support.js';

describe.each(testDatabases())('login lockout on %s', (kind) => {
  const { app } = useTestApp(kind);
  const api = accountApi(app);
  const owner = 'owner@example.com';
  const ownerIp = '192.0.2.10';

  it("does not lock the owner out after a stranger's wrong passwords", async () => {
    expect((await api.register(owner, 'owner-pass', ownerIp)).statusCode).toBe(201);
    // 10 failures from one stranger address: that pair is throttled...
    for (let i = 0; i < 10; i += 1) {
      expect((await api.login(owner, `guess ${i}`, '198.51.100.9')).statusCode).toBe(401);
    }
    const stranger = await api.login(owner, 'owner-pass', '198.51.100.9');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(800);
    // ...and 10 more from 10 other addresses: the owner still signs in from theirs.
    for (let i = 0; i < 10; i += 1) {
      expect((await api.login(owner, `guess ${i}`, `203.0.113.${i + 1}`)).statusCode).toBe(401);
    }
    expect((await api.login(owner, 'owner-pass', ownerIp)).statusCode).toBe(200);
  });

  it('stops a distributed guesser at the per-account ceiling of 100 attempts', async () => {
    const target = 'target@example.com';
    expect((await api.register(target, 'target-pass', ownerIp)).statusCode).toBe(201);
    for (let i = 0; i < 100; i += 1) {
      const ip = `10.${Math.floor(i / 250)}.${i % 250}.1`;
      expect((await api.login(target, `guess ${i}`, ip)).statusCode).toBe(401);
    }
    const ceiling = await api.login(target, 'guess x', '10.9.9.9');
    expect(ceiling.statusCode).toBe(429);
    expect(ceiling.headers['retry-after']).toBeDefined();
  });
});
