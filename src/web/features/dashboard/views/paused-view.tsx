import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { usePausedCodes } from '../api/code-lists.js';
import { CodeGrid } from '../cards/code-grid.js';
import { ACTIVE_HREF } from '../layout/dashboard-views.js';
import { CardSkeletons, CountHeading, EmptyState, ListError } from './list-states.js';

/** Paused dynamic codes, with Resume and Delete, and the way back (spec 000 §2, §4). */
export function PausedView() {
  const { cards, isLoading, error, refetch } = usePausedCodes();
  return (
    <section aria-labelledby="paused-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div id="paused-heading">
          <CountHeading title="Paused Codes" count={cards?.length} />
        </div>
        <Link href={ACTIVE_HREF} className={buttonClasses('outline')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Active
        </Link>
      </div>
      <p className="text-sm text-gray-600">
        Scanning a paused code shows a page saying it is paused. Resume it to redirect again.
      </p>
      {error && <ListError onRetry={() => void refetch()} />}
      {isLoading ? (
        <CardSkeletons count={2} />
      ) : cards && cards.length > 0 ? (
        <CodeGrid cards={cards} />
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
