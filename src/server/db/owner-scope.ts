// Tenant isolation's one rule for queries: what a request may see is its workspace's, within
// its white-label client, and a workspace's live codes are those not deleted. Every repository
// that reads or changes codes filters through here (docs/ARCHITECTURE.md, "Modules").
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { dynamicQrCodes, qrCodes, workspaces } from './schema/index.js';

/** Who owns a row: its workspace within its white-label client. */
export interface RowOwner {
  workspaceId: number;
  clientId: number;
}

/** The tables of codes: saved (static) and dynamic. */
type CodeTable = typeof qrCodes | typeof dynamicQrCodes;

/**
 * The owner's live codes of `table` (not deleted), or its one live code `id`: another
 * workspace's or client's code, and a deleted one, match nothing (the caller answers 404).
 */
export function ownerLiveCodes(table: CodeTable, owner: RowOwner, id?: number): SQL {
  return and(
    id === undefined ? undefined : eq(table.id, id),
    eq(table.workspaceId, owner.workspaceId),
    eq(table.clientId, owner.clientId),
    eq(table.isDeleted, false),
  )!;
}

/**
 * A workspace's live codes of `table` by workspace id alone (a workspace belongs to one client),
 * for counts and checks made for a workspace rather than for a request's owner.
 */
export function workspaceLiveCodes(table: CodeTable, workspaceId: number | SQL, id?: number): SQL {
  return and(
    id === undefined ? undefined : eq(table.id, id),
    eq(table.workspaceId, workspaceId),
    eq(table.isDeleted, false),
  )!;
}

/** The id of the user's personal workspace, as a subquery (the account's own data: export, purge). */
export function personalWorkspaceOf(userId: number): SQL {
  return sql`(select ${workspaces.id} from ${workspaces}
    where ${workspaces.personal} = true and ${workspaces.createdBy} = ${userId})`;
}
