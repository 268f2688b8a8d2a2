import { z } from 'zod';
import { codeQuerySchema } from './organise.js';

/**
 * Saved views (issue 40 item 2): a user's named searches of a workspace's codes. A view keeps the
 * dashboard URL's query string (search, filters and sort, as the filter bar writes it); opening
 * one puts it back in the URL. Only its maker sees a view; names are unique per user and
 * workspace in any case.
 */
export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEW_SEARCH_MAX = 500;
export const SAVED_VIEWS_MAX = 50;

export const SAVED_VIEW_MESSAGES = {
  name: `Give the view a name of 1 to ${SAVED_VIEW_NAME_MAX} characters.`,
  taken: 'You already have a view with this name.',
  notFound: 'This saved view does not exist.',
  search: 'This view’s search and filters are not valid.',
  empty: 'Search or filter the list first: a view keeps its search, filters and sort.',
  tooMany: `You can keep at most ${SAVED_VIEWS_MAX} saved views in a workspace. Delete one first.`,
} as const;

const viewName = z
  .string({ error: SAVED_VIEW_MESSAGES.name })
  .trim()
  .min(1, { error: SAVED_VIEW_MESSAGES.name })
  .max(SAVED_VIEW_NAME_MAX, { error: SAVED_VIEW_MESSAGES.name });

/** The query parameters a view may keep: the code list's search, filters and sort. */
const VIEW_KEYS = new Set(Object.keys(codeQuerySchema.shape));

/** True when `search` is a query string of the code list's own parameters, each valid. */
export function isCodeListSearch(search: string): boolean {
  const params = new URLSearchParams(search);
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    if (!VIEW_KEYS.has(key)) return false;
    const before = query[key];
    query[key] = before === undefined ? value : [before, value].flat();
  }
  return codeQuerySchema.safeParse(query).success;
}

const viewSearch = z
  .string({ error: SAVED_VIEW_MESSAGES.search })
  .trim()
  .transform((v) => v.replace(/^\?/, ''))
  .refine((v) => v !== '', { error: SAVED_VIEW_MESSAGES.empty })
  .refine((v) => v.length <= SAVED_VIEW_SEARCH_MAX && isCodeListSearch(v), {
    error: SAVED_VIEW_MESSAGES.search,
  });

export const savedViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  search: z.string().meta({ description: 'The code list’s query string, without “?”.' }),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const createSavedViewSchema = z.strictObject({ name: viewName, search: viewSearch });
export const renameSavedViewSchema = z.strictObject({ name: viewName });
