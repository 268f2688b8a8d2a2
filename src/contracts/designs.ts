import { z } from 'zod';
import { DESIGN_FIELD_NAMES, designFieldsSchema, type DesignFields } from './design.js';
import { GENERATE_MESSAGES } from './generator.js';

/**
 * Brand kits (issue 40 item 4): named designs a workspace keeps (the generator's design fields
 * and logo), one of them its default for new codes. A code made with a kit stores a copy of the
 * design, so changing or deleting a kit never changes a code already made. Shared by the web
 * app's /api/designs and the public API's /api/v1/designs.
 */

/** Kits a workspace keeps at most. */
export const MAX_DESIGN_KITS = 100;
/** Longest kit name, in characters. */
export const DESIGN_KIT_NAME_MAX = 80;

export const DESIGN_KIT_MESSAGES = {
  nameRequired: 'Enter a name for the brand kit',
  nameTooLong: `A brand kit name must be at most ${DESIGN_KIT_NAME_MAX} characters`,
  nameTaken: 'This workspace already has a brand kit of that name: choose another name.',
  limit: `A workspace keeps at most ${MAX_DESIGN_KITS} brand kits: delete one you no longer use first.`,
  notFound: 'Brand kit not found in this workspace',
  designObject: 'design must be a JSON object of design fields',
  isDefault: 'isDefault must be true or false',
  nothingToChange: 'Send a new name, design fields or isDefault',
  unknownLogo: GENERATE_MESSAGES.unknownLogo,
  unknownField: GENERATE_MESSAGES.unknownField,
  designId: 'designId must be the id of a brand kit of this workspace',
  applyCodes: 'Choose 1 to 100 codes of this workspace to restyle',
  notScannable:
    'In this brand kit’s design the code would not scan: it keeps its design. Adjust the kit (contrast, logo size) and try again.',
  paymentCode: 'Payment codes keep their design: create a new one in the brand kit’s design.',
} as const;

/** Codes one "apply to these codes" restyles at most. */
export const MAX_APPLY_CODES = 100;

/**
 * POST /api/designs/{id}/apply: the codes to restyle with the kit, by kind and id. Each is
 * drawn in the kit's design and read back before it is changed; codes made with a kit are never
 * changed otherwise.
 */
export const applyDesignKitSchema = z
  .object({
    codes: z
      .array(z.object({ kind: z.enum(['dynamic', 'saved']), id: z.number().int().positive() }), {
        error: DESIGN_KIT_MESSAGES.applyCodes,
      })
      .min(1, DESIGN_KIT_MESSAGES.applyCodes)
      .max(MAX_APPLY_CODES, DESIGN_KIT_MESSAGES.applyCodes),
  })
  .meta({ id: 'ApplyBrandKit' });
export type ApplyDesignKitRequest = z.input<typeof applyDesignKitSchema>;

export const applyDesignKitResultSchema = z.object({
  applied: z.number().int(),
  failed: z.number().int(),
  results: z.array(
    z.object({
      kind: z.enum(['dynamic', 'saved']),
      id: z.number().int(),
      ok: z.boolean(),
      message: z.string().optional(),
    }),
  ),
});
export type ApplyDesignKitResult = z.infer<typeof applyDesignKitResultSchema>;

/** A kit's design: the generator's flat design fields, plus logoId when it carries a logo. */
export type KitDesign = DesignFields & { logoId?: string };

const LOGO_ID = /^[A-Za-z0-9_-]{8,64}$/;

export type KitDesignParse =
  { ok: true; design: KitDesign } | { ok: false; fields: Record<string, string> };

/**
 * Validates a kit's design object with the generator's own schema and messages (unset fields
 * take the generator's defaults). `logoId` null or '' means no logo. Field names in errors are
 * prefixed `design.`; any key that is not a design field is refused by name.
 */
export function parseKitDesign(input: unknown): KitDesignParse {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, fields: { design: DESIGN_KIT_MESSAGES.designObject } };
  }
  const record = input as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const known = new Set<string>([...DESIGN_FIELD_NAMES, 'logoId']);
  for (const key of Object.keys(record)) {
    if (!known.has(key)) fields[`design.${key}`] = DESIGN_KIT_MESSAGES.unknownField;
  }
  const parsed = designFieldsSchema.safeParse(
    Object.fromEntries(DESIGN_FIELD_NAMES.map((k) => [k, record[k]])),
  );
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      fields[`design.${issue.path.map(String).join('.')}`] ??= issue.message;
    }
  }
  const logo = record.logoId;
  const logoId = logo === null || logo === '' || logo === undefined ? undefined : logo;
  if (logoId !== undefined && (typeof logoId !== 'string' || !LOGO_ID.test(logoId))) {
    fields['design.logoId'] = DESIGN_KIT_MESSAGES.unknownLogo;
  }
  if (!parsed.success || Object.keys(fields).length > 0) return { ok: false, fields };
  const design: KitDesign = { ...parsed.data };
  if (typeof logoId === 'string') design.logoId = logoId;
  return { ok: true, design };
}

const kitName = z
  .string({ error: DESIGN_KIT_MESSAGES.nameRequired })
  .trim()
  .min(1, DESIGN_KIT_MESSAGES.nameRequired)
  .max(DESIGN_KIT_NAME_MAX, DESIGN_KIT_MESSAGES.nameTooLong);

const designMember = z
  .record(z.string(), z.unknown(), { error: DESIGN_KIT_MESSAGES.designObject })
  .meta({
    description:
      'The generator’s design fields (fgColor, bgColor, gradientColor, dotShape, cornerShape, innerCornerShape, outerCornerColor, innerCornerColor, enableFrame, frameText, frameColor, frameTextColor, frameStyle, errorCorrectionLevel, logoSize, margin, size) and logoId (an uploaded logo); unset fields take the generator’s defaults.',
    examples: [{ fgColor: '#1E3A8A', dotShape: 'rounded', cornerShape: 'curve-square' }],
  });

/** POST /api/designs and /api/v1/designs. */
export const createDesignKitSchema = z
  .object({
    name: kitName,
    design: designMember.optional(),
    isDefault: z
      .boolean({ error: DESIGN_KIT_MESSAGES.isDefault })
      .optional()
      .meta({ description: 'Make it the workspace’s default kit for new codes.' }),
  })
  .meta({ id: 'CreateBrandKit' });
export type CreateDesignKitRequest = z.input<typeof createDesignKitSchema>;

/**
 * PATCH /api/designs/{id} and /api/v1/designs/{id}: a new name, design fields to change (the
 * others keep their value; logoId null removes the logo) and/or isDefault (false: the workspace
 * then has no default). Codes already made are never changed.
 */
export const updateDesignKitSchema = z
  .object({
    name: kitName.optional(),
    design: designMember.optional(),
    isDefault: z.boolean({ error: DESIGN_KIT_MESSAGES.isDefault }).optional(),
  })
  .meta({ id: 'UpdateBrandKit' });
export type UpdateDesignKitRequest = z.input<typeof updateDesignKitSchema>;

/** A brand kit as both APIs answer it. */
export const designKitSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    design: z
      .record(z.string(), z.unknown())
      .meta({ description: 'The flat design fields, plus logoId when it carries a logo.' }),
    isDefault: z.boolean(),
    createdAt: z.string().meta({ format: 'date-time' }),
    updatedAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'BrandKit' });
export interface DesignKit {
  id: number;
  name: string;
  design: KitDesign;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

export const designKitListSchema = z
  .object({ data: z.array(designKitSchema) })
  .meta({ id: 'BrandKitList', description: 'The workspace’s kits by name.' });

/** POST /api/v1/designs (201). */
export const designKitCreatedSchema = z
  .object({ id: z.number().int() })
  .meta({ id: 'BrandKitCreated' });
