import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { paymentProducts, qrCodes, qrDownloads, qrGenerations } from '../../db/schema/index.js';
import { workspaceLiveCodes } from '../../db/owner-scope.js';
import { onlyRow } from '../../db/raw-rows.js';

export type PaymentProductRow = typeof paymentProducts.$inferSelect;
export type NewGeneration = typeof qrGenerations.$inferInsert;
export type NewDownload = typeof qrDownloads.$inferInsert;

/**
 * An active product of tenant `clientId` by the id in its /payment?id= address: the payments
 * module owns products and their address ids.
 */
export { findProductByAddressId as findActiveProduct } from '../payments/index.js';

/**
 * The newest active product the user made in this workspace with exactly these name,
 * description and price, or null (a product belongs to the workspace of the code that sells it).
 */
export async function findSameProduct(
  db: DbExecutor,
  values: {
    clientId: number;
    userId: number;
    workspaceId: number | null;
    productName: string;
    productDescription: string;
    productPrice: number;
  },
): Promise<PaymentProductRow | null> {
  const [row] = await db
    .select()
    .from(paymentProducts)
    .where(
      and(
        eq(paymentProducts.clientId, values.clientId),
        eq(paymentProducts.userId, values.userId),
        values.workspaceId === null
          ? isNull(paymentProducts.workspaceId)
          : eq(paymentProducts.workspaceId, values.workspaceId),
        eq(paymentProducts.productName, values.productName),
        eq(paymentProducts.productDescription, values.productDescription),
        eq(paymentProducts.productPrice, values.productPrice),
        eq(paymentProducts.isActive, true),
      ),
    )
    .orderBy(desc(paymentProducts.id))
    .limit(1);
  return row ?? null;
}

export async function insertProduct(
  db: DbExecutor,
  values: typeof paymentProducts.$inferInsert,
): Promise<PaymentProductRow> {
  return onlyRow(await db.insert(paymentProducts).values(values).returning(), 'insertProduct');
}

/** True when saved code `id` exists, is not deleted and belongs to workspace `workspaceId`. */
export async function ownsQrCode(
  db: DbExecutor,
  workspaceId: number,
  id: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: qrCodes.id })
    .from(qrCodes)
    .where(workspaceLiveCodes(qrCodes, workspaceId, id))
    .limit(1);
  return row !== undefined;
}

export async function insertGeneration(db: DbExecutor, values: NewGeneration): Promise<void> {
  await db.insert(qrGenerations).values(values);
}

export async function insertDownload(db: DbExecutor, values: NewDownload): Promise<void> {
  await db.insert(qrDownloads).values(values);
}
