import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dynamicQrCodes } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { apiAs, movableClock } from '../dynamic-codes/test-support.js';
import { signUp } from '../uploads/test-support.js';
import { SITE_STATS_TTL_MS } from './index.js';

describe.each(testDatabases())('site stats API on %s', (kind) => {
  const clock = movableClock();
  const { app, database } = useTestApp(kind, {}, { now: clock.now });
  const stats = async () => {
    const res = await app().inject({ method: 'GET', url: '/api/site-stats' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    return res.json();
  };

  it('reports real totals, read at most once a minute', async () => {
    expect(await stats()).toEqual({ codesGenerated: 0, dynamicCodes: 0, scansCounted: 0 });

    for (const id of ['session-0001', 'session-0002']) {
      const tracked = await app().inject({
        method: 'POST',
        url: '/api/track-generation',
        payload: { qrType: 'url', qrData: 'https://example.com', sessionId: id },
      });
      expect(tracked.statusCode).toBe(204);
    }
    const user = apiAs(app, await signUp(app()));
    const created = await user.post('/api/dynamic-qrcodes', {
      destination: 'https://example.com/menu',
    });
    expect(created.statusCode).toBe(201);
    await database()
      .db.update(dynamicQrCodes)
      .set({ scanCount: 7 })
      .where(eq(dynamicQrCodes.id, created.json().id));

    // Still the cached reading within the minute…
    expect(await stats()).toEqual({ codesGenerated: 0, dynamicCodes: 0, scansCounted: 0 });
    clock.advance(SITE_STATS_TTL_MS + 1);
    // …then the new totals.
    expect(await stats()).toMatchObject({ codesGenerated: 2, dynamicCodes: 1, scansCounted: 7 });
  });
});
