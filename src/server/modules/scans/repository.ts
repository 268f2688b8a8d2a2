import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import * as schema from '../../db/schema/index.js';
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

/**
 * Advisory lock key shared by the scan writer (shared mode, for each batch transaction) and the
 * rollup (exclusive, briefly): the rollup reads the newest event id only once no batch is
 * between taking ids and committing them, so no event can commit behind its watermark.
 */
export const SCAN_WRITE_LOCK = 1_935_897;

/**
 * Advisory lock key taken by a batch (shared) and by partition upkeep (exclusive: creating a
 * month, scan_events_add_month in migration 0024, and dropping one). Attaching a month while a
 * batch routes rows into the default partition makes that batch fail ("violates partition
 * constraint"); with the lock the two take turns.
 */
export const SCAN_PARTITION_LOCK = 1_935_899;

interface LockedCode {
  id: number;
  /** First day of the month detailedInMonth counts (YYYY-MM-DD), or null. */
  month: string | null;
  detailed: number;
}

/**
 * Writes one batch in one transaction: locks the codes' rows (in id order, so concurrent
 * writers in other processes cannot deadlock), applies the monthly detail limit against the
 * codes' detail counters, inserts the event rows and updates each code's counters in one UPDATE.
 * Human GETs count; bot rows are stored flagged and never counted. Past a code's monthly detail
 * limit, human scans are counted in scan_count and undetailed_scan_count without a row, and bot
 * rows are dropped (nothing is counted for them anyway). The limit applies to the month the
 * counter is on (the newest month written); a late event of an earlier month keeps its row.
 * Events of codes that no longer exist are dropped. Throws on any database error, leaving
 * nothing written. With `copyPool` (PostgreSQL) the transaction runs on one of its connections
 * and the rows go in with COPY; otherwise through `db` with one INSERT.
 */
export async function writeScanBatch(
  db: DbExecutor,
  scans: readonly BatchScan[],
  countOnly: CountOnly,
  copyPool: pg.Pool | null = null,
): Promise<BatchResult> {
  const ids = [...new Set([...scans.map((s) => s.event.dynamicQrCodeId), ...countOnly.keys()])];
  if (ids.length === 0) return { stored: 0, counted: 0, undetailed: 0, dropped: 0 };
  if (copyPool) {
    return inPgTransaction(copyPool, (t, client) =>
      writeBatchIn(t, ids, scans, countOnly, (rows) => copyEvents(client, rows)),
    );
  }
  return db.transaction((t) => {
    return writeBatchIn(t, ids, scans, countOnly, (rows) => insertEvents(t, rows));
  });
}

/**
 * Runs `fn` in one transaction on one pooled connection, which `fn` gets both as a Drizzle
 * database and as the raw client (COPY streams need the client itself). A connection whose
 * rollback failed is destroyed rather than returned to the pool.
 */
async function inPgTransaction<T>(
  pool: pg.Pool,
  fn: (t: DbExecutor, client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await fn(drizzlePg({ client, schema }), client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch((rollbackErr: Error) => {
      broken = rollbackErr;
    });
    throw err;
  } finally {
    client.release(broken);
  }
}

/** The body of writeScanBatch, inside its transaction; `insert` stores the event rows. */
async function writeBatchIn(
  t: DbExecutor,
  ids: readonly number[],
  scans: readonly BatchScan[],
  countOnly: CountOnly,
  insert: (rows: readonly ScanEvent[]) => Promise<void>,
): Promise<BatchResult> {
  await t.execute(
    sql`select pg_advisory_xact_lock_shared(${SCAN_WRITE_LOCK}),
          pg_advisory_xact_lock_shared(${SCAN_PARTITION_LOCK})`,
  );
  const locked = await rawRows<{ id: number; month: string | null; detailed: number }>(
    t,
    sql`select id, detail_month::text as month, detailed_in_month as detailed
          from dynamic_qr_codes where id = any(${pgArray(ids)}::integer[])
            and retired_at is null
          order by id for update`,
  );
  const codes = new Map<number, LockedCode>(
    locked.map((r) => [
      Number(r.id),
      { id: Number(r.id), month: r.month, detailed: Number(r.detailed) },
    ]),
  );

  const rows: ScanEvent[] = [];
  const perCode = new Map<number, { counted: number; undetailed: number; lastAt: Date }>();
  const changedMonths = new Set<number>();
  let dropped = 0;
  const monthOf = monthLabels();
  for (const { event, detailLimit } of scans) {
    const code = codes.get(event.dynamicQrCodeId);
    if (!code) {
      dropped++;
      continue;
    }
    const month = monthOf(event.scannedAt);
    if (code.month === null || month > code.month) {
      code.month = month;
      code.detailed = 0;
      changedMonths.add(code.id);
    }
    const limited = detailLimit !== null && month === code.month;
    const full = limited && code.detailed >= detailLimit;
    if (event.isBot) {
      if (full) dropped++;
      else rows.push(event);
      continue;
    }
    const tally = perCode.get(code.id) ?? { counted: 0, undetailed: 0, lastAt: event.scannedAt };
    tally.counted++;
    if (event.scannedAt > tally.lastAt) tally.lastAt = event.scannedAt;
    if (full) tally.undetailed++;
    else {
      rows.push(event);
      if (month === code.month) code.detailed++;
    }
    perCode.set(code.id, tally);
  }
  for (const [codeId, { count: n, lastAt }] of countOnly) {
    if (!codes.has(codeId)) continue;
    const tally = perCode.get(codeId) ?? { counted: 0, undetailed: 0, lastAt };
    tally.counted += n;
    tally.undetailed += n;
    if (lastAt > tally.lastAt) tally.lastAt = lastAt;
    perCode.set(codeId, tally);
  }

  if (rows.length > 0) await insert(rows);
  const touched = [...codes.values()].filter((c) => perCode.has(c.id) || changedMonths.has(c.id));
  if (touched.length > 0) {
    const tally = (id: number) => perCode.get(id);
    await t.execute(sql`
        update dynamic_qr_codes as d
        set scan_count = d.scan_count + v.n,
            undetailed_scan_count = d.undetailed_scan_count + v.u,
            last_scanned_at = greatest(d.last_scanned_at, v.at),
            detail_month = v.month,
            detailed_in_month = v.detailed
        from unnest(
          ${pgArray(touched.map((c) => c.id))}::integer[],
          ${pgArray(touched.map((c) => tally(c.id)?.counted ?? 0))}::bigint[],
          ${pgArray(touched.map((c) => tally(c.id)?.undetailed ?? 0))}::bigint[],
          ${pgArray(touched.map((c) => tally(c.id)?.lastAt.toISOString() ?? null))}::timestamptz[],
          ${pgArray(touched.map((c) => c.month))}::date[],
          ${pgArray(touched.map((c) => c.detailed))}::integer[]
        ) as v(id, n, u, at, month, detailed)
        where d.id = v.id`);
  }
  let counted = 0;
  let undetailed = 0;
  for (const t of perCode.values()) {
    counted += t.counted;
    undetailed += t.undetailed;
  }
  return { stored: rows.length, counted, undetailed, dropped };
}

/**
 * The first day (YYYY-MM-DD) of the UTC month holding a time, for a batch's events: a batch's
 * scans almost all fall in one month, so its label is made once and reused while the times
 * stay within it (a comparison per event instead of a Date and a string).
 */
function monthLabels(): (at: Date) => string {
  let from = NaN;
  let to = NaN;
  let label = '';
  return (at) => {
    const ms = at.getTime();
    if (!(ms >= from && ms < to)) {
      const start = monthStart(at);
      from = start.getTime();
      to = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
      label = start.toISOString().slice(0, 10);
    }
    return label;
  };
}

/** First instant of the UTC month containing `at`. */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** The scan_events columns a batch writes, in the order both writers send them. */
const EVENT_COLUMNS = `client_id, dynamic_qr_code_id, scanned_at, is_bot, bot_reason,
  device_type, os, browser, country, referrer_host, visitor_key, method, split_variant, city,
  city_region, city_country`;

/**
 * PGlite: one INSERT of all rows through unnest(): sixteen array parameters whatever the batch
 * size (building a multi-row VALUES statement costs more CPU than the database spends on it).
 * PGlite in its worker thread has no COPY FROM STDIN stream to write to.
 */
async function insertEvents(db: DbExecutor, rows: readonly ScanEvent[]): Promise<void> {
  const column = <T extends string | number | boolean | null>(pick: (e: ScanEvent) => T) =>
    pgArray(rows.map(pick));
  await db.execute(sql`
    insert into scan_events (${sql.raw(EVENT_COLUMNS)})
    select * from unnest(
      ${column((e) => e.clientId)}::integer[],
      ${column((e) => e.dynamicQrCodeId)}::integer[],
      ${column((e) => e.scannedAt.toISOString())}::timestamptz[],
      ${column((e) => e.isBot)}::boolean[],
      ${column((e) => e.botReason)}::varchar[],
      ${column((e) => e.deviceType)}::varchar[],
      ${column((e) => e.os)}::varchar[],
      ${column((e) => e.browser)}::varchar[],
      ${column((e) => e.country)}::char(2)[],
      ${column((e) => e.referrerHost)}::varchar[],
      ${column((e) => e.visitorKey)}::varchar[],
      ${column((e) => e.method)}::varchar[],
      ${column((e) => e.splitVariant ?? null)}::varchar[],
      ${column((e) => e.city ?? null)}::varchar[],
      ${column((e) => e.cityRegion ?? null)}::varchar[],
      ${column((e) => e.cityCountry ?? null)}::char(2)[])`);
}

/**
 * PostgreSQL: the rows streamed with COPY ... FROM STDIN in text format on the batch's own
 * connection (no statement to parse or plan per batch, no arrays to build and unnest). Rejects
 * with the server's error; the caller's transaction then rolls back, leaving nothing written.
 */
async function copyEvents(client: pg.PoolClient, rows: readonly ScanEvent[]): Promise<void> {
  const stream = client.query(copyFrom(`copy scan_events (${EVENT_COLUMNS}) from stdin`));
  const done = finished(stream);
  stream.end(copyRows(rows));
  await done;
}

/** The rows as COPY text: one line each, tab-separated, \N for NULL. */
export function copyRows(rows: readonly ScanEvent[]): string {
  let out = '';
  for (const e of rows) {
    out +=
      `${e.clientId}\t${e.dynamicQrCodeId}\t${e.scannedAt.toISOString()}\t${e.isBot ? 't' : 'f'}` +
      `\t${copyText(e.botReason)}\t${copyText(e.deviceType)}\t${copyText(e.os)}` +
      `\t${copyText(e.browser)}\t${copyText(e.country)}\t${copyText(e.referrerHost)}` +
      `\t${copyText(e.visitorKey)}\t${copyText(e.method)}\t${copyText(e.splitVariant ?? null)}` +
      `\t${copyText(e.city ?? null)}\t${copyText(e.cityRegion ?? null)}` +
      `\t${copyText(e.cityCountry ?? null)}\n`;
  }
  return out;
}

/** One COPY text field: backslash, tab, newline and carriage return escaped (COPY's text format). */
function copyText(value: string | null): string {
  if (value === null) return '\\N';
  return COPY_SPECIAL.test(value) ? value.replace(COPY_SPECIALS, escapeCopyChar) : value;
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIALS = /[\\\t\n\r]/g;
const escapeCopyChar = (c: string): string =>
  c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r';

/**
 * A PostgreSQL array literal ("{1,2}", '{"a\\"b",NULL}'), passed as one text parameter: both
 * drivers (pg and PGlite) send it the same way and the query casts it.
 */
export function pgArray(values: readonly (string | number | boolean | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ',';
    if (v === null) out += 'NULL';
    else if (typeof v !== 'string') out += String(v);
    // Scan values rarely hold a quote or backslash: test once instead of replacing twice.
    else if (NEEDS_ESCAPE.test(v)) out += `"${v.replace(/[\\"]/g, '\\$&')}"`;
    else out += `"${v}"`;
  }
  return out + '}';
}

const NEEDS_ESCAPE = /[\\"]/;
