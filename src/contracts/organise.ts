import { z } from 'zod';
import { QR_TYPES } from './qr-content.js';

/**
 * Folders, tags and finding codes (issue 40 items 1 and 2), shared by the web app and the
 * server: a dynamic code is in at most one folder and has any number of tags; the code lists
 * (GET /api/dynamic-qrcodes, GET /api/v1/codes) are searched, filtered and sorted with
 * codeQuerySchema. Tags are named by their name (unique per workspace in any case), in code
 * answers, requests and filters alike; the tag manager changes one by its id.
 */

/** Tag colours: names of the design system's palette (the web app maps them to classes). */
export const TAG_COLOURS = [
  'grey',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
] as const;
export type TagColour = (typeof TAG_COLOURS)[number];

export const FOLDER_NAME_MAX = 60;
export const TAG_NAME_MAX = 40;
/** Tags one code may have. */
export const TAGS_PER_CODE_MAX = 20;
/** Codes one bulk move or tag may name. */
export const BULK_CODES_MAX = 500;

export const ORGANISE_MESSAGES = {
  folderName: `Give the folder a name of 1 to ${FOLDER_NAME_MAX} characters.`,
  folderTaken: 'This workspace already has a folder with this name.',
  folderNotFound: 'This folder does not exist in this workspace.',
  tagName: `Give the tag a name of 1 to ${TAG_NAME_MAX} characters.`,
  tagTaken: 'This workspace already has a tag with this name.',
  tagNotFound: 'This tag does not exist in this workspace.',
  tagColour: `Choose a colour: ${TAG_COLOURS.join(', ')}.`,
  tooManyTags: `A code can have at most ${TAGS_PER_CODE_MAX} tags.`,
  dynamicOnly: 'Only dynamic codes have folders and tags.',
  codeIds: `Name 1 to ${BULK_CODES_MAX} codes by id.`,
  codesNotFound: 'Some of these codes do not exist in this workspace; nothing was changed.',
  badFilter: 'This filter is not valid.',
  dateFilter: 'Give dates as YYYY-MM-DD or ISO date-times.',
  scansFilter: 'Scan counts are whole numbers of 0 or more.',
  searchLength: 'Search for 1 to 100 characters.',
} as const;

const folderName = z
  .string({ error: ORGANISE_MESSAGES.folderName })
  .trim()
  .min(1, { error: ORGANISE_MESSAGES.folderName })
  .max(FOLDER_NAME_MAX, { error: ORGANISE_MESSAGES.folderName });

export const tagNameSchema = z
  .string({ error: ORGANISE_MESSAGES.tagName })
  .trim()
  .min(1, { error: ORGANISE_MESSAGES.tagName })
  .max(TAG_NAME_MAX, { error: ORGANISE_MESSAGES.tagName });

const tagColour = z.enum(TAG_COLOURS, { error: ORGANISE_MESSAGES.tagColour });

export const folderSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'Folder', description: 'A folder of dynamic codes.' });
export type Folder = z.infer<typeof folderSchema>;

export const folderWithCountSchema = folderSchema
  .extend({ codeCount: z.number().int() })
  .meta({ id: 'FolderWithCount', description: 'A folder and how many live codes it holds.' });
export type FolderWithCount = z.infer<typeof folderWithCountSchema>;

export const tagSchema = z
  .object({ id: z.number().int(), name: z.string(), colour: z.enum(TAG_COLOURS) })
  .meta({ id: 'Tag', description: 'A tag of dynamic codes.' });
export type Tag = z.infer<typeof tagSchema>;

export const tagWithCountSchema = tagSchema.extend({ codeCount: z.number().int() });
export type TagWithCount = z.infer<typeof tagWithCountSchema>;

export const createFolderSchema = z.strictObject({ name: folderName });
export const renameFolderSchema = z.strictObject({ name: folderName });
export const createTagSchema = z.strictObject({
  name: tagNameSchema,
  colour: tagColour.optional(),
});
export const updateTagSchema = z.strictObject({
  name: tagNameSchema.optional(),
  colour: tagColour.optional(),
});

/** Tag names of a code: trimmed, duplicates (any case) dropped, at most TAGS_PER_CODE_MAX. */
export const codeTagNamesSchema = z
  .array(tagNameSchema, { error: ORGANISE_MESSAGES.tagName })
  .transform((names) => {
    const seen = new Set<string>();
    return names.filter((n) => !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase()));
  })
  .refine((names) => names.length <= TAGS_PER_CODE_MAX, { error: ORGANISE_MESSAGES.tooManyTags });

/** A code's folder (null: none) and tags; absent members are left as they are. */
export const codeLabelsSchema = z.strictObject({
  folderId: z
    .number({ error: ORGANISE_MESSAGES.folderNotFound })
    .int()
    .positive()
    .nullable()
    .optional(),
  tags: codeTagNamesSchema.optional(),
});
export type CodeLabels = z.infer<typeof codeLabelsSchema>;

const codeIds = z
  .array(z.number().int().positive(), { error: ORGANISE_MESSAGES.codeIds })
  .min(1, { error: ORGANISE_MESSAGES.codeIds })
  .max(BULK_CODES_MAX, { error: ORGANISE_MESSAGES.codeIds });

/**
 * A change to many codes at once: move them (`folderId`, null: out of any folder), add tags
 * (`addTags`) and remove tags (`removeTags`). All or nothing.
 */
export const bulkLabelsSchema = z.strictObject({
  codeIds,
  folderId: z.number().int().positive().nullable().optional(),
  addTags: codeTagNamesSchema.optional(),
  removeTags: z.array(tagNameSchema).optional(),
});
export type BulkLabels = z.infer<typeof bulkLabelsSchema>;

export const CODE_SORTS = ['created', 'name', 'lastScanned', 'scans'] as const;
export type CodeSort = (typeof CODE_SORTS)[number];

const dateBound = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: ORGANISE_MESSAGES.dateFilter });
const scans = z.coerce
  .number({ error: ORGANISE_MESSAGES.scansFilter })
  .int({ error: ORGANISE_MESSAGES.scansFilter })
  .min(0, { error: ORGANISE_MESSAGES.scansFilter });
/** One value or the same parameter repeated (?tag=a&tag=b). */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/**
 * Filters of a code list, combined with AND. `q`: name, destination, content fields, short code
 * or a tag name contains the text (any case). `tag`: may be repeated, the code has every one.
 * `folderId`: a folder's id, or `none` for codes in no folder. `createdFrom`/`createdTo`: dates
 * (a bare date's whole day is included in `createdTo`). `health=broken`: the destination's last
 * check found it broken. Sort `created` (default, newest first), `name`, `lastScanned`, `scans`,
 * `order` asc or desc (default: desc, name asc).
 */
export const codeFilterSchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, { error: ORGANISE_MESSAGES.searchLength })
    .max(100, { error: ORGANISE_MESSAGES.searchLength })
    .optional()
    .meta({
      description:
        'Name, destination, content fields, short code or a tag name contains this text (any case).',
    }),
  qrType: z
    .enum(QR_TYPES, { error: `qrType must be one of: ${QR_TYPES.join(', ')}` })
    .optional()
    .meta({ description: 'Only codes of this content type.' }),
  status: z
    .enum(['active', 'paused'], { error: 'status must be active or paused' })
    .optional()
    .meta({ description: 'Only active or paused codes.' }),
  folderId: z
    .union([z.literal('none'), z.coerce.number().int().positive()], {
      error: ORGANISE_MESSAGES.folderNotFound,
    })
    .optional()
    .meta({ description: 'Only codes in this folder (its id), or `none`: in no folder.' }),
  tag: oneOrMany(tagNameSchema)
    .optional()
    .meta({ description: 'Only codes with this tag (by name); repeat for codes with every one.' }),
  createdFrom: dateBound
    .optional()
    .meta({ description: 'Created at or after (date or date-time).' }),
  createdTo: dateBound
    .optional()
    .meta({ description: 'Created at or before (a bare date includes its whole day, UTC).' }),
  scansMin: scans.optional().meta({ description: 'At least this many scans.' }),
  scansMax: scans.optional().meta({ description: 'At most this many scans.' }),
  health: z
    .enum(['broken'], { error: 'health must be broken' })
    .optional()
    .meta({ description: '`broken`: only codes whose destination’s last check found it broken.' }),
});
export type CodeFilter = z.infer<typeof codeFilterSchema>;

export const codeQuerySchema = codeFilterSchema.extend({
  sort: z.enum(CODE_SORTS, { error: `sort must be one of ${CODE_SORTS.join(', ')}` }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
});
export type CodeQuery = z.infer<typeof codeQuerySchema>;

/** Rows of one page of a code list (issue 40 item 9: the dashboard pages, never loads all). */
export const CODE_PAGE_SIZE = 50;
export const CODE_PAGE_SIZE_MAX = 100;

/** A code list's query and which page of it: `page` from 1, `pageSize` 1 to 100 (default 50). */
export const codePageQuerySchema = codeQuerySchema.extend({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int({ error: 'page must be a whole number from 1' })
    .min(1, { error: 'page must be a whole number from 1' })
    .default(1)
    .meta({ description: 'Which page, from 1.' }),
  pageSize: z.coerce
    .number({ error: `pageSize must be from 1 to ${CODE_PAGE_SIZE_MAX}` })
    .int({ error: `pageSize must be from 1 to ${CODE_PAGE_SIZE_MAX}` })
    .min(1, { error: `pageSize must be from 1 to ${CODE_PAGE_SIZE_MAX}` })
    .max(CODE_PAGE_SIZE_MAX, { error: `pageSize must be from 1 to ${CODE_PAGE_SIZE_MAX}` })
    .default(CODE_PAGE_SIZE)
    .meta({ description: `Codes per page, 1 to ${CODE_PAGE_SIZE_MAX}.` }),
});
export type CodePageQuery = z.infer<typeof codePageQuerySchema>;
