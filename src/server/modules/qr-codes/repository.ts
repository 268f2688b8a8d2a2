import type { Database } from '../../db/client.js';
import { qrCodes } from '../../db/schema/index.js';

export type QrCodeRow = typeof qrCodes.$inferSelect;
export type NewQrCode = typeof qrCodes.$inferInsert;

export async function insertQrCode(db: Database, values: NewQrCode): Promise<QrCodeRow> {
  const [row] = await db.insert(qrCodes).values(values).returning();
  return row;
}
