import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { apiIdempotencyKeys as k } from '../../db/schema/index.js';

/** Whose key: an API key (KeyPrincipal.keyRef) and the user it acted for, in a client. */
export interface KeyScope {
  keyRef: string;
  userId: number;
  clientId: number;
}

export type IdempotencyRow = typeof k.$inferSelect;

const keyOf = (scope: KeyScope, key: string) =>
  and(eq(k.keyRef, scope.keyRef), eq(k.userId, scope.userId), eq(k.idempotencyKey, key));

/**
 * One insert that claims the key for a first request with `fingerprint` at `now`, also taking
 * over a row expired by `now` or one still unanswered since before `stale` (its request died).
 * True when this caller got the key.
 */
export async function claimKey(
  db: DbExecutor,
  scope: KeyScope,
  key: string,
  fingerprint: string,
  at: { now: Date; stale: Date; expiresAt: Date },
): Promise<boolean> {
  const { now, stale, expiresAt } = at;
  const claimed = await db
    .insert(k)
    .values({ ...scope, idempotencyKey: key, fingerprint, createdAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [k.keyRef, k.userId, k.idempotencyKey],
      set: {
        fingerprint,
        statusCode: null,
        contentType: null,
        body: null,
        createdAt: now,
        expiresAt,
      },
      setWhere: sql`${k.expiresAt} <= ${now.toISOString()}::timestamptz or (${k.statusCode} is null and ${k.createdAt} < ${stale.toISOString()}::timestamptz)`,
    })
    .returning({ key: k.idempotencyKey });
  return claimed.length > 0;
}

export async function findKey(
  db: DbExecutor,
  scope: KeyScope,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(k).where(keyOf(scope, key));
  return row;
}

/** Records the first request's answer, unless one was recorded already. */
export async function recordAnswer(
  db: DbExecutor,
  scope: KeyScope,
  key: string,
  answer: { statusCode: number; contentType: string | null; body: string },
): Promise<void> {
  await db
    .update(k)
    .set(answer)
    .where(and(keyOf(scope, key), sql`${k.statusCode} is null`));
}

/** Deletes the key while it has no answer (its first request failed on our side). */
export async function releaseKey(db: DbExecutor, scope: KeyScope, key: string): Promise<void> {
  await db.delete(k).where(and(keyOf(scope, key), sql`${k.statusCode} is null`));
}

/** Deletes every key expired at `now`. */
export async function deleteExpiredKeys(db: DbExecutor, now: Date): Promise<void> {
  await db.delete(k).where(lte(k.expiresAt, now));
}
