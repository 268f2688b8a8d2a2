import type { BulkActionAnswer, BulkActionRequest } from '../../../../contracts/code-bulk.js';
import type { DynamicQrCode } from '../../../../contracts/dynamic-codes.js';
import type { CodeFilter, Folder } from '../../../../contracts/organise.js';
import { toCsv } from '../../../../contracts/csv.js';
import { qrTypeLabel } from '../../../../contracts/qr-content.js';
import { servedContentSummary } from '../../../../contracts/served-content.js';
import type { DynamicCodePage } from '../../../../contracts/dynamic-code-answers.js';
import { CODE_PAGE_SIZE_MAX } from '../../../../contracts/organise.js';
import { apiRequest } from '../../../lib/api.js';
import { saveBlob } from '../../../lib/file-download.js';
import type { CodeListView } from './organise.js';

/** POST /api/dynamic-qrcodes/bulk (contracts/code-bulk.ts): the codes it changed. */
export async function runBulk(request: BulkActionRequest): Promise<BulkActionAnswer> {
  const res = await apiRequest('POST', '/api/dynamic-qrcodes/bulk', request);
  return (await res.json()) as BulkActionAnswer;
}

/**
 * The list's view as the server's filter, for "all that match": the same codes the list shows
 * (its status, search and filters; the sort does not change which codes match).
 */
export function filterOfView(view: CodeListView, status: 'active' | 'paused'): CodeFilter {
  const filter: CodeFilter = { status };
  if (view.q.trim()) filter.q = view.q.trim();
  if (view.qrType) filter.qrType = view.qrType as CodeFilter['qrType'];
  if (view.folderId) filter.folderId = view.folderId === 'none' ? 'none' : Number(view.folderId);
  if (view.tag) filter.tag = [view.tag];
  if (view.health) filter.health = view.health;
  if (view.createdFrom) filter.createdFrom = view.createdFrom;
  if (view.createdTo) filter.createdTo = view.createdTo;
  if (view.scansMin) filter.scansMin = Number(view.scansMin);
  if (view.scansMax) filter.scansMax = Number(view.scansMax);
  return filter;
}

/** A filter as the list routes' query string (a tag filter repeats `tag`). */
export function filterToSearch(filter: CodeFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  return params.toString();
}

/**
 * Every code that matches `filter`, newest first: GET /api/dynamic-qrcodes/page a hundred at a
 * time (what "all that match" exports and downloads; the table itself loads one page).
 */
export async function fetchMatchingCodes(
  filter: CodeFilter,
  signal?: AbortSignal,
): Promise<DynamicQrCode[]> {
  const codes: DynamicQrCode[] = [];
  const search = filterToSearch(filter);
  for (let page = 1; ; page += 1) {
    signal?.throwIfAborted();
    const res = await apiRequest(
      'GET',
      `/api/dynamic-qrcodes/page?${search}&page=${page}&pageSize=${CODE_PAGE_SIZE_MAX}`,
    );
    const answer = (await res.json()) as DynamicCodePage;
    codes.push(...answer.codes);
    if (answer.codes.length < CODE_PAGE_SIZE_MAX || codes.length >= answer.total) return codes;
  }
}

export const SELECTION_CSV_HEADER = [
  'name',
  'type',
  'shortUrl',
  'serves',
  'folder',
  'tags',
  'scans',
  'lastScan',
  'status',
  'created',
];

/**
 * The selected codes as CSV (contracts/csv.ts: quoting and formula neutralisation), in the
 * order given (the table's selection: newest first): the columns of the table view, tags separated by "; ".
 */
export function selectionCsv(codes: readonly DynamicQrCode[], folders: readonly Folder[]): string {
  return toCsv(
    SELECTION_CSV_HEADER,
    codes.map((code) => [
      code.name,
      qrTypeLabel(code.qrType),
      code.shortUrl,
      servedContentSummary(code.qrType, code.content) ?? code.destination,
      folders.find((f) => f.id === code.folderId)?.name ?? '',
      code.tags.join('; '),
      code.scanCount,
      code.lastScannedAt ?? '',
      code.isPaused ? 'paused' : 'active',
      code.createdAt,
    ]),
  );
}

/** Offers `csv` as a download named `filename` (made in the browser, no round trip). */
export function downloadCsv(csv: string, filename: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename);
}
