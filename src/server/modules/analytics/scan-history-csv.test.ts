import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_CSV_COLUMNS } from '../../../contracts/analytics.js';
import type { Database } from '../../db/client.js';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { insertCode, insertUser } from '../redirect/test-codes.js';
import { TRICKY_CELLS } from '../../../contracts/csv-fixtures.js';
import { csvRow } from '../../../contracts/csv.js';
import { scanPage, type ResolvedRange } from './repository.js';
import { scanHistoryCsv } from './scan-history-csv.js';

/**
 * Cells contracts/csv.ts quotes, neutralises or leaves alone (TRICKY_CELLS), those scanPage trims,
 * and NULL. The CSV the database formats must be the same text as csvRow gives for them.
 */
const AWKWARD = [...TRICKY_CELLS, '  spaced  ', '\u00a0nbsp\u2003', '\ufeffbom', null];
const COUNTRIES = ['DE', null, '+1', ' D', '"x', 'a,'];

/** The CSV as the JavaScript formatter made it: scanPage's rows through csvRow, page by page. */
async function referenceCsv(db: Database, codeId: number, range: ResolvedRange): Promise<string> {
  let out = csvRow([...ANALYTICS_CSV_COLUMNS]);
  let after: { us: string; id: number } | null = null;
  for (;;) {
    const page = await scanPage(db, codeId, range, after, 2000);
    for (const r of page) {
      out += csvRow([
        r.time,
        r.country,
        r.device,
        r.os,
        r.browser,
        r.referrer,
        r.firstToday ? 'yes' : 'no',
        r.region,
        r.city,
      ]);
    }
    if (page.length < 2000) return out;
    const last = page[page.length - 1]!;
    after = { us: last.cursorUs, id: last.id };
  }
}

async function collect(lines: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const chunk of lines) out += chunk;
  return out;
}

describe.each(testDatabases())('scan history CSV formatted by the database (%s)', (kind) => {
  const database = useTestDatabase(kind);

  it('is the same text as the JavaScript formatter, across pages and tied times', async () => {
    const db = database().db;
    const owner = await insertUser(db, { subscriptionStatus: 'active' });
    const code = await insertCode(db, owner);
    const texts = `{${AWKWARD.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
    const countries = `{${COUNTRIES.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
    // 4,700 scans (every tenth a bot, left out of the CSV) over two days, three at each instant
    // (the page cursor must break ties by id), visitors repeating within a day.
    await db.execute(sql`
      insert into scan_events (dynamic_qr_code_id, scanned_at, is_bot, device_type, os, browser,
        country, referrer_host, visitor_key, city_region, city)
      select ${code.id},
        timestamptz '2031-07-01 20:00:00+00' + (g / 3) * interval '37 seconds',
        g % 10 = 0,
        left((${texts}::text[])[1 + g % ${AWKWARD.length}], 20),
        (${texts}::text[])[1 + (g * 7) % ${AWKWARD.length}],
        (${texts}::text[])[1 + (g * 11) % ${AWKWARD.length}],
        (${countries}::text[])[1 + g % ${COUNTRIES.length}],
        (${texts}::text[])[1 + (g * 13) % ${AWKWARD.length}],
        case when g % 17 = 0 then null else 'v' || (g % 40) end,
        (${texts}::text[])[1 + (g * 3) % ${AWKWARD.length}],
        (${texts}::text[])[1 + (g * 5) % ${AWKWARD.length}]
      from generate_series(1, 4700) g`);
    const range: ResolvedRange = {
      from: new Date('2031-07-01T00:00:00Z'),
      to: new Date('2031-07-04T00:00:00Z'),
    };

    const csv = await collect(scanHistoryCsv(db, code.id, range));
    const reference = await referenceCsv(db, code.id, range);
    expect(csv.split('\r\n').length).toBeGreaterThan(4000);
    expect(csv).toContain('"say ""hi"""');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain(`'=SUM(A1)`);
    expect(csv).toBe(reference);
    // All time (the account export's default) too, and an empty range.
    expect(await collect(scanHistoryCsv(db, code.id))).toBe(reference);
    const empty = { from: new Date('2030-01-01T00:00:00Z'), to: new Date('2030-01-02T00:00:00Z') };
    expect(await collect(scanHistoryCsv(db, code.id, empty))).toBe(
      csvRow([...ANALYTICS_CSV_COLUMNS]),
    );
  });
});
