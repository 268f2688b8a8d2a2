import { z } from 'zod';
import { DESIGN_KIT_MESSAGES } from './designs.js';
import {
  ANALYTICS_CSV_COLUMNS,
  ANALYTICS_FILTER_DIMENSIONS,
  analyticsCompareSchema,
  analyticsFilterShape,
  codeAnalyticsQuerySchema,
  type CodeAnalytics,
} from './analytics.js';
import type { DynamicQrCode, SavedQrCode } from './dynamic-codes.js';

/**
 * Response shapes of the public REST API (/api/v1, issue 19). The routes declare these as their
 * response schemas: the server serialises answers through them and the OpenAPI document
 * (/api/v1/openapi.json) is generated from them, so the two cannot drift apart.
 */

const isoDateTime = z.string().meta({ format: 'date-time' });
const fields = z
  .record(z.string(), z.unknown())
  .meta({ description: 'The type’s content or design fields, as the generator takes them.' });

const codeId = z.string().meta({
  description: '"dyn_{n}" for a dynamic code, "sav_{n}" for a saved (static) code',
  examples: ['dyn_42'],
});

/** Path parameters of the operations on one code. */
export const codeIdParamsSchema = z.object({ id: codeId });

/** A saved (static) code: the web app's SavedQrCode with a public id. */
export const apiSavedCodeSchema = z
  .object({
    kind: z.literal('saved'),
    id: codeId,
    name: z.string(),
    qrType: z.string(),
    qrMode: z.literal('static'),
    content: fields,
    design: fields,
    createdAt: isoDateTime,
  })
  .meta({ id: 'SavedCode', description: 'A saved (static) code.' });

/** A dynamic code: the web app's DynamicQrCode with a public id. */
export const apiDynamicCodeSchema = z
  .object({
    kind: z.literal('dynamic'),
    id: codeId,
    name: z.string(),
    qrType: z.string(),
    shortCode: z.string(),
    shortUrl: z.string().meta({ description: 'What the printed code encodes.' }),
    destination: z.string(),
    content: fields,
    hosted: z
      .boolean()
      .meta({ description: 'True when the short link shows a hosted page, not a redirect.' }),
    design: fields,
    scanCount: z.number().int(),
    lastScannedAt: isoDateTime.nullable(),
    isPaused: z.boolean(),
    pausedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    folderId: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Its folder (GET /api/v1/folders); null: in no folder.' }),
    tags: z.array(z.string()).meta({ description: 'Its tags’ names, A to Z.' }),
  })
  .meta({ id: 'DynamicCode', description: 'A dynamic code (a short link that can be changed).' });

export const apiCodeSchema = z
  .discriminatedUnion('kind', [apiDynamicCodeSchema, apiSavedCodeSchema])
  .meta({ id: 'Code', description: 'A code: `kind` says which of the two shapes it has.' });
export type ApiCode = z.infer<typeof apiCodeSchema>;

export const codePageSchema = z
  .object({
    data: z.array(apiCodeSchema),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `cursor` for the next page; null on the last page.' }),
  })
  .meta({ id: 'CodePage', description: 'A page of codes, newest first.' });
export type CodePage = z.infer<typeof codePageSchema>;

// ---------------------------------------------------------------- analytics, export, uploads

const count = z.number().int();

const breakdownSchema = z.object({
  rows: z
    .array(z.object({ key: z.string().nullable(), scans: count }))
    .meta({ description: 'Most scans first; key null = unknown.' }),
  otherScans: count.meta({ description: 'Scans in the rows left out.' }),
});

export const analyticsFiltersSchema = z
  .array(
    z.object({
      dimension: z.enum(ANALYTICS_FILTER_DIMENSIONS),
      values: z.array(z.string()).meta({ description: '"" stands for unknown.' }),
    }),
  )
  .meta({ description: 'The dimension filters applied (present when the request named some).' });

export const analyticsComparisonSchema = z
  .object({
    from: isoDateTime,
    to: isoDateTime.meta({ description: 'Exclusive: the range’s `from`.' }),
    totals: z.object({ scans: count, uniqueScanners: count }),
  })
  .meta({
    description:
      'The period of the same length just before the range, with the same filters (present with `compare=previous`).',
  });

/**
 * GET /api/v1/codes/{id}/analytics: the dashboard's per-code analytics (contracts/analytics.ts
 * CodeAnalytics, the same numbers), with the code's public id.
 */
export const apiCodeAnalyticsSchema = z
  .object({
    code: z.object({
      id: codeId,
      name: z.string(),
      shortCode: z.string(),
      totalScans: count.meta({ description: 'Human scans, all time.' }),
      undetailedScans: count.optional().meta({
        description:
          'Of totalScans, those counted without detail (free plan past its monthly detail limit): in no range, series or breakdown.',
      }),
      lastScanAt: isoDateTime.nullable(),
    }),
    range: z.object({
      from: isoDateTime,
      to: isoDateTime.meta({ description: 'Exclusive.' }),
      timeZone: z.string(),
      granularity: z.enum(['hour', 'day']),
    }),
    totals: z.object({
      scans: count,
      uniqueScanners: count.meta({ description: 'Visitor-days (the visitor key rotates daily).' }),
    }),
    series: z
      .array(
        z.object({
          start: isoDateTime,
          label: z.string().meta({ description: '"YYYY-MM-DD" or "YYYY-MM-DDTHH:00", local.' }),
          scans: count,
          uniqueScanners: count,
        }),
      )
      .meta({ description: 'Every bucket of the range, oldest first (empty ones are 0).' }),
    breakdowns: z.object({
      country: breakdownSchema,
      deviceType: breakdownSchema,
      os: breakdownSchema,
      browser: breakdownSchema,
      referrerHost: breakdownSchema,
      hourOfDay: z.array(count).meta({ description: '24 entries: scans at local hour 0–23.' }),
      dayOfWeek: z.array(count).meta({ description: '7 entries: local Monday–Sunday.' }),
    }),
    cities: z
      .object({
        source: z.enum(['dbip', 'geolite2', 'other']).nullable().meta({
          description:
            'What resolves new scans to cities on this server: dbip (DB-IP City Lite, CC BY 4.0: show “IP geolocation by DB-IP” linking to https://db-ip.com beside the data), geolite2 (MaxMind GeoLite2: its attribution), other; null: no city database (city analytics off).',
        }),
        rows: z
          .array(
            z.object({
              city: z.string(),
              region: z.string().nullable().meta({ description: 'State or region, if known.' }),
              country: z
                .string()
                .nullable()
                .meta({ description: 'ISO 3166-1 alpha-2 of the city, if known.' }),
              scans: count,
            }),
          )
          .meta({ description: 'Most scans first.' }),
        otherScans: count.meta({ description: 'Scans in cities left out of rows.' }),
        unknownScans: count.meta({
          description:
            'Scans with no city (private or unknown address, or recorded while city analytics were off).',
        }),
      })
      .meta({ description: 'Human scans by city in the range.' }),
    split: z
      .object({
        variants: z.array(
          z.object({
            key: z
              .string()
              .meta({ description: 'The variant’s filter value: `variant=KEY` keeps its scans.' }),
            destination: z.string(),
            weight: count.meta({ description: 'Its share of scanners in percent.' }),
            scans: count,
          }),
        ),
        earlierScans: count.meta({
          description: 'Scans sent to destinations the split no longer has.',
        }),
      })
      .meta({
        description:
          'Human scans per destination of the weighted split in the range, in the split’s order (empty: no split).',
      }),
    bots: z
      .object({
        total: count,
        reasons: z.array(z.object({ reason: z.string().nullable(), count })),
      })
      .meta({ description: 'Bots, link previews and HEAD requests: recorded, not counted.' }),
    filters: analyticsFiltersSchema.optional(),
    comparison: analyticsComparisonSchema.optional(),
  })
  .meta({
    id: 'CodeAnalytics',
    description: 'A dynamic code’s scans in a range: the numbers the dashboard shows.',
  });
export type ApiCodeAnalytics = z.infer<typeof apiCodeAnalyticsSchema>;

/** The analytics query: the dashboard's range parameters, and the answer's format. */
export const apiAnalyticsQuerySchema = codeAnalyticsQuerySchema.extend({
  from: codeAnalyticsQuerySchema.shape.from.meta({
    description:
      'A date (YYYY-MM-DD, from its start in tz) or an ISO 8601 instant. Default: 29 days before today.',
  }),
  to: codeAnalyticsQuerySchema.shape.to.meta({
    description: 'A date (to its end in tz) or an ISO 8601 instant. Default: the end of today.',
  }),
  tz: codeAnalyticsQuerySchema.shape.tz.meta({
    description: 'IANA time zone of dates, buckets and labels. Default UTC.',
  }),
  compare: analyticsCompareSchema.optional().meta({
    description: '`previous`: also the totals of the period of the same length just before.',
  }),
  ...analyticsFilterShape,
  format: z
    .enum(['json', 'csv'], { message: 'format must be json or csv' })
    .optional()
    .meta({ description: 'csv: the scan history (as `Accept: text/csv`). Default json.' }),
});

export const ANALYTICS_CSV_DESCRIPTION = `The range's scans, one row each, oldest first, the dashboard's CSV download: ${ANALYTICS_CSV_COLUMNS.join(', ')} (times UTC ISO 8601, first_time_today yes/no).`;

/** POST /api/v1/uploads/logo: use `id` as a code's `logoId` design field. */
export const apiLogoUploadSchema = z
  .object({
    id: z.string().meta({ description: 'The `logoId` of a code’s design.' }),
    logoUrl: z.string(),
  })
  .meta({ id: 'LogoUpload', description: 'A stored logo.' });

/** POST /api/v1/uploads/pdf: use `id` as a pdf code's `pdfId`. */
export const apiPdfUploadSchema = z
  .object({
    id: z.string().meta({ description: 'The `pdfId` of a pdf code’s content.' }),
    pdfUrl: z.string(),
    fileName: z.string(),
  })
  .meta({ id: 'PdfUpload', description: 'A stored PDF.' });

/** POST /api/v1/uploads/image: use `id` as an images code's `images[].imageId`. */
export const apiImageUploadSchema = z
  .object({
    id: z.string().meta({ description: 'An `imageId` of an images code’s `images`.' }),
    imageUrl: z.string(),
    fileName: z.string(),
  })
  .meta({ id: 'ImageUpload', description: 'A stored image.' });

/**
 * RFC 9457 problem details, with our stable `code` and the field messages as extension members.
 * Every /api/v1 error is sent as `application/problem+json` in this shape.
 */
export const problemSchema = z
  .object({
    type: z.string().meta({ examples: ['about:blank'] }),
    title: z.string().meta({ description: 'The status’s reason phrase', examples: ['Not Found'] }),
    status: z.number().int(),
    detail: z.string().meta({ description: 'What went wrong, written for people' }),
    code: z.string().meta({ description: 'Stable code to branch on', examples: ['NOT_FOUND'] }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Request field → its message' }),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details' });

// The API's code shapes must stay the web app's (plus `kind` and a string id).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type CodeShapesMatchWebApp = [
  Expect<Same<Omit<z.infer<typeof apiSavedCodeSchema>, 'kind' | 'id'>, Omit<SavedQrCode, 'id'>>>,
  Expect<
    Same<Omit<z.infer<typeof apiDynamicCodeSchema>, 'kind' | 'id'>, Omit<DynamicQrCode, 'id'>>
  >,
  Expect<
    Same<
      Omit<ApiCodeAnalytics, 'code'> & { code: Omit<ApiCodeAnalytics['code'], 'id'> },
      Omit<CodeAnalytics, 'code'> & { code: Omit<CodeAnalytics['code'], 'id'> }
    >
  >,
];

// ---------------------------------------------------------------------------------------
// Write operations (issue 19 item 2). The request bodies speak the same shape the codes are read
// in: `content` is the type's fields as the generator takes them, `design` the design fields
// (and logoId). The services behind them validate with the web app's messages; these schemas
// document the shape and check only what JSON types the members have.

/** The largest number of codes one POST /api/v1/codes/bulk creates. */
export const BULK_CREATE_MAX = 1000;

export const PUBLIC_API_MESSAGES = {
  kindRequired: 'kind must be dynamic or saved',
  contentObject: 'content must be a JSON object of the type’s fields',
  designObject: 'design must be a JSON object of design fields',
  designFixed:
    'A code’s design is fixed when it is made: create a new code for a new design (its short link can point anywhere).',
  savedContentFixed:
    'A saved (static) code’s content is in its printed pattern and cannot change: create a new code, or use a dynamic code.',
  destinationNotDynamic:
    'Only dynamic codes have a destination to change: a saved (static) code encodes its content directly.',
  bulkEmpty: 'items must list at least one code',
  bulkItemObject: 'Each item must be a JSON object: a code as POST /api/v1/codes takes it.',
  bulkTooMany: (count: number) =>
    `A bulk request creates at most ${BULK_CREATE_MAX.toLocaleString('en-US')} codes; this one has ${count.toLocaleString('en-US')}. Send them in several requests.`,
  idempotencyKey:
    'Idempotency-Key must be 1 to 255 printable ASCII characters (a UUID is a good choice).',
  idempotencyReused:
    'This Idempotency-Key was used with a different request. Use a new key for a new request.',
  idempotencyInProgress:
    'A request with this Idempotency-Key is still being processed. Retry after it has finished.',
} as const;

const contentFields = z
  .record(z.string(), z.unknown(), { error: PUBLIC_API_MESSAGES.contentObject })
  .meta({
    description:
      'The type’s content fields, as the generator takes them (url: `{ "url": "…" }`, wifi: `{ "ssid", "password", "encryption" }`, …).',
    examples: [{ url: 'https://example.com/menu' }],
  });
const designFields = z
  .record(z.string(), z.unknown(), { error: PUBLIC_API_MESSAGES.designObject })
  .meta({
    description:
      'Design fields as the generator takes them (fgColor, bgColor, dotShape, cornerShape, margin, enableFrame, frameText, errorCorrectionLevel, logoId, …); absent: the defaults.',
    examples: [{ fgColor: '#1A2B3C', dotShape: 'rounded' }],
  });

export const createCodeSchema = z
  .looseObject({
    kind: z.enum(['dynamic', 'saved'], { error: PUBLIC_API_MESSAGES.kindRequired }).meta({
      description:
        '`dynamic`: a short link you can re-point later (plan limit of dynamic codes); `saved`: a static code stored in your account (plan limit of saved codes).',
    }),
    name: z.string().optional().meta({ description: 'Default: "{Type} QR code".' }),
    qrType: z.string().optional().meta({ description: 'Content type; default url.' }),
    content: contentFields.optional(),
    design: designFields.optional(),
    folderId: z
      .number()
      .int()
      .nullable()
      .optional()
      .meta({ description: 'Dynamic codes: its folder’s id (GET /api/v1/folders); null: none.' }),
    tags: z
      .array(z.string())
      .optional()
      .meta({
        description:
          'Dynamic codes: its tags by name, replacing those it has (a new name makes the tag); at most 20.',
        examples: [['print', 'spring']],
      }),
    designId: z
      .union([z.number(), z.string()], { error: DESIGN_KIT_MESSAGES.designId })
      .optional()
      .meta({
        description:
          'A brand kit of the workspace (GET /api/v1/designs): its design is copied into the code; fields given in `design` override the kit’s. Unknown: 404 DESIGN_NOT_FOUND.',
      }),
  })
  .meta({
    id: 'CreateCode',
    description:
      'A new code: the same fields the generator takes, grouped as codes are read. Unknown members are refused by name.',
  });
export type CreateCodeRequest = z.infer<typeof createCodeSchema>;

export const updateCodeSchema = z
  .looseObject({
    name: z.string().optional().meta({ description: 'A new name (rename); empty: unchanged.' }),
    qrType: z
      .string()
      .optional()
      .meta({ description: 'Dynamic codes: a new content type (with confirmTypeChange).' }),
    content: contentFields
      .optional()
      .meta({ description: 'Dynamic codes: the full new content of the type.' }),
    confirmTypeChange: z
      .boolean()
      .optional()
      .meta({ description: 'true to change a dynamic code’s type (its content is replaced).' }),
    folderId: z
      .number()
      .int()
      .nullable()
      .optional()
      .meta({ description: 'Dynamic codes: its folder’s id (GET /api/v1/folders); null: none.' }),
    tags: z
      .array(z.string())
      .optional()
      .meta({
        description:
          'Dynamic codes: its tags by name, replacing those it has (a new name makes the tag); at most 20.',
        examples: [['print', 'spring']],
      }),
  })
  .meta({
    id: 'UpdateCode',
    description:
      'What to change: `name` renames any code; `content` (and `qrType`) edits a dynamic code’s content behind its unchanged short link. A saved code’s content and any code’s design are fixed.',
  });
export type UpdateCodeRequest = z.infer<typeof updateCodeSchema>;

export const changeDestinationSchema = z
  .object({
    destination: z.string().meta({ examples: ['https://example.com/autumn'] }),
  })
  .meta({
    id: 'ChangeDestination',
    description: 'The web address a link code (url, social, ratings, apps) redirects to.',
  });

export const bulkCreateSchema = z
  .object({
    items: z
      .array(createCodeSchema)
      .meta({ description: `1 to ${BULK_CREATE_MAX} codes, each as POST /api/v1/codes takes.` }),
  })
  .meta({ id: 'BulkCreate' });

export const bulkResultSchema = z
  .object({
    created: z.number().int().meta({ description: 'Items created.' }),
    failed: z.number().int().meta({ description: 'Items refused (nothing made for them).' }),
    results: z.array(
      z.discriminatedUnion('ok', [
        z.object({ index: z.number().int(), ok: z.literal(true), code: apiCodeSchema }),
        z.object({
          index: z.number().int(),
          ok: z.literal(false),
          error: problemSchema.meta({
            description: 'The problem the item’s own POST /api/v1/codes would have got.',
          }),
        }),
      ]),
    ),
  })
  .meta({
    id: 'BulkResult',
    description: 'One result per item, in the order of `items` (`index` is 0-based).',
  });
export type BulkResult = z.infer<typeof bulkResultSchema>;

// ---------------------------------------------------------------- link controls

const apiLinkRuleSchema = z
  .looseObject({
    destination: z.string().optional().meta({ description: 'Where a matching scan goes.' }),
    split: z.literal(true).optional().meta({
      description: 'Instead of `destination`: a matching scan goes to the code’s split.',
    }),
    os: z.array(z.enum(['ios', 'android', 'other'])).optional(),
    countries: z.array(z.string()).optional().meta({ description: 'ISO 3166-1 alpha-2 codes.' }),
    languages: z.array(z.string()).optional().meta({ description: 'Like en or pt-BR.' }),
    days: z
      .array(z.number().int())
      .optional()
      .meta({ description: 'ISO weekdays in timeZone: 1 Monday … 7 Sunday.' }),
    fromTime: z.string().optional().meta({ description: 'HH:MM, 24-hour, in timeZone.' }),
    toTime: z.string().optional().meta({ description: 'HH:MM (exclusive); may wrap midnight.' }),
    timeZone: z.string().optional().meta({ description: 'An IANA time zone.' }),
  })
  .meta({
    description:
      'A smart rule: every condition given must hold (at least one). Exactly one of `destination` and `split`.',
  });

const apiSplitVariantSchema = z
  .object({
    destination: z.string(),
    weight: z
      .number()
      .int()
      .meta({ description: 'Its share of scanners in percent, 1–99; the weights add up to 100.' }),
  })
  .meta({ description: 'One destination of the split and its weight.' });

/** GET/PUT /api/v1/codes/{id}/controls answer: the web app's link controls of a dynamic code. */
export const apiLinkControlsSchema = z
  .object({
    startsAt: isoDateTime.nullable(),
    expiresAt: isoDateTime.nullable(),
    maxScans: z.number().int().nullable(),
    fallbackUrl: z.string().nullable(),
    rules: z.array(apiLinkRuleSchema),
    split: z.array(apiSplitVariantSchema).meta({
      description:
        'The weighted split (A/B test): scans no rule sends elsewhere go to one of these, the same phone always to the same one. Empty: none.',
    }),
    hasPassword: z.boolean(),
    cappedScans: count.meta({ description: 'Human scans counted against maxScans so far.' }),
    passwordRejections: count,
    lastPasswordRejectionAt: isoDateTime.nullable(),
    passwordAllowed: z.boolean().meta({ description: 'The plan allows setting a password.' }),
  })
  .meta({
    id: 'LinkControls',
    description:
      'When a dynamic code is active (start, expiry, scan cap, fallback while inactive), its scanner password, smart rules and weighted split.',
  });

/** PUT /api/v1/codes/{id}/controls: each member omitted (kept) or null (removed). */
export const apiLinkControlsInputSchema = z
  .looseObject({
    startsAt: isoDateTime.nullable().optional(),
    expiresAt: isoDateTime.nullable().optional(),
    maxScans: z
      .number()
      .int()
      .nullable()
      .optional()
      .meta({ description: 'Expire after this many human scans, 1–10,000,000.' }),
    fallbackUrl: z.string().nullable().optional().meta({
      description: 'Where scanners go while the code is not active; null: a page says so.',
    }),
    rules: z.array(apiLinkRuleSchema).optional().meta({
      description: 'At most 20, first match wins; replaces the list.',
    }),
    split: z.array(apiSplitVariantSchema).nullable().optional().meta({
      description:
        '2 to 5 different destinations with whole weights adding up to 100; null or [] removes the split.',
    }),
    password: z.string().nullable().optional().meta({
      description:
        'A new scanner password (4–128 characters; Premium or trial: 403 PREMIUM_REQUIRED); null removes it.',
    }),
  })
  .meta({
    id: 'ChangeLinkControls',
    description: 'The link controls to change: each member omitted is kept, null removes it.',
  });
