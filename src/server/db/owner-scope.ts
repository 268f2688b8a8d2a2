// Tenant isolation's one rule for queries: an owner's rows are those of its user within its
// white-label client, and an owner's live codes are those not deleted. Every repository that
// reads or changes a user's codes filters through here (docs/ARCHITECTURE.md, "Modules").
import { and, eq, type SQL } from 'drizzle-orm';
import { dynamicQrCodes, qrCodes } from './schema/index.js';

/** Who owns a row: its user within its white-label client. */
export interface RowOwner {
  userId: number;
  clientId: number;
}

/** The tables of codes: saved (static) and dynamic. */
type CodeTable = typeof qrCodes | typeof dynamicQrCodes;

/**
 * The owner's live codes of `table` (not deleted), or its one live code `id`: another user's or
 * client's code, and a deleted one, match nothing (the caller answers 404).
 */
export function ownerLiveCodes(table: CodeTable, owner: RowOwner, id?: number): SQL {
  return and(
    id === undefined ? undefined : eq(table.id, id),
    eq(table.userId, owner.userId),
    eq(table.clientId, owner.clientId),
    eq(table.isDeleted, false),
  )!;
}

/**
 * A user's live codes of `table` by user id alone (a user belongs to one client), for counts
 * and checks made for a user rather than for a request's owner.
 */
export function userLiveCodes(table: CodeTable, userId: number, id?: number): SQL {
  return and(
    id === undefined ? undefined : eq(table.id, id),
    eq(table.userId, userId),
    eq(table.isDeleted, false),
  )!;
}
