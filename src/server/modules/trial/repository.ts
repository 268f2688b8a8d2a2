import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordTokens, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/**
 * Starts the trial once: sets it only while trial_activated is still false (one statement, so
 * two parallel activations cannot both succeed). Null when the trial was already used.
 */
export async function startTrial(
  db: Database,
  userId: number,
  start: Date,
  end: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ trialActivated: true, trialStartDate: start, trialEndDate: end })
    .where(and(eq(users.id, userId), eq(users.trialActivated, false), eq(users.isDeleted, false)))
    .returning();
  return row ?? null;
}

export async function insertPasswordToken(
  db: Database,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordTokens).values(values);
}

/**
 * Marks the token used if it is unused and unexpired (one statement: a token works once even
 * under parallel requests). The user id it belonged to, or null.
 */
export async function consumePasswordToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordTokens.userId });
  return row?.userId ?? null;
}

/** Ends every other outstanding link of the user (a password was just set). */
export async function retireOtherPasswordTokens(
  db: Database,
  userId: number,
  keepHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        isNull(passwordTokens.usedAt),
        ne(passwordTokens.tokenHash, keepHash),
      ),
    );
}

/** Sets the password of a live account; following the mailed link also verifies the e-mail. */
export async function setPasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, emailVerified: true })
    .where(and(eq(users.id, userId), eq(users.isDeleted, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}
