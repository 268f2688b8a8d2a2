import { and, asc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { clients } from '../../db/schema/index.js';
import { onlyRow } from '../../db/raw-rows.js';

export type ClientRow = typeof clients.$inferSelect;
export type ClientValues = Omit<
  typeof clients.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'apiKeyLastUsedAt'
>;

export async function listClients(db: DbExecutor): Promise<ClientRow[]> {
  return db.select().from(clients).orderBy(asc(clients.id));
}

export async function findClient(db: DbExecutor, id: number): Promise<ClientRow | null> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return row ?? null;
}

/** Which of `customDomain` / `subdomain` another client (not `exceptId`) already holds. */
export async function takenBy(
  db: DbExecutor,
  values: { customDomain?: string | null; subdomain?: string | null },
  exceptId: number | null,
): Promise<{ customDomain: boolean; subdomain: boolean }> {
  const conditions = [];
  if (values.customDomain) conditions.push(eq(clients.customDomain, values.customDomain));
  if (values.subdomain) conditions.push(eq(clients.subdomain, values.subdomain));
  if (conditions.length === 0) return { customDomain: false, subdomain: false };
  const rows = await db
    .select({ customDomain: clients.customDomain, subdomain: clients.subdomain })
    .from(clients)
    .where(and(or(...conditions), exceptId === null ? undefined : ne(clients.id, exceptId)));
  return {
    customDomain: rows.some((r) => values.customDomain && r.customDomain === values.customDomain),
    subdomain: rows.some((r) => values.subdomain && r.subdomain === values.subdomain),
  };
}

export async function insertClient(db: DbExecutor, values: ClientValues): Promise<ClientRow> {
  return onlyRow(await db.insert(clients).values(values).returning(), 'insertClient');
}

export async function updateClient(
  db: DbExecutor,
  id: number,
  values: Partial<ClientValues>,
): Promise<ClientRow | null> {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(clients.id, id))
    .returning();
  return row ?? null;
}

export async function deleteClient(db: DbExecutor, id: number): Promise<boolean> {
  const rows = await db.delete(clients).where(eq(clients.id, id)).returning({ id: clients.id });
  return rows.length > 0;
}

/** The client holding `host` as its custom domain (verified or not), or null. */
export async function findByCustomDomain(db: DbExecutor, host: string): Promise<ClientRow | null> {
  const [row] = await db.select().from(clients).where(eq(clients.customDomain, host)).limit(1);
  return row ?? null;
}

export async function findBySubdomain(db: DbExecutor, label: string): Promise<ClientRow | null> {
  const [row] = await db.select().from(clients).where(eq(clients.subdomain, label)).limit(1);
  return row ?? null;
}

/**
 * The client whose key hashes to `hash`, or null for an unknown key. Records the time of this
 * use when the stored one is older than `resolutionMs` (so a busy key costs a write a minute,
 * not one a request).
 */
export async function useApiKey(
  db: DbExecutor,
  hash: string,
  resolutionMs: number,
): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.apiKeyHash, hash), isNotNull(clients.apiKeyHash)))
    .limit(1);
  if (!row) return null;
  const last = row.apiKeyLastUsedAt?.getTime();
  if (last !== undefined && Date.now() - last < resolutionMs) return row;
  const [touched] = await db
    .update(clients)
    .set({ apiKeyLastUsedAt: sql`now()` })
    .where(eq(clients.id, row.id))
    .returning();
  return touched ?? row;
}
