import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '../../../contracts/dynamic-codes.js';
import { dynamicQrCodes, users } from '../../db/schema/index.js';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { AppError } from '../../lib/errors.js';
import { createWithinLimit } from './limits.js';
import { personalWorkspaceIdOf } from '../workspaces/test-support.js';

const now = new Date('2026-03-10T12:00:00Z');
let codeCounter = 0;

describe.each(testDatabases())('createWithinLimit on %s', (kind) => {
  const database = useTestDatabase(kind);

  const newUser = async (fields: Partial<typeof users.$inferInsert> = {}) => {
    const [row] = await database()
      .db.insert(users)
      .values({ username: `limit-${Date.now()}-${codeCounter++}@example.com`, ...fields })
      .returning({ id: users.id });
    const userId = row!.id;
    return { userId, workspaceId: await personalWorkspaceIdOf(database().db, userId) };
  };
  const insertCode =
    ({ userId, workspaceId }: { userId: number; workspaceId: number }) =>
    (tx: Parameters<Parameters<typeof createWithinLimit>[4]>[0]) =>
      tx
        .insert(dynamicQrCodes)
        .values({
          userId,
          workspaceId,
          shortCode: `L${String(codeCounter++).padStart(7, '0')}`,
          destination: 'https://example.com',
          qrType: 'url',
        })
        .returning({ id: dynamicQrCodes.id });
  const live = async (workspaceId: number) => {
    const [row] = await database()
      .db.select({ n: count() })
      .from(dynamicQrCodes)
      .where(and(eq(dynamicQrCodes.workspaceId, workspaceId), eq(dynamicQrCodes.isDeleted, false)));
    return row!.n;
  };

  it('lets exactly one of 20 parallel inserts through at limit − 1 (trial: 11 of 12)', async () => {
    const start = new Date(now.getTime() - 60_000);
    const owner = await newUser({
      trialActivated: true,
      trialStartDate: start,
      trialEndDate: new Date(start.getTime() + 3 * 86_400_000),
    });
    for (let i = 0; i < PLAN_LIMITS.trial.dynamic - 1; i += 1) {
      await createWithinLimit(database().db, 'dynamic', owner.workspaceId, now, insertCode(owner));
    }
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        createWithinLimit(database().db, 'dynamic', owner.workspaceId, now, insertCode(owner)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
      expect((r as PromiseRejectedResult).reason.code).toBe('DYNAMIC_LIMIT_REACHED');
    }
    expect(await live(owner.workspaceId)).toBe(PLAN_LIMITS.trial.dynamic);
  });

  it('rolls back when the insert fails and refuses unknown workspaces', async () => {
    const owner = await newUser();
    await expect(
      createWithinLimit(database().db, 'dynamic', owner.workspaceId, now, async (tx) => {
        await insertCode(owner)(tx);
        throw new Error('render failed after insert');
      }),
    ).rejects.toThrow('render failed after insert');
    expect(await live(owner.workspaceId)).toBe(0);
    await expect(
      createWithinLimit(database().db, 'dynamic', 2_000_000_000, now, insertCode(owner)),
    ).rejects.toMatchObject({ status: 401 });
  });
});
