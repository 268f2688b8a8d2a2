import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { usePausedCodes } from '../api/code-lists.js';
import { CodeGrid } from '../cards/code-grid.js';
import { ACTIVE_HREF } from '../layout/dashboard-views.js';
import { CardSkeletons, CountHeading, EmptyState, ListError } from './list-states.js';
import { isFiltered, useFilteredCodes } from '../api/organise.js';
import { CodeFiltersBar, useCodeListView } from './code-filters-bar.js';
import { SavedViews } from './saved-views.js';
import { useCanEdit } from '../../workspaces/index.js';
import { filterOfView } from '../api/bulk.js';
import { CodeTable } from './code-table.js';
import { ListLayoutSwitch, useListLayout } from './list-layout.js';

/** Paused dynamic codes, with Resume and Delete, and the way back (spec 000 §2, §4). */
export function PausedView() {
  const all = usePausedCodes();
  const [view] = useCodeListView();
  const filtered = isFiltered(view);
  const found = useFilteredCodes(view, 'paused', filtered);
  const [layout, setLayout] = useListLayout();
  const canEdit = useCanEdit();
  const { cards, isLoading, error, refetch } = filtered
    ? {
        cards: found.data?.map((code) => ({ kind: 'dynamic' as const, code })),
        isLoading: found.isLoading,
        error: found.error,
        refetch: () => found.refetch(),
      }
    : all;
  return (
    <section aria-labelledby="paused-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div id="paused-heading">
          <CountHeading title="Paused Codes" count={cards?.length} />
        </div>
        <div className="flex flex-wrap gap-2">
          <ListLayoutSwitch layout={layout} onChange={setLayout} />
          <Link href={ACTIVE_HREF} className={buttonClasses('outline')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Active
          </Link>
        </div>
      </div>
      <p className="text-sm text-gray-600">
        Scanning a paused code shows a page saying it is paused. Resume it to redirect again.
      </p>
      <SavedViews />
      <CodeFiltersBar />
      {error && <ListError onRetry={() => void refetch()} />}
      {isLoading ? (
        <CardSkeletons count={2} />
      ) : cards && cards.length > 0 ? (
        layout === 'table' ? (
          <CodeTable
            cards={cards}
            status="paused"
            filter={filterOfView(view, 'paused')}
            canEdit={canEdit}
          />
        ) : (
          <CodeGrid cards={cards} />
        )
      ) : filtered ? (
        !error && <EmptyState title="No codes match" text="Try other words or clear the filters." />
      ) : (
        !error && (
          <EmptyState
            title="No paused codes"
            text="Pause a dynamic code from Active Codes to stop it redirecting for a while."
          />
        )
      )}
    </section>
  );
}
