import {
  ANALYTICS_FILTER_DIMENSIONS,
  ANALYTICS_FILTER_MAX_VALUES,
  type AnalyticsFilter,
  type AnalyticsFilterDimension,
} from '../../../contracts/analytics.js';
import { WORKSPACE_PARAM } from '../../../contracts/workspaces.js';
import {
  customRangeError,
  presetSelection,
  rangeQuery,
  type RangeSelection,
} from './date-range.js';

/**
 * The analytics page's state as its URL's query (issue 40 item 8), so a view can be shared,
 * bookmarked and walked with back/forward:
 *   range=24h|7d|90d (30d, the default, is left out) or from=YYYY-MM-DD&to=YYYY-MM-DD (custom),
 *   compare=previous, one parameter per filter value (country=DE&country=FR&device=mobile; an
 *   empty value is "unknown"), and on the workspace page folder=ID and tag=NAME.
 * The workspace parameter (`?workspace=ID`) is kept as it is. Values the page cannot read are
 * left out rather than refused, so an edited link still opens.
 */
export type PageRange =
  { kind: '24h' | '7d' | '30d' | '90d' } | { kind: 'custom'; from: string; to: string };

export interface PageState {
  range: PageRange;
  compare: boolean;
  filters: AnalyticsFilter[];
  folderId: number | null;
  tag: string | null;
}

export const DEFAULT_PAGE_STATE: PageState = {
  range: { kind: '30d' },
  compare: false,
  filters: [],
  folderId: null,
  tag: null,
};

const PRESETS = ['24h', '7d', '30d', '90d'] as const;

/** Reads a page query ("?range=7d&country=DE"); unreadable values are ignored. */
export function parsePageSearch(search: string): PageState {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  const preset = PRESETS.find((p) => p === params.get('range'));
  const range: PageRange =
    from !== null && to !== null && customRangeError(from, to) === null
      ? { kind: 'custom', from, to }
      : { kind: preset ?? '30d' };
  const filters = ANALYTICS_FILTER_DIMENSIONS.flatMap((dimension) => {
    const values = [...new Set(params.getAll(dimension).map((v) => v.trim()))]
      .filter((v) => v.length <= 255)
      .slice(0, ANALYTICS_FILTER_MAX_VALUES);
    return values.length > 0 ? [{ dimension, values }] : [];
  });
  const folder = params.get('folder');
  const tag = params.get('tag')?.trim();
  return {
    range,
    compare: params.get('compare') === 'previous',
    filters,
    folderId: folder !== null && /^[1-9]\d{0,9}$/.test(folder) ? Number(folder) : null,
    tag: tag ? tag : null,
  };
}

/** The page query for `state`, keeping the workspace named in `current` (the URL's query). */
export function pageSearch(state: PageState, current = ''): string {
  const params = new URLSearchParams();
  const workspace = new URLSearchParams(current).get(WORKSPACE_PARAM);
  if (workspace !== null) params.set(WORKSPACE_PARAM, workspace);
  if (state.folderId !== null) params.set('folder', String(state.folderId));
  if (state.tag !== null) params.set('tag', state.tag);
  if (state.range.kind === 'custom') {
    params.set('from', state.range.from);
    params.set('to', state.range.to);
  } else if (state.range.kind !== '30d') {
    params.set('range', state.range.kind);
  }
  if (state.compare) params.set('compare', 'previous');
  for (const filter of state.filters) {
    for (const value of filter.values) params.append(filter.dimension, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `state` with `value` of `dimension` added to (or, with `remove`, taken from) its filters. */
export function withFilter(
  state: PageState,
  dimension: AnalyticsFilterDimension,
  value: string,
  remove = false,
): PageState {
  const current = state.filters.find((f) => f.dimension === dimension)?.values ?? [];
  const values = remove
    ? current.filter((v) => v !== value)
    : current.includes(value)
      ? current
      : [...current, value];
  const filters = ANALYTICS_FILTER_DIMENSIONS.flatMap((d) => {
    if (d !== dimension) return state.filters.filter((f) => f.dimension === d);
    return values.length > 0 ? [{ dimension: d, values }] : [];
  });
  return { ...state, filters };
}

/** The range picker's selection for a page range, as of `now`. */
export function rangeSelection(range: PageRange, now: Date, tz: string): RangeSelection {
  return range.kind === 'custom' ? range : presetSelection(range.kind, now, tz);
}

/** The page range a picker's selection stands for. */
export function pageRange(selection: RangeSelection): PageRange {
  return selection.kind === 'custom'
    ? { kind: 'custom', from: selection.from, to: selection.to }
    : { kind: selection.kind };
}

/** What the page shows: one code's analytics, or its workspace's (scoped by folder/tag). */
export type AnalyticsTarget = { kind: 'code'; codeId: number } | { kind: 'workspace' };

/**
 * The API request for the page: GET /api/dynamic-qrcodes/{id}/analytics or GET /api/analytics,
 * with the range resolved at `now` in tz, the comparison and the filters.
 */
export function analyticsApiUrl(
  target: AnalyticsTarget,
  state: PageState,
  selection: RangeSelection,
  tz: string,
): string {
  const { from, to } = rangeQuery(selection, tz);
  const params = new URLSearchParams({ from, to, tz });
  if (target.kind === 'workspace') {
    if (state.folderId !== null) params.set('folderId', String(state.folderId));
    if (state.tag !== null) params.set('tag', state.tag);
  }
  if (state.compare) params.set('compare', 'previous');
  for (const filter of state.filters) {
    for (const value of filter.values) params.append(filter.dimension, value);
  }
  const path =
    target.kind === 'code' ? `/api/dynamic-qrcodes/${target.codeId}/analytics` : '/api/analytics';
  return `${path}?${params.toString()}`;
}

/** The page's own path: /analytics or /analytics/codes/{id}. */
export function analyticsPagePath(target: AnalyticsTarget): string {
  return target.kind === 'code' ? `/analytics/codes/${target.codeId}` : '/analytics';
}
