export { AnalyticsService } from './service.js';
export { scanHistoryCsv } from './scan-history-csv.js';
export { sendScansCsv } from './routes.js';
export { analyticsModule } from './plugin.js';
