import { z } from 'zod';
import { codeFilterSchema, codeTagNamesSchema, ORGANISE_MESSAGES } from './organise.js';
import { countOf } from './plural.js';

/**
 * Bulk actions on a selection of dynamic codes (issue 40 item 3), shared by the web app's table
 * view and the server: POST /api/dynamic-qrcodes/bulk names the codes by id, or by a filter
 * ("all that match", resolved by the server within the workspace, at most BULK_ACTION_MAX).
 * All or nothing: one code that is not the workspace's live code and nothing changes.
 *
 * Deleting is a soft delete, so a deleted code can be restored (action `restore`, by id) for
 * RESTORE_WINDOW_MS after it was deleted: the web app's Undo, offered for UNDO_MS. Restoring
 * counts against the plan's dynamic-code limit like the code it brings back.
 */
export const BULK_ACTIONS = ['pause', 'resume', 'delete', 'restore', 'move', 'tag'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Codes one bulk action may change, named by id or matched by a filter. */
export const BULK_ACTION_MAX = 10_000;
/** How long after its delete a code can be restored (the Undo's 10 s with room to spare). */
export const RESTORE_WINDOW_MS = 10 * 60_000;
/** How long the web app offers Undo after a delete. */
export const UNDO_MS = 10_000;

// The texts write BULK_ACTION_MAX as the product writes counts (formatCount), spelled out so the
// module formats nothing while it loads.
export const BULK_MESSAGES = {
  action: `Choose an action: ${BULK_ACTIONS.join(', ')}.`,
  target: 'Name the codes either by id (ids) or by a filter (filter).',
  ids: 'Name 1 to 10,000 codes by id.',
  tooMany: 'More than 10,000 codes match: narrow the filter.',
  notFound: ORGANISE_MESSAGES.codesNotFound,
  restoreById: 'Restore names the deleted codes by id.',
  notRestorable: 'Some of these codes can no longer be restored; nothing was changed.',
  folderRequired: 'Choose the folder to move the codes to (null: out of any folder).',
  tagsRequired: 'Name at least one tag to add.',
  restoreLimit: (limit: number) =>
    `Restoring these codes would pass your limit of ${countOf(limit, 'dynamic QR code')}. Please upgrade or delete other codes first.`,
} as const;

/** The web app's confirmation of each action, for `count` codes. */
export const BULK_DONE: Record<BulkAction, (count: number) => string> = {
  pause: (n) => `${countOf(n, 'code')} paused`,
  resume: (n) => `${countOf(n, 'code')} resumed`,
  delete: (n) => `${countOf(n, 'code')} deleted`,
  restore: (n) => `${countOf(n, 'code')} restored`,
  move: (n) => `${countOf(n, 'code')} moved`,
  tag: (n) => `${countOf(n, 'code')} tagged`,
};

/**
 * POST /api/dynamic-qrcodes/bulk. `ids` or `filter` (the list filters of contracts/organise,
 * `status` included; an unknown filter is refused, never ignored: it would widen the match).
 * `move` needs `folderId` (null: out of any folder); `tag` needs `addTags` (made where missing).
 */
export const bulkActionSchema = z
  .strictObject({
    action: z.enum(BULK_ACTIONS, { error: BULK_MESSAGES.action }),
    ids: z
      .array(z.number().int().positive(), { error: BULK_MESSAGES.ids })
      .min(1, { error: BULK_MESSAGES.ids })
      .max(BULK_ACTION_MAX, { error: BULK_MESSAGES.ids })
      .optional(),
    filter: z.strictObject(codeFilterSchema.shape).optional(),
    folderId: z
      .number({ error: BULK_MESSAGES.folderRequired })
      .int()
      .positive()
      .nullable()
      .optional(),
    addTags: codeTagNamesSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.ids === undefined) === (body.filter === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['ids'], message: BULK_MESSAGES.target });
    }
    if (body.action === 'restore' && body.filter !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['filter'], message: BULK_MESSAGES.restoreById });
    }
    if (body.action === 'move' && body.folderId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['folderId'], message: BULK_MESSAGES.folderRequired });
    }
    if (body.action === 'tag' && !body.addTags?.length) {
      ctx.addIssue({ code: 'custom', path: ['addTags'], message: BULK_MESSAGES.tagsRequired });
    }
  });
export type BulkActionRequest = z.input<typeof bulkActionSchema>;

/** The answer: the codes changed (restored, for restore), by id, ascending. */
export const bulkActionAnswerSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  ids: z.array(z.number().int()),
  count: z.number().int(),
});
export type BulkActionAnswer = z.infer<typeof bulkActionAnswerSchema>;
