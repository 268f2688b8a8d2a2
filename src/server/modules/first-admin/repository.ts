// The only SQL of the first-admin module: setup links, whether an admin exists, the admin grant
// (users.role, the stored grant every sign-in reads) and its audit line.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { adminAuditLog, adminSetupLinks, users } from '../../db/schema/index.js';

export type SetupLinkKind = 'first-admin' | 'grant';

export interface SetupLinkRow {
  id: number;
  clientId: number;
  kind: SetupLinkKind;
  address: string | null;
}

/** True when the client has a live admin account. */
export async function hasAdmin(db: DbExecutor, clientId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.role, 'admin'), eq(users.isDeleted, false)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Stores a link (its hash). A `startId` that already has a link stores nothing (another process
 * of the same start printed it): false then.
 */
export async function insertSetupLink(
  db: DbExecutor,
  values: {
    clientId: number;
    kind: SetupLinkKind;
    address: string | null;
    startId: string | null;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(adminSetupLinks)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: adminSetupLinks.id });
  return rows.length > 0;
}

/** The unused, unexpired link with this hash, or null (nothing is changed). */
export async function findUsableLink(
  db: DbExecutor,
  tokenHash: string,
  now: Date,
): Promise<SetupLinkRow | null> {
  const [row] = await db
    .select({
      id: adminSetupLinks.id,
      clientId: adminSetupLinks.clientId,
      kind: adminSetupLinks.kind,
      address: adminSetupLinks.address,
    })
    .from(adminSetupLinks)
    .where(
      and(
        eq(adminSetupLinks.tokenHash, tokenHash),
        isNull(adminSetupLinks.usedAt),
        gt(adminSetupLinks.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks the link used if it is unused and unexpired (one statement: a link works once even under
 * parallel requests). What it was for, or null.
 */
export async function consumeLink(
  db: DbExecutor,
  tokenHash: string,
  now: Date,
): Promise<SetupLinkRow | null> {
  const [row] = await db
    .update(adminSetupLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminSetupLinks.tokenHash, tokenHash),
        isNull(adminSetupLinks.usedAt),
        gt(adminSetupLinks.expiresAt, now),
      ),
    )
    .returning({
      id: adminSetupLinks.id,
      clientId: adminSetupLinks.clientId,
      kind: adminSetupLinks.kind,
      address: adminSetupLinks.address,
    });
  return row ?? null;
}

/** Voids every unused first-admin link of the client (an admin now exists). */
export async function voidFirstAdminLinks(db: DbExecutor, clientId: number, now: Date) {
  await db
    .update(adminSetupLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminSetupLinks.clientId, clientId),
        eq(adminSetupLinks.kind, 'first-admin'),
        isNull(adminSetupLinks.usedAt),
      ),
    );
}

/** Voids the unused grant links for this address (one was used, or a newer one replaces them). */
export async function voidGrantLinks(db: DbExecutor, clientId: number, address: string, now: Date) {
  await db
    .update(adminSetupLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminSetupLinks.clientId, clientId),
        eq(adminSetupLinks.kind, 'grant'),
        eq(adminSetupLinks.address, address),
        isNull(adminSetupLinks.usedAt),
      ),
    );
}

/** Stores the admin grant on the live account; false when it is gone. */
export async function grantAdmin(db: DbExecutor, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(eq(users.id, userId), eq(users.isDeleted, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The grant in the admin audit log, written in the grant's transaction. */
export async function auditGrant(
  db: DbExecutor,
  values: { clientId: number; userId: number; address: string; how: 'setup-link' | 'command' },
): Promise<void> {
  await db.insert(adminAuditLog).values({
    clientId: values.clientId,
    actorUserId: values.userId,
    actorEmail: values.address,
    action: 'admin.granted',
    target: values.address,
    detail: { how: values.how },
  });
}

/** Deletes links that expired more than a day ago (housekeeping at start). */
export async function sweepExpired(db: DbExecutor, now: Date): Promise<void> {
  await db
    .delete(adminSetupLinks)
    .where(sql`${adminSetupLinks.expiresAt} < ${new Date(now.getTime() - 24 * 60 * 60_000)}`);
}
