import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { onlyRow } from '../../db/raw-rows.js';
import { dynamicQrCodes, qrGenerations } from '../../db/schema/index.js';

/** The instance's totals: generations recorded, dynamic codes made, and their counted scans. */
export async function siteTotals(
  db: DbExecutor,
): Promise<{ generations: number; dynamicCodes: number; scans: number }> {
  const generated = onlyRow(
    await db.select({ n: sql<string>`count(*)` }).from(qrGenerations),
    'siteTotals generations',
  );
  const dynamic = onlyRow(
    await db
      .select({
        n: sql<string>`count(*)`,
        scans: sql<string>`coalesce(sum(${dynamicQrCodes.scanCount}), 0)`,
      })
      .from(dynamicQrCodes),
    'siteTotals dynamic codes',
  );
  return {
    generations: Number(generated.n),
    dynamicCodes: Number(dynamic.n),
    scans: Number(dynamic.scans),
  };
}
