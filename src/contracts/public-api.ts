import { z } from 'zod';
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
];
