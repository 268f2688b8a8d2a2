// Finding 6 (issue 22): the trial form mailed any address on request, without bound. Now an
// address gets at most 5 account mails an hour, and one IP at most 20 trial or reset requests.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { accountApi, mailCount } from './account-support.js';

describe.each(testDatabases())('trial mail limits on %s', (kind) => {
  const { app, database } = useTestApp(kind);
  const api = accountApi(app);

  it('mails one address at most 5 times an hour, whoever asks', async () => {
    const target = 'inbox@example.com';
    for (let i = 0; i < 5; i += 1) {
      const res = await api.post(
        '/api/activate-trial',
        { email: target },
        { ip: `192.0.2.${i + 1}` },
      );
      expect(res.statusCode).toBe(200);
    }
    const refused = await api.post('/api/activate-trial', { email: target }, { ip: '192.0.2.99' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_MAILS');
    expect(refused.json().message).toMatch(
      /the latest link works. Please use it, or try again in 1 hour/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const reset = await api.post('/api/password-reset', { email: target }, { ip: '192.0.2.98' });
    expect(reset.statusCode).toBe(429);
    expect(await mailCount(database(), target)).toBe(5);
  });

  it('takes at most 20 mail requests an hour from one IP', async () => {
    const ip = '198.51.100.200';
    for (let i = 0; i < 20; i += 1) {
      const res = await api.post('/api/activate-trial', { email: `spray${i}@example.com` }, { ip });
      expect(res.statusCode).toBe(200);
    }
    const refused = await api.post('/api/activate-trial', { email: 'spray99@example.com' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(await mailCount(database(), 'spray99@example.com')).toBe(0);
  });
});
