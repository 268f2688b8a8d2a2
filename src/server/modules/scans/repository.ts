import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dynamicQrCodes, scanEvents, users } from '../../db/schema/index.js';
import type { PlanUserFields } from '../plans/index.js';
import type { ScanEvent } from './scan-event.js';

/** A buffered scan and how many detailed human scans per UTC month its code's plan keeps. */
export interface BatchScan {
  event: ScanEvent;
  /** null = every scan keeps its detail row. */
  detailLimit: number | null;
}

/** Human scans counted without any event (the buffer overflowed): code id -> count, latest time. */
export type CountOnly = Map<number, { count: number; lastAt: Date }>;

export interface BatchResult {
  /** scan_events rows inserted. */
  stored: number;
  /** Human scans added to scan_count. */
  counted: number;
  /** Counted human scans stored without a row (free plan past its monthly detail limit). */
  undetailed: number;
  /** Events dropped because their code no longer exists, or bots past the detail limit. */
  dropped: number;
}

/** Rows per INSERT statement (12 parameters each, well under PostgreSQL's 65,535). */
const INSERT_CHUNK = 1000;

/**
 * Writes one batch in one transaction: locks the codes' rows (in id order, so concurrent
 * writers in other processes cannot deadlock), applies the monthly detail limit against what is
 * already stored, inserts the event rows and adds each code's human scans to scan_count in one
 * UPDATE. Human GETs count; bot rows are stored flagged and never counted. Past a code's
 * monthly detail limit, human scans are counted in scan_count and undetailed_scan_count
 * without a row, and bot rows are dropped (nothing is counted for them anyway).
 * Events of codes that no longer exist are dropped. Throws on any database error, leaving
 * nothing written.
 */
export async function writeScanBatch(
  db: Database,
  scans: readonly BatchScan[],
  countOnly: CountOnly,
): Promise<BatchResult> {
  const ids = [...new Set([...scans.map((s) => s.event.dynamicQrCodeId), ...countOnly.keys()])];
  if (ids.length === 0) return { stored: 0, counted: 0, undetailed: 0, dropped: 0 };
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: dynamicQrCodes.id })
      .from(dynamicQrCodes)
      .where(inArray(dynamicQrCodes.id, ids))
      .orderBy(asc(dynamicQrCodes.id))
      .for('update');
    const existing = new Set(locked.map((r) => r.id));

    const used = await detailedHumanScans(tx as unknown as Database, scans, existing);
    const rows: ScanEvent[] = [];
    const perCode = new Map<number, { counted: number; undetailed: number; lastAt: Date }>();
    let dropped = 0;
    for (const { event, detailLimit } of scans) {
      const codeId = event.dynamicQrCodeId;
      if (!existing.has(codeId)) {
        dropped++;
        continue;
      }
      const monthKey = `${codeId}:${monthStart(event.scannedAt).toISOString()}`;
      const full = detailLimit !== null && (used.get(monthKey) ?? 0) >= detailLimit;
      if (event.isBot) {
        if (full) dropped++;
        else rows.push(event);
        continue;
      }
      const tally = perCode.get(codeId) ?? { counted: 0, undetailed: 0, lastAt: event.scannedAt };
      tally.counted++;
      if (event.scannedAt > tally.lastAt) tally.lastAt = event.scannedAt;
      if (full) {
        tally.undetailed++;
      } else {
        rows.push(event);
        if (detailLimit !== null) used.set(monthKey, (used.get(monthKey) ?? 0) + 1);
      }
      perCode.set(codeId, tally);
    }
    for (const [codeId, { count: n, lastAt }] of countOnly) {
      if (!existing.has(codeId)) continue;
      const tally = perCode.get(codeId) ?? { counted: 0, undetailed: 0, lastAt };
      tally.counted += n;
      tally.undetailed += n;
      if (lastAt > tally.lastAt) tally.lastAt = lastAt;
      perCode.set(codeId, tally);
    }

    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await tx.insert(scanEvents).values(rows.slice(i, i + INSERT_CHUNK));
    }
    if (perCode.size > 0) {
      const values = sql.join(
        [...perCode].map(
          ([id, t]) =>
            sql`(${id}::integer, ${t.counted}::bigint, ${t.undetailed}::bigint, ${t.lastAt.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update ${dynamicQrCodes} as d
        set scan_count = d.scan_count + v.n,
            undetailed_scan_count = d.undetailed_scan_count + v.u,
            last_scanned_at = greatest(d.last_scanned_at, v.at)
        from (values ${values}) as v(id, n, u, at)
        where d.id = v.id`);
    }
    let counted = 0;
    let undetailed = 0;
    for (const t of perCode.values()) {
      counted += t.counted;
      undetailed += t.undetailed;
    }
    return { stored: rows.length, counted, undetailed, dropped };
  });
}

/**
 * Detailed (stored, human) scans so far per "codeId:monthStart" for the limited codes of the
 * batch. Runs after the rows are locked, so it sees every other writer's committed batch.
 */
async function detailedHumanScans(
  db: Database,
  scans: readonly BatchScan[],
  existing: Set<number>,
): Promise<Map<string, number>> {
  const byMonth = new Map<string, Set<number>>();
  for (const { event, detailLimit } of scans) {
    if (detailLimit === null || !existing.has(event.dynamicQrCodeId)) continue;
    const month = monthStart(event.scannedAt).toISOString();
    const codes = byMonth.get(month) ?? new Set<number>();
    codes.add(event.dynamicQrCodeId);
    byMonth.set(month, codes);
  }
  const used = new Map<string, number>();
  for (const [month, codes] of byMonth) {
    const start = new Date(month);
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const counts = await db
      .select({ id: scanEvents.dynamicQrCodeId, n: count() })
      .from(scanEvents)
      .where(
        and(
          inArray(scanEvents.dynamicQrCodeId, [...codes]),
          eq(scanEvents.isBot, false),
          gte(scanEvents.scannedAt, start),
          lt(scanEvents.scannedAt, end),
        ),
      )
      .groupBy(scanEvents.dynamicQrCodeId);
    for (const { id, n } of counts) used.set(`${id}:${month}`, Number(n));
  }
  return used;
}

/** First instant of the UTC month containing `at`. */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** The plan fields of these users (missing ids are absent from the map). */
export async function planFieldsOf(
  db: Database,
  userIds: readonly number[],
): Promise<Map<number, PlanUserFields>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      subscriptionStatus: users.subscriptionStatus,
      trialActivated: users.trialActivated,
      trialStartDate: users.trialStartDate,
      trialEndDate: users.trialEndDate,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map(({ id, ...fields }) => [id, fields]));
}
