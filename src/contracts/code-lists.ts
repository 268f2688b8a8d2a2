import { z } from 'zod';
import { dynamicQrCodeSchema } from './dynamic-code-answers.js';
import type { DynamicQrCode, SavedQrCode } from './dynamic-codes.js';
import { codePageQuerySchema } from './organise.js';
import { savedQrCodeSchema } from './saved-codes.js';

/**
 * The dashboard's Active list (spec 000 §2: saved codes and running dynamic codes, newest first),
 * a page at a time (issue 40 item 9): GET /api/codes/page?page=&pageSize=. The order is the one
 * rule below, used by the server that pages and by the web app wherever it orders cards.
 */

/** One card of the Active list: a saved (static) code or a dynamic one. */
export type DashboardCode =
  { kind: 'saved'; code: SavedQrCode } | { kind: 'dynamic'; code: DynamicQrCode };

/** What the order needs of a code: its kind, id and when it was made (ms since the epoch). */
export interface CodeKey {
  kind: 'saved' | 'dynamic';
  id: number;
  time: number;
}

/**
 * Newest first by creation time; at the same time dynamic codes before saved ones, then the
 * higher id first, so the order never flickers between answers or renders.
 */
export function compareNewestFirst(a: CodeKey, b: CodeKey): number {
  if (a.time !== b.time) return b.time - a.time;
  if (a.kind !== b.kind) return a.kind === 'dynamic' ? -1 : 1;
  return b.id - a.id;
}

export const codeListPageQuerySchema = codePageQuerySchema.pick({ page: true, pageSize: true });
export type CodeListPageQuery = z.infer<typeof codeListPageQuerySchema>;

export const dashboardCodeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('saved'), code: savedQrCodeSchema }),
  z.object({ kind: z.literal('dynamic'), code: dynamicQrCodeSchema }),
]);

export const activeCodePageSchema = z.object({
  items: z.array(dashboardCodeSchema),
  /** Saved codes plus active dynamic codes. */
  total: z.number().int(),
  /** The active dynamic codes among them ("select all that match" in the table). */
  dynamicTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActiveCodePage = z.infer<typeof activeCodePageSchema>;
