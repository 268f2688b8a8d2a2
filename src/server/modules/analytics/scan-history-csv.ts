import { ANALYTICS_CSV_COLUMNS, type AnalyticsFilter } from '../../../contracts/analytics.js';
import { csvRow } from '../../../contracts/csv.js';
import type { Database } from '../../db/client.js';
import { scanCsvPage, type ResolvedRange } from './repository.js';

const PAGE = 2000;
/** Before any scan and after every scan this product will store. */
const ALL_TIME: ResolvedRange = { from: new Date(0), to: new Date(Date.UTC(9999, 0, 1)) };

/**
 * The human scans of one code in `range` (all of them by default) that pass `filters` as CSV,
 * with the analytics CSV's columns and formula neutralisation; one page of rows is in memory at
 * a time. Used by the analytics export and the account export. The caller checks ownership.
 */
export async function* scanHistoryCsv(
  db: Database,
  codeId: number,
  range: ResolvedRange = ALL_TIME,
  filters: readonly AnalyticsFilter[] = [],
): AsyncGenerator<string> {
  yield csvRow([...ANALYTICS_CSV_COLUMNS]);
  let after: { us: string; id: number } | null = null;
  for (;;) {
    // Formatted by the database: this thread only passes each page's text on.
    const page = await scanCsvPage(db, codeId, range, after, PAGE, filters);
    if (page.rows === 0) return;
    yield page.csv;
    if (page.rows < PAGE || !page.last) return;
    after = page.last;
  }
}
