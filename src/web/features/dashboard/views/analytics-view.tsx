import { AnalyticsOverviewSlot } from './analytics-slot.js';

/** The Analytics view: the whole account's figures (src/web/features/analytics). */
export function AnalyticsView() {
  return (
    <section aria-labelledby="analytics-heading" className="grid gap-4">
      <h2 id="analytics-heading" className="text-xl font-semibold text-gray-900">
        Analytics
      </h2>
      <AnalyticsOverviewSlot />
    </section>
  );
}
