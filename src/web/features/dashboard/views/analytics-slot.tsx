import { lazy, Suspense } from 'react';
import { useDashboardT } from '../layout/dashboard-words.js';

// The analytics views of src/web/features/analytics, loaded on demand: the views and their
// charts stay out of the dashboard's own chunk until someone opens analytics.
const AnalyticsOverview = lazy(() =>
  import('../../analytics/index.js').then((module) => ({ default: module.AnalyticsOverview })),
);
const CodeAnalyticsDialogContent = lazy(() =>
  import('../../analytics/index.js').then((module) => ({
    default: module.CodeAnalyticsDialogContent,
  })),
);

function Loading() {
  const { t } = useDashboardT();
  return (
    <p role="status" aria-busy="true" className="p-8 text-center text-sm text-gray-600">
      {t('analytics.loading')}
    </p>
  );
}

/** The Analytics view of the dashboard (all codes). */
export function AnalyticsOverviewSlot() {
  return (
    <Suspense fallback={<Loading />}>
      <AnalyticsOverview />
    </Suspense>
  );
}

/** The per-code analytics dialog's body. */
export function CodeAnalyticsSlot({ codeId, codeName }: { codeId: number; codeName: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <CodeAnalyticsDialogContent codeId={codeId} codeName={codeName} />
    </Suspense>
  );
}
