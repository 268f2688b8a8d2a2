import { ANALYTICS_CSV_COLUMNS } from '../../../contracts/analytics.js';
import type { Database } from '../../db/client.js';
import { csvRow } from './csv.js';
import { scanPage } from './repository.js';

const PAGE = 2000;
/** Before any scan and after every scan this product will store. */
const ALL_TIME = { from: new Date(0), to: new Date(Date.UTC(9999, 0, 1)) };

/**
 * Every human scan of one code as CSV, with the analytics CSV's columns and formula
 * neutralisation; one page of rows is in memory at a time. The caller checks ownership.
 */
export async function* scanHistoryCsv(db: Database, codeId: number): AsyncGenerator<string> {
  yield csvRow([...ANALYTICS_CSV_COLUMNS]);
  let after: { us: string; id: number } | null = null;
  for (;;) {
    const page = await scanPage(db, codeId, ALL_TIME, after, PAGE);
    if (page.length === 0) return;
    yield page
      .map((r) =>
        csvRow([
          r.time,
          r.country,
          r.device,
          r.os,
          r.browser,
          r.referrer,
          r.firstToday ? 'yes' : 'no',
        ]),
      )
      .join('');
    if (page.length < PAGE) return;
    const last = page[page.length - 1];
    after = { us: last.cursorUs, id: last.id };
  }
}
