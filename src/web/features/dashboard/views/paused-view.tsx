import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { pageCount, useClampedPage, useDynamicPage, useListPaging } from '../api/code-lists.js';
import { CodeGrid, GRID_PAGE_SIZE } from '../cards/code-grid.js';
import { ACTIVE_HREF } from '../layout/dashboard-views.js';
import { useDashboardT } from '../layout/dashboard-words.js';
import { CardSkeletons, CountHeading, EmptyState, ListError } from './list-states.js';
import { isFiltered, viewToSearch } from '../api/organise.js';
import { CodeFiltersBar, useCodeListView } from './code-filters-bar.js';
import { SavedViews } from './saved-views.js';
import { useCanEdit } from '../../workspaces/index.js';
import { filterOfView } from '../api/bulk.js';
import { CodeTable, TABLE_PAGE_SIZE } from './code-table.js';
import { ListLayoutSwitch, useListLayout } from './list-layout.js';

/**
 * Paused dynamic codes, with Resume and Delete, and the way back (spec 000 §2, §4), a page at a
 * time from the server (issue 40 item 9).
 */
export function PausedView() {
  const [view] = useCodeListView();
  const filtered = isFiltered(view);
  const [layout, setLayout] = useListLayout();
  const canEdit = useCanEdit();
  const { t } = useDashboardT();
  const pageSize = layout === 'table' ? TABLE_PAGE_SIZE : GRID_PAGE_SIZE;
  const search = viewToSearch(view);
  const { page, setPage } = useListPaging(search, pageSize);
  const list = useDynamicPage(`status=paused${search ? `&${search}` : ''}`, page, pageSize);
  const { cards, total, dynamicTotal, error, refetch } = list;
  const isLoading = useClampedPage(list, page, setPage) || list.isLoading;
  const pages = pageCount(total, pageSize);
  return (
    <section aria-labelledby="paused-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div id="paused-heading">
          <CountHeading title={t('nav.paused')} count={cards ? total : undefined} />
        </div>
        <div className="flex flex-wrap gap-2">
          <ListLayoutSwitch layout={layout} onChange={setLayout} />
          <Link href={ACTIVE_HREF} className={buttonClasses('outline')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('paused.back')}
          </Link>
        </div>
      </div>
      <p className="text-sm text-gray-600">{t('paused.note')}</p>
      <SavedViews />
      <CodeFiltersBar />
      {error && <ListError onRetry={() => void refetch()} />}
      {isLoading ? (
        <CardSkeletons count={2} />
      ) : cards && cards.length > 0 ? (
        layout === 'table' ? (
          <CodeTable
            cards={cards}
            page={Math.min(page, pages - 1)}
            pages={pages}
            onPage={setPage}
            matchTotal={dynamicTotal}
            status="paused"
            filter={filterOfView(view, 'paused')}
            canEdit={canEdit}
          />
        ) : (
          <CodeGrid cards={cards} page={Math.min(page, pages - 1)} pages={pages} onPage={setPage} />
        )
      ) : filtered ? (
        !error && <EmptyState title={t('list.noMatch.title')} text={t('list.noMatch.text')} />
      ) : (
        !error && <EmptyState title={t('paused.empty.title')} text={t('paused.empty.text')} />
      )}
    </section>
  );
}
