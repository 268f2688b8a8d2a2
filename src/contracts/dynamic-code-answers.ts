import { z } from 'zod';
import type { CodeAnalytics, LiveAnalytics, ScopeAnalytics } from './analytics.js';
import { apiCodeAnalyticsSchema } from './public-api.js';
import type {
  CreateDynamicResponse,
  DestinationChange,
  DynamicCodeEdit,
  DynamicQrCode,
  HostedPagePreview,
} from './dynamic-codes.js';
import {
  LINK_OS,
  type DestinationHealthItem,
  type DestinationHealthView,
  type LinkControlsView,
  type LinkRule,
} from './link-controls.js';

/**
 * The answers of /api/dynamic-qrcodes and what hangs off a dynamic code (its link controls,
 * destination health, analytics, the hosted page's preview) as zod schemas, for the routes'
 * response schemas (issue 38 item 3). Each is held to the TypeScript shape the web client
 * reads (contracts/dynamic-codes, link-controls, analytics) by `satisfies`: a field the
 * interface requires and the schema lacks fails to compile. Times are UTC ISO 8601 strings.
 */

const isoTime = z.string().meta({ description: 'UTC ISO 8601 instant' });
const fields = z.record(z.string(), z.unknown());

/** A dynamic code as the lists, GET/PATCH/PUT /api/dynamic-qrcodes/{id}, pause and resume answer it. */
export const dynamicQrCodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  qrType: z.string(),
  shortCode: z.string(),
  shortUrl: z.string(),
  destination: z.string(),
  content: fields,
  hosted: z.boolean(),
  design: fields,
  scanCount: z.number().int(),
  lastScannedAt: isoTime.nullable(),
  isPaused: z.boolean(),
  pausedAt: isoTime.nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  folderId: z.number().int().nullable(),
  tags: z.array(z.string()),
}) satisfies z.ZodType<DynamicQrCode>;

/** POST /api/dynamic-qrcodes (201). */
export const createDynamicResponseSchema = z.object({
  id: z.number().int(),
  shortCode: z.string(),
  shortUrl: z.string(),
  qrCode: z.string().meta({ description: 'The styled SVG of the code encoding shortUrl' }),
  scannable: z.boolean().optional(),
  warnings: z
    .array(
      z.object({
        code: z.string(),
        severity: z.enum(['error', 'warning']),
        message: z.string(),
      }),
    )
    .optional(),
  code: dynamicQrCodeSchema.optional(),
}) satisfies z.ZodType<CreateDynamicResponse>;

/** GET /api/dynamic-qrcodes/{id}/history: the code's edits, newest first. */
export const dynamicCodeHistorySchema = z.array(
  z.object({
    id: z.number().int(),
    editedAt: isoTime,
    fromType: z.string(),
    toType: z.string(),
    changedFields: z.array(z.string()),
    before: fields,
    after: fields,
  }) satisfies z.ZodType<DynamicCodeEdit>,
);

/** GET /api/dynamic-qrcodes/{id}/destination-changes: the last 10, newest first. */
export const destinationChangesSchema = z.array(
  z.object({
    id: z.number().int(),
    changedAt: isoTime,
    changedBy: z.string().nullable(),
    from: z.string(),
    to: z.string(),
  }) satisfies z.ZodType<DestinationChange>,
);

/**
 * A smart rule as stored (linkRuleSchema's output). Its own schema cannot serialize: an answer
 * is encoded, and the input schema's transforms (upper-cased countries) run one way only.
 */
const linkRuleAnswerSchema = z.object({
  destination: z.string().optional(),
  split: z.literal(true).optional(),
  os: z.array(z.enum(LINK_OS)).optional(),
  countries: z.array(z.string()).optional(),
  languages: z.array(z.string()).optional(),
  days: z.array(z.number().int()).optional(),
  fromTime: z.string().optional(),
  toTime: z.string().optional(),
  timeZone: z.string().optional(),
}) satisfies z.ZodType<LinkRule>;

/** GET/PUT /api/dynamic-qrcodes/{id}/controls. */
export const linkControlsViewSchema = z.object({
  startsAt: isoTime.nullable(),
  expiresAt: isoTime.nullable(),
  maxScans: z.number().int().nullable(),
  fallbackUrl: z.string().nullable(),
  rules: z.array(linkRuleAnswerSchema),
  split: z.array(z.object({ destination: z.string(), weight: z.number().int() })),
  hasPassword: z.boolean(),
  cappedScans: z.number().int(),
  passwordRejections: z.number().int(),
  lastPasswordRejectionAt: isoTime.nullable(),
  passwordAllowed: z.boolean(),
}) satisfies z.ZodType<LinkControlsView>;

/** GET/POST /api/dynamic-qrcodes/{id}/health: the checker's last verdict (nulls: not checked). */
export const destinationHealthViewSchema = z.object({
  status: z.enum(['ok', 'redirected', 'broken']).nullable(),
  httpStatus: z.number().int().nullable(),
  finalUrl: z.string().nullable(),
  detail: z.string().nullable(),
  checkedAt: isoTime.nullable(),
  brokenSince: isoTime.nullable(),
}) satisfies z.ZodType<DestinationHealthView>;

/** GET /api/destination-health: the owner's checked codes. */
export const destinationHealthListSchema = z.object({
  codes: z.array(
    destinationHealthViewSchema.extend({
      codeId: z.number().int(),
    }) satisfies z.ZodType<DestinationHealthItem>,
  ),
});

/** POST /api/hosted-page-preview: the hosted page's HTML; null for a link type. */
export const hostedPagePreviewSchema = z.object({
  html: z.string().nullable(),
}) satisfies z.ZodType<HostedPagePreview>;

/**
 * GET /api/dynamic-qrcodes/{id}/analytics (and the data of its PDF report): the public API's
 * analytics answer (contracts/public-api.ts, the documented one) with the code's numeric id.
 */
export const codeAnalyticsSchema = apiCodeAnalyticsSchema.extend({
  code: apiCodeAnalyticsSchema.shape.code.extend({ id: z.number().int() }),
}) satisfies z.ZodType<CodeAnalytics>;

/** GET /api/analytics: a workspace scope's scans (contracts/analytics.ts ScopeAnalytics). */
export const scopeAnalyticsSchema = apiCodeAnalyticsSchema
  .omit({ code: true, split: true })
  .extend({
    scope: z.object({
      folderId: z.number().int().nullable(),
      tag: z.string().nullable(),
      codes: z.number().int(),
    }),
    breakdowns: apiCodeAnalyticsSchema.shape.breakdowns.extend({
      code: z.object({
        rows: z.array(
          z.object({ id: z.number().int(), name: z.string(), scans: z.number().int() }),
        ),
        otherScans: z.number().int(),
      }),
    }),
  }) satisfies z.ZodType<ScopeAnalytics>;

/** GET /api/dynamic-qrcodes/{id}/analytics/live. */
export const liveAnalyticsSchema = z.object({
  totalScans: z.number().int(),
  lastScanAt: isoTime.nullable(),
  scansToday: z.number().int(),
  serverTime: isoTime,
}) satisfies z.ZodType<LiveAnalytics>;

// Each schema names every field of its TypeScript shape, nested objects included (a key the
// schema does not name would be left out of the answer): checked both ways by the compiler.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
type Keys<S extends z.ZodType, T> = Same<keyof z.infer<S>, keyof T>;
type Row<T> = T extends readonly (infer R)[] ? R : never;
type Analytics = z.infer<typeof codeAnalyticsSchema>;
export type DynamicCodeAnswersMatchTypes = [
  Expect<Keys<typeof dynamicQrCodeSchema, DynamicQrCode>>,
  Expect<Keys<typeof createDynamicResponseSchema, CreateDynamicResponse>>,
  Expect<Same<keyof Row<z.infer<typeof dynamicCodeHistorySchema>>, keyof DynamicCodeEdit>>,
  Expect<Same<keyof Row<z.infer<typeof destinationChangesSchema>>, keyof DestinationChange>>,
  Expect<Keys<typeof linkControlsViewSchema, LinkControlsView>>,
  Expect<Keys<typeof linkRuleAnswerSchema, LinkRule>>,
  Expect<Keys<typeof destinationHealthViewSchema, DestinationHealthView>>,
  Expect<
    Same<
      keyof Row<z.infer<typeof destinationHealthListSchema>['codes']>,
      keyof DestinationHealthItem
    >
  >,
  Expect<Keys<typeof hostedPagePreviewSchema, HostedPagePreview>>,
  Expect<Keys<typeof codeAnalyticsSchema, CodeAnalytics>>,
  Expect<Same<keyof Analytics['code'], keyof CodeAnalytics['code']>>,
  Expect<Same<keyof Analytics['range'], keyof CodeAnalytics['range']>>,
  Expect<Same<keyof Analytics['totals'], keyof CodeAnalytics['totals']>>,
  Expect<Same<keyof Row<Analytics['series']>, keyof Row<CodeAnalytics['series']>>>,
  Expect<Same<keyof Analytics['breakdowns'], keyof CodeAnalytics['breakdowns']>>,
  Expect<
    Same<keyof Analytics['breakdowns']['country'], keyof CodeAnalytics['breakdowns']['country']>
  >,
  Expect<Same<keyof Analytics['bots'], keyof CodeAnalytics['bots']>>,
  Expect<Same<keyof Analytics['cities'], keyof CodeAnalytics['cities']>>,
  Expect<Same<keyof Row<Analytics['cities']['rows']>, keyof Row<CodeAnalytics['cities']['rows']>>>,
  Expect<Keys<typeof liveAnalyticsSchema, LiveAnalytics>>,
  Expect<Keys<typeof scopeAnalyticsSchema, ScopeAnalytics>>,
  Expect<
    Same<
      keyof z.infer<typeof scopeAnalyticsSchema>['breakdowns'],
      keyof ScopeAnalytics['breakdowns']
    >
  >,
];

/**
 * GET /api/dynamic-qrcodes/page: one page of the codes a query finds (in its order) and how
 * many it finds in all (what "select all that match" selects).
 */
export const dynamicCodePageSchema = z.object({
  codes: z.array(dynamicQrCodeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DynamicCodePage = z.infer<typeof dynamicCodePageSchema>;
