import { z } from 'zod';
import type { SavedQrCode } from './dynamic-codes.js';

/**
 * The answers of the saved (static) codes API, /api/qrcodes: the shapes of SavedQrCode
 * (dynamic-codes.ts) and of a save, as zod schemas for the routes' response schemas.
 */

const fields = z.record(z.string(), z.unknown());

/** A saved code as GET /api/qrcodes lists it and PATCH /api/qrcodes/{id} answers it. */
export const savedQrCodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  qrType: z.string(),
  qrMode: z.literal('static'),
  content: fields.meta({ description: 'The type’s content fields (contracts/qr-content).' }),
  design: fields.meta({ description: 'The flat design fields, plus logoId when a logo is set.' }),
  createdAt: z.string().meta({ format: 'date-time' }),
});

/** POST /api/qrcodes (201): the stored code's id, name, type and creation time. */
export const savedQrCodeCreatedSchema = savedQrCodeSchema.pick({
  id: true,
  name: true,
  qrType: true,
  createdAt: true,
});

// The schema names every field of the web app's SavedQrCode (keys the schema does not name
// would be left out of the answer).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;
export type SavedCodeSchemaMatchesType = [
  Expect<Same<z.infer<typeof savedQrCodeSchema>, SavedQrCode>>,
  Expect<Same<keyof z.infer<typeof savedQrCodeSchema>, keyof SavedQrCode>>,
];
