import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { onlyRow, rawRows } from '../../db/raw-rows.js';
import { SCAN_PARTITION_LOCK } from './repository.js';

// scan_events is partitioned by UTC month of scanned_at (migration 0024): one table
// scan_events_pYYYY_MM per month, and scan_events_default for events of a month that has none.
// This module creates months ahead of time and, with a retention setting, drops whole old months.

/** Months created ahead of the current one, so a month's first scans never wait in the default. */
export const MONTHS_AHEAD = 2;

const PARTITION_NAME = /^scan_events_p(\d{4})_(\d{2})$/;

/** First instant of the UTC month `k` months after the month containing `at` (k may be < 0). */
export function monthOffset(at: Date, k: number): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + k, 1));
}

/**
 * Creates the partitions of the current UTC month and the next MONTHS_AHEAD months where missing
 * (events of such a month waiting in the default partition move in). Returns the months
 * created, as YYYY-MM-01. Safe to call from several processes at once.
 */
export async function ensureScanMonths(db: Database, now: Date): Promise<string[]> {
  const created: string[] = [];
  for (let k = 0; k <= MONTHS_AHEAD; k++) {
    const month = monthOffset(now, k).toISOString().slice(0, 10);
    const row = onlyRow(
      await rawRows<{ created: boolean }>(
        db,
        sql`select scan_events_add_month(${month}::date) as created`,
      ),
      'ensureScanMonths',
    );
    if (row.created) created.push(month);
  }
  return created;
}

/** The monthly partitions that exist, as their first days (YYYY-MM-01), oldest first. */
export async function scanMonths(db: Database): Promise<string[]> {
  const rows = await rawRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'scan_events'::regclass`,
  );
  return rows
    .map((r) => PARTITION_NAME.exec(r.name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => `${m[1]}-${m[2]}-01`)
    .sort();
}

export interface RetentionResult {
  /** Months dropped (YYYY-MM-01). */
  dropped: string[];
  /** Months past retention kept because the rollup has not folded all their events in yet. */
  waiting: string[];
}

/**
 * Drops the monthly partitions that end before the current UTC month minus `keepMonths` months
 * (keepMonths = 12 in June 2032 keeps June 2031 onwards). Only whole months go, and only once
 * every event in them is folded into the rollups (ids up to scan_rollup_state.rolled_up_to), so
 * scan counts, totals and breakdowns stay as they were; the detail rows (one per scan) of those
 * months are gone. Events in the default partition are never dropped here.
 */
export async function dropExpiredScanMonths(
  db: Database,
  now: Date,
  keepMonths: number,
): Promise<RetentionResult> {
  const oldestKept = monthOffset(now, -keepMonths).toISOString().slice(0, 10);
  const result: RetentionResult = { dropped: [], waiting: [] };
  for (const month of await scanMonths(db)) {
    if (month >= oldestKept) break;
    const table = sql.identifier(`scan_events_p${month.slice(0, 4)}_${month.slice(5, 7)}`);
    const dropped = await db.transaction(async (t) => {
      // Partition creation and scan batches wait meanwhile (see SCAN_PARTITION_LOCK). The
      // watermark only grows, so a month found folded stays folded until the drop commits.
      await t.execute(sql`select pg_advisory_xact_lock(${SCAN_PARTITION_LOCK})`);
      const row = onlyRow(
        await rawRows<{ unfolded: boolean }>(
          t,
          sql`select exists (select 1 from ${table}
              where id > (select rolled_up_to from scan_rollup_state where id = 1)) as unfolded`,
        ),
        'dropExpiredScanMonths',
      );
      if (row.unfolded) return false;
      await t.execute(sql`drop table ${table}`);
      return true;
    });
    (dropped ? result.dropped : result.waiting).push(month);
  }
  return result;
}
