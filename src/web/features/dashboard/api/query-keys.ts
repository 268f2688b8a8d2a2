// Cache keys of the dashboard's lists. Each key doubles as the URL the default query
// function GETs (src/web/lib/api.ts getQueryFn).
export { QR_CODES_QUERY_KEY } from '../../auth/index.js';
export { TRIAL_STATUS_QUERY_KEY } from '../../trial/index.js';

export const DYNAMIC_CODES_QUERY_KEY = ['/api/dynamic-qrcodes'] as const;
export const PAUSED_CODES_QUERY_KEY = ['/api/dynamic-qrcodes/paused'] as const;

/** A normal download link (the server answers with Content-Disposition: attachment). */
export const EXPORT_CSV_URL = '/api/dynamic-qrcodes/export.csv';
