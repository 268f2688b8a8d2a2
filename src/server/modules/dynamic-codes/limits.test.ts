import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_MESSAGES, PLAN_LIMITS } from '../../../contracts/dynamic-codes.js';
import { dynamicQrCodes, qrCodes } from '../../db/schema/index.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { signUp } from '../uploads/test-support.js';
import { personalWorkspaceIdOf, setPersonalSubscription } from '../workspaces/test-support.js';
import { apiAs, DAY_MS, movableClock, parseCsv } from './test-support.js';

// As many parallel requests as one client may have waiting on the render pool (its per-client
// queue, WorkerPool maxQueue: 16): more would be refused 503 for the client's own backlog
// (issue 36, fair share), which is not what this race is about.
const PARALLEL = 16;

describe.each(testDatabases())('plan limits on %s', (kind) => {
  const clock = movableClock();
  const { app, database } = useTestApp(kind, {}, { now: clock.now });

  const userIdOf = async (who: ReturnType<typeof apiAs>) =>
    ((await who.get('/api/user')).json() as { id: number }).id;
  const liveDynamic = async (userId: number) => {
    const [row] = await database()
      .db.select({ n: count() })
      .from(dynamicQrCodes)
      .where(and(eq(dynamicQrCodes.userId, userId), eq(dynamicQrCodes.isDeleted, false)));
    return row!.n;
  };

  it(`lets exactly one of ${PARALLEL} parallel dynamic creates through at limit − 1`, async () => {
    const user = apiAs(app, await signUp(app()));
    const userId = await userIdOf(user);
    // Free plan: limit 1, none yet.
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        user.post('/api/dynamic-qrcodes', { destination: `https://example.com/${i}` }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(PARALLEL - 1);
    for (const res of results.filter((r) => r.statusCode === 403)) {
      expect(res.json()).toEqual({
        code: 'DYNAMIC_LIMIT_REACHED',
        message: DYNAMIC_MESSAGES.limitReached(PLAN_LIMITS.free.dynamic),
      });
    }
    expect(await liveDynamic(userId)).toBe(1);
    // Each create renders and runs the three-decoder scan check before the limit is taken, so
    // all of them queue on the worker pool: minutes on a loaded 2-core CI machine.
  }, 180_000);

  it(`lets exactly one of ${PARALLEL} parallel saves through at 19 of 20 saved codes`, async () => {
    const user = apiAs(app, await signUp(app()));
    const userId = await userIdOf(user);
    const workspaceId = await personalWorkspaceIdOf(database().db, userId);
    await database()
      .db.insert(qrCodes)
      .values(
        Array.from({ length: PLAN_LIMITS.free.saved - 1 }, (_, i) => ({
          userId,
          workspaceId,
          name: `Saved ${i}`,
          content: { textContent: `code ${i}` },
          qrType: 'text',
        })),
      );
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        user.post('/api/qrcodes', { qrType: 'text', textContent: `parallel ${i}` }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(PARALLEL - 1);
    expect(results.find((r) => r.statusCode === 403)?.json()).toEqual({
      code: 'SAVED_LIMIT_REACHED',
      message: DYNAMIC_MESSAGES.savedLimitReached(PLAN_LIMITS.free.saved),
    });
    const list = await user.get('/api/qrcodes');
    expect(list.json()).toHaveLength(PLAN_LIMITS.free.saved);

    // Deleting one frees a place: limits count live codes only.
    const [first] = list.json() as { id: number }[];
    expect((await user.delete(`/api/qrcodes/${first!.id}`)).statusCode).toBe(204);
    const again = await user.post('/api/qrcodes', { qrType: 'text', textContent: 'one more' });
    expect(again.statusCode).toBe(201);
  });

  it('never goes dark: after the trial, 5 codes on a 1-code plan keep working', async () => {
    const user = apiAs(app, await signUp(app()));
    expect((await user.post('/api/activate-trial', {})).statusCode).toBe(200);
    const codes: { id: number; shortCode: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await user.post('/api/dynamic-qrcodes', {
        destination: `https://example.com/printed/${i}`,
        name: `Poster ${i}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      codes.push(res.json());
    }
    const during = (await user.get('/api/trial-status')).json();
    expect(during).toMatchObject({ isActive: true, dynamicQRUsed: 5, dynamicQRLimit: 12 });

    // Past the end of the 3-day trial: the free plan (1 dynamic code), 5 codes in use.
    clock.advance(PLAN_LIMITS.trialDays * DAY_MS + 60_000);
    const after = (await user.get('/api/trial-status')).json();
    expect(after).toMatchObject({
      isActive: false,
      hasExpired: true,
      daysRemaining: 0,
      dynamicQRUsed: 5,
      dynamicQRLimit: 1,
      canCreateDynamicQR: false,
    });

    const refused = await user.post('/api/dynamic-qrcodes', { destination: 'https://x.example' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DYNAMIC_MESSAGES.limitReached(1));

    const [a, b, c, d] = codes;
    const edited = await user.put(`/api/dynamic-qrcodes/${a!.id}`, {
      destination: 'https://example.com/new-menu',
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await user.patch(`/api/dynamic-qrcodes/${b!.id}`, { name: 'Renamed' })).statusCode,
    ).toBe(200);
    expect((await user.post(`/api/dynamic-qrcodes/${c!.id}/pause`)).statusCode).toBe(200);
    expect((await user.post(`/api/dynamic-qrcodes/${c!.id}/resume`)).statusCode).toBe(200);
    expect((await user.delete(`/api/dynamic-qrcodes/${d!.id}`)).statusCode).toBe(204);
    const csv = await user.get('/api/dynamic-qrcodes/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(parseCsv(csv.body)).toHaveLength(1 + 4);

    // Every live code still redirects, the edited one to its new destination.
    for (const code of [a, b, c, codes[4]]) {
      const res = await app().inject({ method: 'GET', url: `/d/${code!.shortCode}` });
      expect(res.statusCode, code!.shortCode).toBe(302);
    }
    const moved = await app().inject({ method: 'GET', url: `/d/${a!.shortCode}` });
    expect(moved.headers.location).toBe('https://example.com/new-menu');

    // Still over the limit after deleting one (4 > 1): creating stays refused.
    expect((await user.get('/api/trial-status')).json().canCreateDynamicQR).toBe(false);
  });

  it('lifts every limit for a subscriber', async () => {
    const user = apiAs(app, await signUp(app()));
    const userId = await userIdOf(user);
    await setPersonalSubscription(database().db, userId);
    for (let i = 0; i < 2; i += 1) {
      const res = await user.post('/api/dynamic-qrcodes', {
        destination: `https://s.example/${i}`,
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await user.get('/api/trial-status')).json()).toMatchObject({
      subscriptionStatus: 'active',
      dynamicQRLimit: null,
      savedQRLimit: null,
      canCreateDynamicQR: true,
      dynamicQRUsed: 2,
    });
  });
});
