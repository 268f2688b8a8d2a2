import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { CodeFilter, CodeSort } from '../../../../contracts/organise.js';
import { codeKey, type DashboardCode } from '../api/code-lists.js';
import type { DynamicQrCode } from '../../../../contracts/dynamic-codes.js';
import { HealthBadge, LabelChips } from '../cards/code-card.js';
import {
  formatDate,
  formatNumber,
  servedSummary,
  typeLabel,
  useDashboardT,
  type DashboardT,
} from '../layout/dashboard-words.js';
import { displayName } from '../cards/display-name.js';
import { BulkBar } from './bulk-bar.js';
import { useCodeListView } from './code-filters-bar.js';
import { Pager } from './pager.js';

/** Rows per page of the table; "select all on this page" selects these. */
export const TABLE_PAGE_SIZE = 50;

/** Each sort's first direction (the server's defaults, contracts/organise codeOrder). */
const FIRST_ORDER: Record<CodeSort, 'asc' | 'desc'> = {
  created: 'desc',
  name: 'asc',
  lastScanned: 'desc',
  scans: 'desc',
};

const headClass = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase';
const cellClass = 'px-3 py-2 align-middle';

/**
 * A sortable column's header: the sort lives in the page URL like the filter bar's (reused:
 * `sort` and `order`), so a sorted table can be shared; choosing it again reverses it.
 */
function SortHeader({
  label,
  sort,
  right = false,
}: {
  label: string;
  sort: CodeSort;
  right?: boolean;
}) {
  const [view, setView] = useCodeListView();
  const active = view.sort === sort;
  const order = active ? view.order || FIRST_ORDER[sort] : null;
  const next = active ? (order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[sort];
  const Icon = order === 'asc' ? ArrowUp : order === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
      className={`${headClass} ${right ? 'text-right' : ''}`}
    >
      <button
        type="button"
        onClick={() => setView({ ...view, sort, order: next === FIRST_ORDER[sort] ? '' : next })}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
      >
        {label}
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

/**
 * What scanning the code gives: a dynamic code's hosted page ("Contact page: Ada Lovelace") or
 * destination; a saved code's web address (its other contents are in the code itself).
 */
function servedBy(t: DashboardT, item: DashboardCode): string {
  if (item.kind === 'dynamic') {
    return servedSummary(t, item.code.qrType, item.code.content) ?? item.code.destination;
  }
  const url = item.code.content.url;
  return typeof url === 'string' ? url : '';
}

/**
 * The dense view of a code list (issue 40 item 7): one row per code with its name, type, short
 * link, what it serves, folder and tags, scans, last scan, health and status; name, scans and
 * last scan sort the list. Each dynamic code's row has a checkbox (Space toggles it, the arrow
 * keys move between rows), the header's selects the page, and a full page offers every code
 * that matches; the selection's actions are in the BulkBar above. Saved (static) codes are
 * listed but not selectable: bulk actions change dynamic codes. Scrolls sideways inside its
 * card on a narrow screen.
 */
export function CodeTable({
  cards,
  page,
  pages,
  onPage,
  matchTotal,
  status,
  filter,
  canEdit,
}: {
  /** The page's rows (TABLE_PAGE_SIZE, loaded by the view). */
  cards: readonly DashboardCode[];
  /** The page shown, from 0, of `pages`. */
  page: number;
  pages: number;
  onPage(page: number): void;
  /** Dynamic codes in the whole list: what "all that match" selects. */
  matchTotal: number;
  status: 'active' | 'paused';
  /** The list's filter, for "all that match". */
  filter: CodeFilter;
  canEdit: boolean;
}) {
  // The chosen codes by id, kept across pages (each page loads only its own rows).
  const [selected, setSelected] = useState<ReadonlyMap<number, DynamicQrCode>>(() => new Map());
  const [all, setAll] = useState(false);
  const body = useRef<HTMLTableSectionElement>(null);
  const { t, locale } = useDashboardT();

  const rows = cards;
  const pageCodes = rows.flatMap((r) => (r.kind === 'dynamic' ? [r.code] : []));
  // As the list shows them now (a move or a new tag changes the codes on this page), newest
  // first whichever page each was chosen on (the CSV and the ZIP list them so).
  const shown = new Map(pageCodes.map((c) => [c.id, c] as const));
  const chosen = [...selected.values()]
    .map((c) => shown.get(c.id) ?? c)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  const isChosen = (id: number) => all || selected.has(id);
  const pageIds = pageCodes.map((c) => c.id);
  const pageAll = pageIds.length > 0 && pageIds.every(isChosen);
  const pageSome = pageIds.some(isChosen);

  // Leaving "all that match" by changing one row keeps this page's codes, as mail apps do.
  const change = (edit: (next: Map<number, DynamicQrCode>) => void) => {
    const next = new Map(all ? pageCodes.map((c) => [c.id, c] as const) : selected);
    edit(next);
    setAll(false);
    setSelected(next);
  };
  const toggle = (code: DynamicQrCode) =>
    change((next) => (next.has(code.id) ? next.delete(code.id) : next.set(code.id, code)));
  const togglePage = () =>
    change((next) => pageCodes.forEach((c) => (pageAll ? next.delete(c.id) : next.set(c.id, c))));
  const clear = () => {
    setAll(false);
    setSelected(new Map());
  };

  /** Up and down arrows move between the rows' checkboxes (Space toggles the focused one). */
  const moveFocus = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const boxes = [...(body.current?.querySelectorAll<HTMLInputElement>('input[data-row]') ?? [])];
    const next = boxes[boxes.indexOf(event.currentTarget) + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    // One column that may be narrower than the table: the table scrolls inside its region.
    <div className="grid min-w-0 grid-cols-1 gap-3">
      {(all || chosen.length > 0) && (
        <BulkBar
          codes={all ? [] : chosen}
          count={all ? matchTotal : chosen.length}
          all={all}
          filter={filter}
          status={status}
          canEdit={canEdit}
          onClear={clear}
        />
      )}
      {pageAll && !all && matchTotal > pageIds.length && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          {t('table.pageSelected', { count: pageIds.length })}
          <button
            type="button"
            onClick={() => setAll(true)}
            className="font-semibold text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            {t('table.selectMatching', { count: matchTotal })}
          </button>
        </p>
      )}
      {all && matchTotal > pageIds.length && (
        <p className="text-sm text-gray-700">
          {t('table.matchingSelected', { count: matchTotal })}
        </p>
      )}
      <div
        role="region"
        aria-label={t('table.label')}
        tabIndex={0}
        // relative: the chips' screen-reader-only labels (absolutely placed) stay inside the
        // scrolling box instead of widening the page.
        className="relative min-w-0 overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
      >
        <table className="w-full min-w-[60rem] text-sm text-gray-800">
          <thead className="border-b border-gray-200 bg-gray-50">
            <tr>
              <th scope="col" className={`${headClass} w-10`}>
                <input
                  type="checkbox"
                  aria-label={t('table.selectPage')}
                  checked={pageAll}
                  disabled={pageIds.length === 0}
                  ref={(box) => {
                    if (box) box.indeterminate = pageSome && !pageAll;
                  }}
                  onChange={togglePage}
                  className="h-4 w-4"
                />
              </th>
              <SortHeader label={t('table.name')} sort="name" />
              <th scope="col" className={headClass}>
                {t('table.type')}
              </th>
              <th scope="col" className={headClass}>
                {t('table.shortLink')}
              </th>
              <th scope="col" className={headClass}>
                {t('table.serves')}
              </th>
              <th scope="col" className={headClass}>
                {t('table.labels')}
              </th>
              <SortHeader label={t('table.scans')} sort="scans" right />
              <SortHeader label={t('table.lastScan')} sort="lastScanned" />
              <th scope="col" className={headClass}>
                {t('table.health')}
              </th>
              <th scope="col" className={headClass}>
                {t('table.status')}
              </th>
            </tr>
          </thead>
          <tbody ref={body} className="divide-y divide-gray-100">
            {rows.map((item) => {
              const name = displayName(item.code.name, t('untitled'));
              const code = item.kind === 'dynamic' ? item.code : null;
              const served = servedBy(t, item);
              return (
                <tr
                  key={codeKey(item)}
                  data-testid={`row-${codeKey(item)}`}
                  className={code && isChosen(code.id) ? 'bg-primary/5' : undefined}
                >
                  <td className={cellClass}>
                    {code && (
                      <input
                        type="checkbox"
                        data-row=""
                        aria-label={t('table.select', { name })}
                        checked={isChosen(code.id)}
                        onChange={() => toggle(code)}
                        onKeyDown={moveFocus}
                        className="h-4 w-4"
                      />
                    )}
                  </td>
                  <th
                    scope="row"
                    className={`${cellClass} max-w-56 truncate text-left font-medium`}
                  >
                    {name}
                  </th>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {typeLabel(t, item.code.qrType)}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {code ? (
                      <a
                        href={code.shortUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="text-primary underline-offset-2 hover:underline"
                      >
                        {code.shortUrl.replace(/^https?:\/\//, '')}
                      </a>
                    ) : (
                      <span className="text-gray-500">{t('table.static')}</span>
                    )}
                  </td>
                  <td className={`${cellClass} max-w-64 truncate`} title={served}>
                    {served}
                  </td>
                  <td className={cellClass}>{code && <LabelChips code={code} />}</td>
                  <td className={`${cellClass} text-right tabular-nums`}>
                    {code ? formatNumber(locale, code.scanCount) : ''}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {code
                      ? code.lastScannedAt
                        ? formatDate(code.lastScannedAt, locale)
                        : t('table.never')
                      : ''}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {code && <HealthBadge codeId={code.id} />}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {code
                      ? t(code.isPaused ? 'status.paused' : 'status.active')
                      : t('status.saved')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager current={page} pages={pages} onPage={onPage} />
    </div>
  );
}
