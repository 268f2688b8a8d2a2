/**
 * The analytics feature's public surface. The dashboard loads this module lazily
 * (React.lazy), which keeps the charts out of the landing page's first download:
 *   lazy(() => import('../analytics/index.js').then((m) => ({ default: m.AnalyticsOverview })))
 */
export { AnalyticsOverview } from './analytics-overview.js';
export { CodeAnalyticsDialogContent } from './code-analytics-dialog-content.js';
export { AnalyticsDemo } from './analytics-demo.js';
export { AnalyticsPage } from './analytics-page.js';
