import { z } from 'zod';
import { QR_TYPES, type QrType } from './qr-content.js';
import type { BulkItemResponse, BulkLimits, BulkRunDetail, BulkRunResponse } from './bulk.js';

/**
 * The answers of /api/bulk-runs and /api/bulk-generate-qrcode as zod schemas, for the routes'
 * response schemas (issue 38 item 3), each held to the shape the web client reads
 * (contracts/bulk) by `satisfies`.
 */

/** GET /api/bulk-runs/limits. */
export const bulkLimitsSchema = z.object({
  plan: z.enum(['free', 'trial', 'subscribed']),
  maxRows: z.number().int(),
  dynamicRemaining: z.number().int().nullable(),
}) satisfies z.ZodType<BulkLimits>;

/** POST /api/bulk-runs (201). */
export const bulkRunResponseSchema = z.object({
  id: z.string(),
  rows: z.number().int(),
  qrType: z.enum(QR_TYPES as unknown as [QrType, ...QrType[]]),
  dynamic: z.boolean(),
  createdAt: z.string().meta({ description: 'UTC ISO 8601 instant' }),
}) satisfies z.ZodType<BulkRunResponse>;

/** GET /api/bulk-runs/{id}: the run and every row's outcome. */
export const bulkRunDetailSchema = bulkRunResponseSchema.extend({
  items: z.array(
    z.object({
      row: z.number().int(),
      status: z.enum(['success', 'error']),
      name: z.string().nullable(),
      content: z.string().nullable(),
      shortUrl: z.string().nullable(),
      scannable: z.boolean().nullable(),
      grade: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<BulkRunDetail>;

/** POST /api/bulk-runs/{id}/items. */
export const bulkSavedItemsSchema = z.object({ saved: z.number().int() });

/** POST /api/bulk-generate-qrcode: one row's code. */
export const bulkItemResponseSchema = z.object({
  qrCode: z.string().meta({ description: 'The styled SVG' }),
  content: z.string(),
  scannable: z.boolean(),
  grade: z.string(),
  gradeReason: z.string().nullable(),
  png: z.string().optional().meta({ description: 'data:image/png;base64,... when asked for' }),
  shortUrl: z.string().optional(),
  codeId: z.number().int().optional(),
}) satisfies z.ZodType<BulkItemResponse>;

// Each schema names every field of its TypeScript shape (a key the schema does not name would
// be left out of the answer): checked both ways by the compiler.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
type Keys<S extends z.ZodType, T> = Same<keyof z.infer<S>, keyof T>;
type Row<T> = T extends readonly (infer R)[] ? R : never;
export type BulkAnswersMatchTypes = [
  Expect<Keys<typeof bulkLimitsSchema, BulkLimits>>,
  Expect<Keys<typeof bulkRunResponseSchema, BulkRunResponse>>,
  Expect<Keys<typeof bulkRunDetailSchema, BulkRunDetail>>,
  Expect<
    Same<keyof Row<z.infer<typeof bulkRunDetailSchema>['items']>, keyof BulkRunDetail['items'][0]>
  >,
  Expect<Keys<typeof bulkItemResponseSchema, BulkItemResponse>>,
];
