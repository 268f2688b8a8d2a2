import { FileDown, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { useTrialStatus } from '../../trial/index.js';
import { useActiveCodes } from '../api/code-lists.js';
import { withWorkspace } from '../../../lib/workspace.js';
import { EXPORT_CSV_URL } from '../api/query-keys.js';
import { CodeGrid } from '../cards/code-grid.js';
import { CREATE_HREF } from '../layout/dashboard-views.js';
import { FreePlanNote } from './free-plan-note.js';
import { CardSkeletons, CountHeading, EmptyState, ListError } from './list-states.js';

/** Active codes: saved codes and running dynamic codes, newest first (spec 000 §2). */
export function ActiveView() {
  const { cards, isLoading, error, refetch } = useActiveCodes();
  const { status } = useTrialStatus();
  return (
    <section aria-labelledby="active-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div id="active-heading">
          <CountHeading title="Active Codes" count={cards?.length} />
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={withWorkspace(EXPORT_CSV_URL)} download className={buttonClasses('outline')}>
            <FileDown className="h-4 w-4" aria-hidden="true" />
            Export CSV
          </a>
          <Link href={CREATE_HREF} className={buttonClasses('primary')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Create QR Code
          </Link>
        </div>
      </div>
      <FreePlanNote status={status} />
      {error && <ListError onRetry={() => void refetch()} />}
      {isLoading ? (
        <CardSkeletons />
      ) : cards && cards.length > 0 ? (
        <CodeGrid cards={cards} />
      ) : (
        !error && (
          <EmptyState
            title="No QR codes yet"
            text="Create a code and save it, or create a dynamic code whose destination you can change after printing. Your codes will appear here."
            action={
              <Link href={CREATE_HREF} className={buttonClasses('primary')}>
                <Plus className="h-4 w-4" aria-hidden="true" />
                Create your first QR code
              </Link>
            }
          />
        )
      )}
    </section>
  );
}
