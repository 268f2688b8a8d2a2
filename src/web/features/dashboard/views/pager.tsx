import { useDashboardT } from '../layout/dashboard-words.js';

/**
 * Previous / "Page n of m" / Next under a list shown a page at a time (the table's rows, the
 * cards): a workspace of 10,000 codes never puts them all on screen at once (issue 40 item 9).
 * Nothing when everything fits on one page.
 */
export function Pager({
  current,
  pages,
  onPage,
}: {
  /** The page shown, from 0. */
  current: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useDashboardT();
  if (pages <= 1) return null;
  const buttonClass =
    'rounded-md border border-gray-300 bg-white px-3 py-2 font-medium disabled:opacity-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-end gap-3 text-sm">
      <button
        type="button"
        disabled={current === 0}
        onClick={() => onPage(current - 1)}
        className={buttonClass}
      >
        {t('pager.previous')}
      </button>
      <span>{t('pager.position', { current: current + 1, pages })}</span>
      <button
        type="button"
        disabled={current >= pages - 1}
        onClick={() => onPage(current + 1)}
        className={buttonClass}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}

/** The page `page` (from 0, kept within the list) of `items`, `size` to a page. */
export function pageOf<T>(items: readonly T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(page, pages - 1);
  return { pages, current, rows: items.slice(current * size, (current + 1) * size) };
}
