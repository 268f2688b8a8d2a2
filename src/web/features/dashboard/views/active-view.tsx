import { FileDown, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { useTrialStatus } from '../../trial/index.js';
import {
  pageCount,
  useActivePage,
  useDynamicPage,
  useClampedPage,
  useListPaging,
} from '../api/code-lists.js';
import { withWorkspace } from '../../../lib/workspace.js';
import { EXPORT_CSV_URL } from '../api/query-keys.js';
import { CodeGrid, GRID_PAGE_SIZE } from '../cards/code-grid.js';
import { CREATE_HREF } from '../layout/dashboard-views.js';
import { useDashboardT } from '../layout/dashboard-words.js';
import { FreePlanNote } from './free-plan-note.js';
import { CardSkeletons, CountHeading, EmptyState, ListError } from './list-states.js';
import { useState } from 'react';
import { useCanEdit } from '../../workspaces/index.js';
import { isFiltered, viewToSearch } from '../api/organise.js';
import { CodeFiltersBar, useCodeListView } from './code-filters-bar.js';
import { SavedViews } from './saved-views.js';
import { OrganiseManager } from './organise-manager.js';
import { filterOfView } from '../api/bulk.js';
import { CodeTable, TABLE_PAGE_SIZE } from './code-table.js';
import { ListLayoutSwitch, useListLayout } from './list-layout.js';

/**
 * Active codes: saved codes and running dynamic codes, newest first (spec 000 §2), a page at a
 * time from the server (issue 40 item 9). Search, filters and sort (issue 40 item 2) find
 * dynamic codes: saved codes have no folder, tags or scans, so a filtered view says it shows
 * dynamic codes only.
 */
export function ActiveView() {
  const [view] = useCodeListView();
  const filtered = isFiltered(view);
  const canEdit = useCanEdit();
  const { t } = useDashboardT();
  const [managing, setManaging] = useState(false);
  const [layout, setLayout] = useListLayout();
  const pageSize = layout === 'table' ? TABLE_PAGE_SIZE : GRID_PAGE_SIZE;
  const search = viewToSearch(view);
  const { page, setPage } = useListPaging(search, pageSize);
  const merged = useActivePage(page, pageSize, !filtered);
  const found = useDynamicPage(
    `status=active${search ? `&${search}` : ''}`,
    page,
    pageSize,
    filtered,
  );
  const list = filtered ? found : merged;
  const { cards, total, dynamicTotal, error, refetch } = list;
  const isLoading = useClampedPage(list, page, setPage) || list.isLoading;
  const pages = pageCount(total, pageSize);
  const { status } = useTrialStatus();
  return (
    <section aria-labelledby="active-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div id="active-heading">
          <CountHeading title={t('nav.active')} count={cards ? total : undefined} />
        </div>
        <div className="flex flex-wrap gap-2">
          <ListLayoutSwitch layout={layout} onChange={setLayout} />
          <a href={withWorkspace(EXPORT_CSV_URL)} download className={buttonClasses('outline')}>
            <FileDown className="h-4 w-4" aria-hidden="true" />
            {t('active.exportCsv')}
          </a>
          <Link href={CREATE_HREF} className={buttonClasses('primary')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('nav.create')}
          </Link>
        </div>
      </div>
      <FreePlanNote status={status} />
      <SavedViews />
      <CodeFiltersBar onManage={canEdit ? () => setManaging(true) : undefined} />
      {managing && <OrganiseManager open onClose={() => setManaging(false)} />}
      {filtered && <p className="text-sm text-gray-600">{t('active.filtered')}</p>}
      {error && <ListError onRetry={() => void refetch()} />}
      {isLoading ? (
        <CardSkeletons />
      ) : cards && cards.length > 0 ? (
        layout === 'table' ? (
          <CodeTable
            cards={cards}
            page={Math.min(page, pages - 1)}
            pages={pages}
            onPage={setPage}
            matchTotal={dynamicTotal}
            status="active"
            filter={filterOfView(view, 'active')}
            canEdit={canEdit}
          />
        ) : (
          <CodeGrid cards={cards} page={Math.min(page, pages - 1)} pages={pages} onPage={setPage} />
        )
      ) : filtered ? (
        !error && <EmptyState title={t('list.noMatch.title')} text={t('list.noMatch.text')} />
      ) : (
        !error && (
          <EmptyState
            title={t('active.empty.title')}
            text={t('active.empty.text')}
            action={
              <Link href={CREATE_HREF} className={buttonClasses('primary')}>
                <Plus className="h-4 w-4" aria-hidden="true" />
                {t('active.empty.action')}
              </Link>
            }
          />
        )
      )}
    </section>
  );
}
