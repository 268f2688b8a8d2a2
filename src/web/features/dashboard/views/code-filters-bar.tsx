import { FolderCog, Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CodeSort } from '../../../../contracts/organise.js';
import { QR_TYPES } from '../../../../contracts/qr-content.js';
import { typeLabel, useDashboardT } from '../layout/dashboard-words.js';
import {
  EMPTY_VIEW,
  isFiltered,
  useFolders,
  useTags,
  viewFromSearch,
  viewToSearch,
  type CodeListView,
} from '../api/organise.js';

/** The sorts offered, "Newest first" (created) being the default. */
const SORTS: readonly CodeSort[] = ['created', 'name', 'lastScanned', 'scans'];

const fieldClass =
  'min-h-10 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

/** How many of the folded fields are set (the search box and the sort are not counted). */
export function activeFilterCount(view: CodeListView): number {
  const { qrType, folderId, tag, health, createdFrom, createdTo, scansMin, scansMax } = view;
  return [qrType, folderId, tag, health, createdFrom, createdTo, scansMin, scansMax].filter(
    (value) => value !== '',
  ).length;
}

/** The list's view as the URL keeps it, and a way to change it (replacing the history entry). */
export function useCodeListView(): [CodeListView, (view: CodeListView) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const view = viewFromSearch(search);
  const setView = (next: CodeListView) => {
    // The dashboard's own parameters (?view=paused) stay; the view's are replaced.
    const params = new URLSearchParams(search);
    for (const key of Object.keys(EMPTY_VIEW)) params.delete(key);
    const own = params.toString();
    const query = [own, viewToSearch(next)].filter(Boolean).join('&');
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  return [view, setView];
}

/**
 * Search box, folder, tag and sort above a code list (issue 40 item 2). Its state lives in the
 * page URL, so a filtered list can be shared and bookmarked. Searching waits until typing
 * pauses. `onManage`: opens the folders and tags manager (editors only).
 */
export function CodeFiltersBar({ onManage }: { onManage?: () => void }) {
  const [view, setView] = useCodeListView();
  const folders = useFolders().data ?? [];
  const tags = useTags().data ?? [];
  const [text, setText] = useState(view.q);
  const [open, setOpen] = useState(false);
  const fieldsId = useId();
  const active = activeFilterCount(view);
  const { t } = useDashboardT();
  useEffect(() => setText(view.q), [view.q]);
  useEffect(() => {
    if (text.trim() === view.q) return;
    const timer = setTimeout(() => setView({ ...view, q: text.trim() }), 300);
    return () => clearTimeout(timer);
  });
  return (
    <div
      role="search"
      aria-label={t('filters.label')}
      className="grid gap-2 sm:flex sm:flex-wrap sm:items-end"
    >
      <label className="relative grid min-w-0 flex-1 gap-1 text-sm text-gray-700 sm:min-w-56">
        <span>{t('filters.search')}</span>
        <Search
          className="pointer-events-none absolute bottom-3 left-3 h-4 w-4 text-gray-500"
          aria-hidden="true"
        />
        <input
          type="search"
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('filters.searchPlaceholder')}
          className={`${fieldClass} pl-9`}
        />
      </label>
      {/* On a phone the fields below fold behind "Filters" (with how many are set), so the
          list is not pushed a screen down; from 640 px they sit in the bar as before. */}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={fieldsId}
        onClick={() => setOpen(!open)}
        className={`${fieldClass} inline-flex items-center justify-center gap-1.5 font-medium sm:hidden`}
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        {t('filters.toggle', { count: active })}
      </button>
      <div id={fieldsId} className={`${open ? 'grid' : 'hidden'} gap-2 sm:contents`}>
        <label className="grid gap-1 text-sm text-gray-700">
          <span>{t('filters.type')}</span>
          <select
            value={view.qrType}
            onChange={(e) => setView({ ...view, qrType: e.target.value })}
            className={fieldClass}
          >
            <option value="">{t('filters.allTypes')}</option>
            {QR_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(t, type)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm text-gray-700">
          <span>{t('filters.folder')}</span>
          <select
            value={view.folderId}
            onChange={(e) => setView({ ...view, folderId: e.target.value })}
            className={fieldClass}
          >
            <option value="">{t('filters.allFolders')}</option>
            <option value="none">{t('filters.noFolder')}</option>
            {folders.map((f) => (
              <option key={f.id} value={String(f.id)}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm text-gray-700">
          <span>{t('filters.tag')}</span>
          <select
            value={view.tag}
            onChange={(e) => setView({ ...view, tag: e.target.value })}
            className={fieldClass}
          >
            <option value="">{t('filters.allTags')}</option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.name}>
                {tag.name}
              </option>
            ))}
            {view.tag && !tags.some((tag) => tag.name === view.tag) && (
              <option value={view.tag}>{view.tag}</option>
            )}
          </select>
        </label>
        <label className="grid gap-1 text-sm text-gray-700">
          <span>{t('filters.createdFrom')}</span>
          <input
            type="date"
            value={view.createdFrom}
            onChange={(e) => setView({ ...view, createdFrom: e.target.value })}
            className={fieldClass}
          />
        </label>
        <label className="grid gap-1 text-sm text-gray-700">
          <span>{t('filters.createdTo')}</span>
          <input
            type="date"
            value={view.createdTo}
            onChange={(e) => setView({ ...view, createdTo: e.target.value })}
            className={fieldClass}
          />
        </label>
        <label className="grid gap-1 text-sm text-gray-700">
          <span>{t('filters.scansMin')}</span>
          <input
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={view.scansMin}
            onChange={(e) => setView({ ...view, scansMin: e.target.value })}
            className={`${fieldClass} sm:w-28`}
          />
        </label>
        <label className="grid gap-1 text-sm text-gray-700">
          <span>{t('filters.scansMax')}</span>
          <input
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={view.scansMax}
            onChange={(e) => setView({ ...view, scansMax: e.target.value })}
            className={`${fieldClass} sm:w-28`}
          />
        </label>
        <label className="inline-flex min-h-10 items-center gap-2 self-end text-sm text-gray-700">
          <input
            type="checkbox"
            checked={view.health === 'broken'}
            onChange={(e) => setView({ ...view, health: e.target.checked ? 'broken' : '' })}
            className="h-4 w-4"
          />
          {t('filters.broken')}
        </label>
        <label className="grid gap-1 text-sm text-gray-700">
          <span>{t('filters.sort')}</span>
          <select
            value={view.sort}
            // A sort chosen here has its own default direction ("Most scans" first).
            onChange={(e) => setView({ ...view, sort: e.target.value as CodeSort | '', order: '' })}
            className={fieldClass}
          >
            <option value="">{t('sort.created')}</option>
            {SORTS.filter((s) => s !== 'created').map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        {isFiltered(view) && (
          <button
            type="button"
            onClick={() => {
              setText('');
              setView(EMPTY_VIEW);
            }}
            className={`${fieldClass} inline-flex items-center gap-1.5 font-medium`}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t('filters.clear')}
          </button>
        )}
        {onManage && (
          <button
            type="button"
            onClick={onManage}
            className={`${fieldClass} inline-flex items-center gap-1.5 font-medium`}
          >
            <FolderCog className="h-4 w-4" aria-hidden="true" />
            {t('filters.manage')}
          </button>
        )}
      </div>
    </div>
  );
}
