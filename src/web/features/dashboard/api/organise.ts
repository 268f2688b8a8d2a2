import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { PAGED_LIST_PREFIXES } from './code-lists.js';
import type { DynamicQrCode } from '../../../../contracts/dynamic-codes.js';
import {
  CODE_SORTS,
  type CodeLabels,
  type CodeSort,
  type FolderWithCount,
  type TagColour,
  type TagWithCount,
} from '../../../../contracts/organise.js';
import { QR_TYPES } from '../../../../contracts/qr-content.js';
import { apiRequest } from '../../../lib/api.js';

/** Cache keys; each doubles as the URL the default query function GETs. */
export const FOLDERS_QUERY_KEY = ['/api/folders'] as const;
export const TAGS_QUERY_KEY = ['/api/tags'] as const;

export function useFolders() {
  return useQuery<FolderWithCount[]>({ queryKey: FOLDERS_QUERY_KEY });
}
export function useTags() {
  return useQuery<TagWithCount[]>({ queryKey: TAGS_QUERY_KEY });
}

/**
 * The code list's search, filters and sort as the page URL keeps them (shareable, bookmarkable):
 * ?q=…&folderId=…|none&tag=…&sort=…&order=…. Anything unreadable is left out.
 */
export interface CodeListView {
  q: string;
  qrType: string;
  folderId: string;
  tag: string;
  health: '' | 'broken';
  /** YYYY-MM-DD, inclusive. */
  createdFrom: string;
  createdTo: string;
  /** Whole numbers as typed. */
  scansMin: string;
  scansMax: string;
  sort: CodeSort | '';
  /** The sort's direction when not its default (the table's column headers set it). */
  order: 'asc' | 'desc' | '';
}

export const EMPTY_VIEW: CodeListView = {
  q: '',
  qrType: '',
  folderId: '',
  tag: '',
  health: '',
  createdFrom: '',
  createdTo: '',
  scansMin: '',
  scansMax: '',
  sort: '',
  order: '',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COUNT = /^\d{1,9}$/;

export function viewFromSearch(search: string): CodeListView {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? '';
  const folderId = params.get('folderId') ?? '';
  const qrType = params.get('qrType') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    qrType: (QR_TYPES as readonly string[]).includes(qrType) ? qrType : '',
    health: params.get('health') === 'broken' ? 'broken' : '',
    createdFrom: DATE.test(params.get('createdFrom') ?? '') ? params.get('createdFrom')! : '',
    createdTo: DATE.test(params.get('createdTo') ?? '') ? params.get('createdTo')! : '',
    scansMin: COUNT.test(params.get('scansMin') ?? '') ? params.get('scansMin')! : '',
    scansMax: COUNT.test(params.get('scansMax') ?? '') ? params.get('scansMax')! : '',
    folderId: folderId === 'none' || /^[1-9]\d{0,9}$/.test(folderId) ? folderId : '',
    tag: (params.get('tag') ?? '').slice(0, 40),
    sort: (CODE_SORTS as readonly string[]).includes(sort) ? (sort as CodeSort) : '',
    order:
      params.get('order') === 'asc' || params.get('order') === 'desc'
        ? (params.get('order') as 'asc' | 'desc')
        : '',
  };
}

/** The view as URL parameters (empty ones left out), in a stable order. */
export function viewToSearch(view: CodeListView): string {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.qrType) params.set('qrType', view.qrType);
  if (view.folderId) params.set('folderId', view.folderId);
  if (view.tag) params.set('tag', view.tag);
  if (view.health) params.set('health', view.health);
  if (DATE.test(view.createdFrom)) params.set('createdFrom', view.createdFrom);
  if (DATE.test(view.createdTo)) params.set('createdTo', view.createdTo);
  if (COUNT.test(view.scansMin)) params.set('scansMin', view.scansMin);
  if (COUNT.test(view.scansMax)) params.set('scansMax', view.scansMax);
  if (view.sort) params.set('sort', view.sort);
  if (view.order) params.set('order', view.order);
  return params.toString();
}

export function isFiltered(view: CodeListView): boolean {
  return viewToSearch(view) !== '';
}

/** Prefix of the filtered lists' cache keys (GET /api/dynamic-qrcodes?…). */
const FILTERED_PREFIX = '/api/dynamic-qrcodes?';

/** The workspace's dynamic codes of `status` matching `view`, in its order. */
export function useFilteredCodes(
  view: CodeListView,
  status: 'active' | 'paused',
  enabled: boolean,
) {
  const search = viewToSearch(view);
  return useQuery<DynamicQrCode[]>({
    queryKey: [`${FILTERED_PREFIX}status=${status}${search ? `&${search}` : ''}`],
    enabled,
    // A new sort or filter keeps the rows on screen until its list arrives (the table keeps
    // its selection and page instead of blinking through the loading state).
    placeholderData: keepPreviousData,
  });
}

/** Refetches the filtered lists and the folders and tags (their counts follow the codes). */
export function invalidateOrganised(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({
      predicate: (query) =>
        [FILTERED_PREFIX, ...PAGED_LIST_PREFIXES].some((prefix) =>
          String(query.queryKey[0]).startsWith(prefix),
        ),
    }),
    client.invalidateQueries({ queryKey: FOLDERS_QUERY_KEY }),
    client.invalidateQueries({ queryKey: TAGS_QUERY_KEY }),
  ]);
}

/** PUT /api/dynamic-qrcodes/{id}/labels: the code's folder and tags. */
export function setCodeLabels(id: number, labels: CodeLabels): Promise<Response> {
  return apiRequest('PUT', `/api/dynamic-qrcodes/${id}/labels`, labels);
}

export const createFolder = (name: string) => apiRequest('POST', '/api/folders', { name });
export const renameFolder = (id: number, name: string) =>
  apiRequest('PATCH', `/api/folders/${id}`, { name });
export const deleteFolder = (id: number) => apiRequest('DELETE', `/api/folders/${id}`);
export const createTag = (name: string, colour: TagColour) =>
  apiRequest('POST', '/api/tags', { name, colour });
export const updateTag = (id: number, change: { name?: string; colour?: TagColour }) =>
  apiRequest('PATCH', `/api/tags/${id}`, change);
export const deleteTag = (id: number) => apiRequest('DELETE', `/api/tags/${id}`);

/** Tailwind classes of each tag colour (text and background pass WCAG AA together). */
export const TAG_COLOUR_CLASSES: Record<TagColour, string> = {
  grey: 'bg-gray-100 text-gray-800',
  red: 'bg-red-100 text-red-800',
  orange: 'bg-orange-100 text-orange-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  green: 'bg-green-100 text-green-800',
  teal: 'bg-teal-100 text-teal-900',
  blue: 'bg-blue-100 text-blue-800',
  purple: 'bg-purple-100 text-purple-800',
  pink: 'bg-pink-100 text-pink-800',
};
