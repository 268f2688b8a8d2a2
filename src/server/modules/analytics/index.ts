export { registerAnalyticsRoutes } from './routes.js';
export { AnalyticsService } from './service.js';
export { scanHistoryCsv } from './scan-history-csv.js';
export { sendScansCsv } from './routes.js';
