import { AnalyticsOverviewSlot } from './analytics-slot.js';

/** The Analytics view: the whole account's figures (src/web/features/analytics). */
export function AnalyticsView() {
  return <AnalyticsOverviewSlot />;
}
