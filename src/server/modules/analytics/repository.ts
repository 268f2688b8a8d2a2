// Analytics queries. Per-code numbers read the rollups (scan_slot_counts, scan_day_dims) for the
// aligned middle of a range and raw scan_events only for the partial slot/day at each edge and
// for the events the rollup has not folded in yet (id > scan_rollup_state.rolled_up_to, read in
// the same statement, so each event counts exactly once), so a year costs about as much as a
// few days and answers are exact whatever the rollup's lag.
//
// Which scans (issue 40 item 8): one code, or a workspace's live codes (optionally one folder
// and/or tag: db/code-filters.ts), and dimension filters. The rollups hold no combination of
// dimensions, so a filtered question is answered from scan_events alone (the whole range raw,
// through scan_events_code_scanned_idx); an unfiltered one reads the rollups as before, for any
// number of codes.
import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnalyticsFilter, AnalyticsFilterDimension } from '../../../contracts/analytics.js';
import { CSV_FORMULA_STARTS } from '../../../contracts/csv.js';
import type { DbExecutor } from '../../db/client.js';
import { codeFilterCondition } from '../../db/code-filters.js';
import { workspaceLiveCodes } from '../../db/owner-scope.js';
import { rawRows, onlyRow } from '../../db/raw-rows.js';
import { dynamicQrCodes } from '../../db/schema/index.js';
import { scanDimensionValues } from '../scans/index.js';

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/** A resolved range: UTC instants, `to` exclusive. */
export interface ResolvedRange {
  from: Date;
  to: Date;
}

export interface RangeInput {
  tz: string;
  /** Exactly one of date/instant or neither (default). */
  fromDate?: string;
  fromInstant?: string;
  toDate?: string;
  toInstant?: string;
  now: Date;
}

/**
 * Resolves dates in tz (from = local start of its day, to = local end of its day) and the
 * defaults (to = end of today, from = start of the day 29 days before to's day).
 */
export async function resolveRange(db: DbExecutor, input: RangeInput): Promise<ResolvedRange> {
  const tz = input.tz;
  const toRow = onlyRow(
    await rawRows<{ to_at: string }>(
      db,
      sql`select (coalesce(${input.toInstant ?? null}::timestamptz,
        ((coalesce(${input.toDate ?? null}::date,
          (${input.now.toISOString()}::timestamptz at time zone ${tz})::date) + 1)::timestamp
          at time zone ${tz})))::text as to_at`,
    ),
    'resolveRange',
  );
  const fromRow = onlyRow(
    await rawRows<{ from_at: string }>(
      db,
      sql`select (coalesce(${input.fromInstant ?? null}::timestamptz,
        (coalesce(${input.fromDate ?? null}::date,
          ((${toRow.to_at}::timestamptz - interval '1 microsecond') at time zone ${tz})::date - 29)
        )::timestamp at time zone ${tz}))::text as from_at`,
    ),
    'resolveRange',
  );
  return { from: new Date(pgInstant(fromRow.from_at)), to: new Date(pgInstant(toRow.to_at)) };
}

/** PostgreSQL timestamptz text ("2025-03-30 00:00:00+00") as an ISO string Date can parse. */
function pgInstant(text: string): string {
  return text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
}

/** Whether the database knows the zone (its tz data may lag the runtime's Intl). */
export async function knowsTimeZone(db: DbExecutor, tz: string): Promise<boolean> {
  try {
    await db.execute(sql`select now() at time zone ${tz}`);
    return true;
  } catch {
    return false;
  }
}

export interface CodeRow {
  id: number;
  name: string;
  shortCode: string;
  scanCount: number;
  undetailedScanCount: number;
  lastScannedAt: Date | null;
  /** The current weighted split's variants (link controls), [] when none. */
  split: { destination: string; weight: number }[];
}

/** The workspace's (not deleted) dynamic code, or null (unknown or another workspace's). */
export async function findOwnedCode(
  db: DbExecutor,
  workspaceId: number,
  codeId: number,
): Promise<CodeRow | null> {
  const [row] = await rawRows(
    db,
    sql`select id, name, short_code, scan_count, undetailed_scan_count,
          last_scanned_at::text as last_scanned_at, link_controls->'split' as split
        from dynamic_qr_codes where id = ${codeId} and workspace_id = ${workspaceId} and not is_deleted`,
  );
  if (!row) return null;
  return {
    id: num(row.id),
    name: String(row.name),
    shortCode: String(row.short_code),
    scanCount: num(row.scan_count),
    undetailedScanCount: num(row.undetailed_scan_count),
    lastScannedAt: row.last_scanned_at ? new Date(pgInstant(String(row.last_scanned_at))) : null,
    split: splitOf(row.split),
  };
}

/** The stored split (jsonb: parsed by the driver, or text on some paths), [] when none. */
function splitOf(value: unknown): CodeRow['split'] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((v: unknown) => {
    const variant = v as { destination?: unknown; weight?: unknown };
    return typeof variant.destination === 'string' && typeof variant.weight === 'number'
      ? [{ destination: variant.destination, weight: variant.weight }]
      : [];
  });
}

/** The codes whose scans are counted: one code, or a workspace's live codes in a scope. */
export type ScanCodes =
  { codeId: number } | { workspaceId: number; folderId?: number; tag?: string };

/** Which scans: the codes, and the dimension filters (none: every scan of the codes). */
export interface ScanSource {
  codes: ScanCodes;
  filters: readonly AnalyticsFilter[];
}

/** The scan_events column each filter dimension reads (city: three, see filterValue). */
const FILTER_COLUMNS: Record<Exclude<AnalyticsFilterDimension, 'city'>, string> = {
  country: 'country',
  device: 'device_type',
  os: 'os',
  browser: 'browser',
  referrer: 'referrer_host',
  variant: 'split_variant',
};

/**
 * Row `e`'s value of a filter dimension as text, '' when unknown; a city is keyed
 * `country|region|city` as the rollup keys it (scans/rollup-repository.ts).
 */
function filterValue(e: SQLWrapper, dimension: AnalyticsFilterDimension): SQL {
  if (dimension === 'city') {
    return sql`case when ${e}.city is null then '' else coalesce(${e}.city_country::text, '')
      || '|' || coalesce(${e}.city_region::text, '') || '|' || ${e}.city::text end`;
  }
  return sql`coalesce(${e}.${sql.identifier(FILTER_COLUMNS[dimension])}::text, '')`;
}

/** The scope's live codes as a condition on `dynamic_qr_codes` (a subquery's own table). */
function scopeCondition(codes: Exclude<ScanCodes, { codeId: number }>): SQL {
  return and(
    workspaceLiveCodes(dynamicQrCodes, codes.workspaceId),
    codeFilterCondition({
      folderId: codes.folderId,
      tag: codes.tag === undefined ? undefined : [codes.tag],
    }),
  )!;
}

/** `column` (a code id) is one of the codes. */
function codeMatch(column: SQL, codes: ScanCodes): SQL {
  if ('codeId' in codes) return sql`${column} = ${codes.codeId}`;
  return sql`${column} in (select ${dynamicQrCodes.id} from ${dynamicQrCodes} where ${scopeCondition(codes)})`;
}

/** scan_events row `alias` passes every filter ('' matches an unknown value). */
function filterMatch(alias: string, filters: readonly AnalyticsFilter[]): SQL {
  const e = sql.identifier(alias);
  return sql.join(
    [
      sql`true`,
      ...filters.map(
        (f) =>
          sql`${filterValue(e, f.dimension)} in (${sql.join(
            f.values.map((v) => sql`${v}`),
            sql`, `,
          )})`,
      ),
    ],
    sql` and `,
  );
}

/** Live dynamic codes in a workspace scope. */
export async function countScopeCodes(
  db: DbExecutor,
  codes: Exclude<ScanCodes, { codeId: number }>,
): Promise<number> {
  const [row] = await rawRows(
    db,
    sql`select count(*) as n from ${dynamicQrCodes} where ${scopeCondition(codes)}`,
  );
  return num(row?.n);
}

/** Names of codes by id (a scope's breakdown by code). */
export async function codeNames(db: DbExecutor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await rawRows<{ id: unknown; name: unknown }>(
    db,
    sql`select id, name from ${dynamicQrCodes} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [num(r.id), String(r.name)]));
}

/**
 * Human scans in [from, to) from the slot rollup (cheap: 96 rows a day) plus the events not
 * folded in yet. Both bounds must be slot-aligned (multiples of 15 minutes, e.g. UTC midnights).
 */
export async function scansBetween(
  db: DbExecutor,
  codeId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await rawRows(
    db,
    sql`select (select coalesce(sum(scans), 0) from scan_slot_counts
          where dynamic_qr_code_id = ${codeId} and slot_start >= ${from.toISOString()}::timestamptz
            and slot_start < ${to.toISOString()}::timestamptz)
        + (select count(*) from scan_events e
          where ${unfolded({ codeId }, from, to)} and not e.is_bot) as n`,
  );
  return num(row?.n);
}

const SLOT_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Splits [from, to) into an aligned middle [a, b) (multiples of `unit` ms) and two raw edges.
 * When no whole unit fits, or the source is filtered (the rollups hold no combination of
 * dimensions), a = b = to and the whole range is raw.
 */
function aligned(range: ResolvedRange, unit: number, source: ScanSource) {
  if (source.filters.length > 0) return { a: range.to, b: range.to };
  const a = Math.ceil(range.from.getTime() / unit) * unit;
  const b = Math.floor(range.to.getTime() / unit) * unit;
  if (a >= b) return { a: range.to, b: range.to };
  return { a: new Date(a), b: new Date(b) };
}

/**
 * The code's scan_events rows the rollups do not cover in an aligned split, as a subquery to
 * alias: those in the edges, and those in the middle [a, b) the rollup has not folded in yet.
 * Two arms of a UNION ALL (they are disjoint), so each is planned on its own index; one
 * OR-ed condition made PostgreSQL walk all of a busy code's year.
 */
function rawEvents(source: ScanSource, range: ResolvedRange, a: Date, b: Date): SQL {
  const filtered = filterMatch('e', source.filters);
  return sql`(select * from scan_events e where ${codeMatch(sql`e.dynamic_qr_code_id`, source.codes)}
      and ((e.scanned_at >= ${range.from.toISOString()}::timestamptz and e.scanned_at < ${a.toISOString()}::timestamptz)
        or (e.scanned_at >= ${b.toISOString()}::timestamptz and e.scanned_at < ${range.to.toISOString()}::timestamptz))
      and ${filtered}
    union all
    select * from scan_events e where ${unfolded(source.codes, a, b)} and ${filtered})`;
}

/**
 * `scan_events e` rows of the code in [from, to) not folded into the rollups yet (found through
 * scan_events_code_id_idx: a few seconds' worth).
 */
function unfolded(codes: ScanCodes, from: Date, to: Date): SQL {
  return sql`${codeMatch(sql`e.dynamic_qr_code_id`, codes)}
    and e.id > (select rolled_up_to from scan_rollup_state where id = 1)
    and e.scanned_at >= ${from.toISOString()}::timestamptz and e.scanned_at < ${to.toISOString()}::timestamptz`;
}

/**
 * 1 when human scan `e` is its visitor's first of the code on that UTC day (earliest by time,
 * then id) among the scans that pass the filters, else 0. Uses scan_events_code_visitor_idx.
 */
function firstOfDay(filters: readonly AnalyticsFilter[]): SQL {
  return sql`case when e.visitor_key is not null and not exists (
    select 1 from scan_events p
    where p.dynamic_qr_code_id = e.dynamic_qr_code_id and p.visitor_key = e.visitor_key
      and not p.is_bot and ${filterMatch('p', filters)}
      and p.scanned_at >= date_trunc('day', e.scanned_at at time zone 'UTC') at time zone 'UTC'
      and (p.scanned_at < e.scanned_at or (p.scanned_at = e.scanned_at and p.id < e.id))
  ) then 1 else 0 end`;
}

export interface TimeCounts {
  /** Bucket key → counts. Day buckets are keyed "YYYY-MM-DD", hour buckets by epoch ms. */
  buckets: Map<string, { scans: number; unique: number }>;
  /** Local hour 0..23 and ISO weekday 1..7 → scans. */
  hourOfDay: number[];
  dayOfWeek: number[];
  scans: number;
  unique: number;
}

/** Human scans and first-of-day scans per local bucket, hour of day and weekday. */
export async function timeCounts(
  db: DbExecutor,
  source: ScanSource,
  range: ResolvedRange,
  tz: string,
  granularity: 'hour' | 'day',
): Promise<TimeCounts> {
  const { a, b } = aligned(range, SLOT_MS, source);
  // Hour buckets are keyed by their absolute start (local hour start as an instant), so the
  // repeated hour of a DST fall-back day stays two buckets.
  const bucket =
    granularity === 'day'
      ? sql`to_char(l, 'YYYY-MM-DD')`
      : sql`(extract(epoch from at - (l - date_trunc('hour', l))) * 1000)::bigint::text`;
  const result = await rawRows<{ kind: string; k: string; scans: unknown; uniq: unknown }>(
    db,
    sql`with parts as (
        select slot_start as at, scans, unique_scanners as uniq from scan_slot_counts
        where ${codeMatch(sql`dynamic_qr_code_id`, source.codes)} and scans > 0
          and slot_start >= ${a.toISOString()}::timestamptz and slot_start < ${b.toISOString()}::timestamptz
        union all
        select e.scanned_at, 1, ${firstOfDay(source.filters)} from ${rawEvents(source, range, a, b)} e
        where not e.is_bot
      ), local as (
        select at, scans, uniq, at at time zone ${tz} as l from parts
      ), keyed as (
        select ${bucket} as bucket, extract(hour from l)::int as hod,
          extract(isodow from l)::int as dow, scans, uniq from local
      )
      select 'b' as kind, bucket as k, sum(scans) as scans, sum(uniq) as uniq from keyed group by bucket
      union all select 'h', hod::text, sum(scans), 0 from keyed group by hod
      union all select 'd', dow::text, sum(scans), 0 from keyed group by dow`,
  );
  const counts: TimeCounts = {
    buckets: new Map(),
    hourOfDay: Array<number>(24).fill(0),
    dayOfWeek: Array<number>(7).fill(0),
    scans: 0,
    unique: 0,
  };
  for (const r of result) {
    if (r.kind === 'b') {
      counts.buckets.set(r.k, { scans: num(r.scans), unique: num(r.uniq) });
      counts.scans += num(r.scans);
      counts.unique += num(r.uniq);
    } else if (r.kind === 'h') counts.hourOfDay[Number(r.k)] = num(r.scans);
    else counts.dayOfWeek[Number(r.k) - 1] = num(r.scans);
  }
  return counts;
}

export interface BucketSlot {
  /** Same key as TimeCounts.buckets. */
  key: string;
  start: Date;
  label: string;
}

/** Every bucket of the range in tz, oldest first (DST days have 23 or 25 hour buckets). */
export async function bucketSlots(
  db: DbExecutor,
  range: ResolvedRange,
  tz: string,
  granularity: 'hour' | 'day',
): Promise<BucketSlot[]> {
  const from = sql`${range.from.toISOString()}::timestamptz`;
  const last = sql`(${range.to.toISOString()}::timestamptz - interval '1 microsecond')`;
  const query =
    granularity === 'day'
      ? sql`select to_char(d, 'YYYY-MM-DD') as key, to_char(d, 'YYYY-MM-DD') as label,
            (extract(epoch from d::timestamp at time zone ${tz}) * 1000)::bigint::text as start_ms
          from generate_series((${from} at time zone ${tz})::date::timestamp,
            (${last} at time zone ${tz})::date::timestamp, interval '1 day') d`
      : sql`select (extract(epoch from h) * 1000)::bigint::text as key,
            to_char(h at time zone ${tz}, 'YYYY-MM-DD"T"HH24:00') as label,
            (extract(epoch from h) * 1000)::bigint::text as start_ms
          from generate_series(
            ${from} - ((${from} at time zone ${tz}) - date_trunc('hour', ${from} at time zone ${tz})),
            ${last}, interval '1 hour') h`;
  const result = await rawRows<{ key: string; label: string; start_ms: string }>(db, query);
  return result.map((r) => ({
    key: r.key,
    label: r.label,
    start: new Date(Number(r.start_ms)),
  }));
}

export type DimensionCounts = Map<string, Map<string, number>>;

/**
 * Human scans per dimension value (and bots per reason, dimension 'bot'); '' = unknown. With
 * `byCode`, also human scans per code id (dimension 'code': each human scan has one country row
 * in the rollup).
 */
export async function dimensionCounts(
  db: DbExecutor,
  source: ScanSource,
  range: ResolvedRange,
  byCode = false,
): Promise<DimensionCounts> {
  const { a, b } = aligned(range, DAY_MS, source);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const rolledUp = sql`${codeMatch(sql`dynamic_qr_code_id`, source.codes)}
    and day >= ${day(a)}::date and day < ${day(b)}::date`;
  const perCode = byCode
    ? sql`union all
        select 'code', dynamic_qr_code_id::text, scans from scan_day_dims
        where ${rolledUp} and dimension = 'country'
        union all
        select 'code', e.dynamic_qr_code_id::text, 1 from raw e where not e.is_bot`
    : sql``;
  const result = await rawRows<{ dimension: string; value: string; scans: unknown }>(
    db,
    sql`with raw as materialized ${rawEvents(source, range, a, b)}
      select dimension, value, sum(scans) as scans from (
        select dimension, value, scans from scan_day_dims where ${rolledUp}
        union all
        select v.dimension, v.value, 1 from raw e
          cross join lateral ${scanDimensionValues('e')}
        where v.applies
        ${perCode}
      ) x group by dimension, value`,
  );
  const out: DimensionCounts = new Map();
  for (const r of result) {
    let values = out.get(r.dimension);
    if (!values) out.set(r.dimension, (values = new Map()));
    values.set(r.value, num(r.scans));
  }
  return out;
}

export interface CsvScanRow {
  /** Keyset cursor: epoch microseconds as text, and id. */
  cursorUs: string;
  id: number;
  time: string;
  country: string | null;
  device: string | null;
  os: string | null;
  browser: string | null;
  referrer: string | null;
  firstToday: boolean;
  region: string | null;
  city: string | null;
}

/**
 * Characters JavaScript's String.prototype.trim removes (WhiteSpace and LineTerminator), so the
 * database trims a cell exactly as scanPage does.
 */
const JS_TRIM_CHARS =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008' +
  '\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** contracts/csv.ts's formula starts as an SQL list of text literals (chr() for tab and CR). */
const FORMULA_STARTS_SQL = sql.raw(
  CSV_FORMULA_STARTS.map((c) =>
    /^[=+\-@]$/.test(c) ? `'${c}'` : `chr(${c.codePointAt(0) ?? 0})`,
  ).join(', '),
);

/**
 * One CSV cell computed by the database, the same text contracts/csv.ts's csvCell gives for the
 * trimmed value: NULL is empty, a formula start (CSV_FORMULA_STARTS) gets a leading apostrophe,
 * and a cell with a quote, comma, CR or LF is quoted with its quotes doubled.
 */
function csvCellSql(value: SQL): SQL {
  return sql`(select case when c is null then ''
        when strpos(c, '"') > 0 or strpos(c, ',') > 0 or strpos(c, chr(13)) > 0
          or strpos(c, chr(10)) > 0 then '"' || replace(c, '"', '""') || '"'
        else c end
      from (select case when left(t, 1) in (${FORMULA_STARTS_SQL}) then '''' || t
              else t end as c
            from (select btrim((${value})::text, ${JS_TRIM_CHARS}) as t) as trimmed) as safe)`;
}

export interface CsvPage {
  /** The page's CSV records (each with its CRLF), oldest first; '' when the page is empty. */
  csv: string;
  rows: number;
  /** Keyset cursor of the page's last row (null when empty). */
  last: { us: string; id: number } | null;
}

/**
 * One page of the scan-history CSV, formatted by the database (PostgreSQL's server process, or
 * PGlite's own thread), so the thread that answers short links handles one string per page
 * rather than a JavaScript object and nine cells per scan. The same rows, order and text as
 * scanPage's rows through contracts/csv.ts's csvRow (tested side by side).
 */
export async function scanCsvPage(
  db: DbExecutor,
  codeId: number,
  range: ResolvedRange,
  after: { us: string; id: number } | null,
  limit: number,
  filters: readonly AnalyticsFilter[] = [],
): Promise<CsvPage> {
  const cursor = after
    ? sql`and (e.scanned_at, e.id) > (timestamptz 'epoch' + ${after.us}::bigint * interval '1 microsecond', ${after.id})`
    : sql``;
  const row = onlyRow(
    await rawRows<{
      n: unknown;
      csv: string;
      last_us: string | null;
      last_id: unknown;
    }>(
      db,
      sql`select count(*) as n, coalesce(string_agg(line, '' order by at, id), '') as csv,
          (array_agg(us order by at desc, id desc))[1] as last_us,
          (array_agg(id order by at desc, id desc))[1] as last_id
        from (
          select e.id, e.scanned_at as at,
            (extract(epoch from e.scanned_at) * 1000000)::bigint::text as us,
            ${csvCellSql(sql`to_char(e.scanned_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)}
              || ',' || ${csvCellSql(sql`e.country`)} || ',' || ${csvCellSql(sql`e.device_type`)}
              || ',' || ${csvCellSql(sql`e.os`)} || ',' || ${csvCellSql(sql`e.browser`)}
              || ',' || ${csvCellSql(sql`e.referrer_host`)}
              || ',' || (case when ${firstOfDay(filters)} = 1 then 'yes' else 'no' end)
              || ',' || ${csvCellSql(sql`e.city_region`)} || ',' || ${csvCellSql(sql`e.city`)}
              || chr(13) || chr(10) as line
          from scan_events e
          where e.dynamic_qr_code_id = ${codeId} and not e.is_bot
            and e.scanned_at >= ${range.from.toISOString()}::timestamptz
            and e.scanned_at < ${range.to.toISOString()}::timestamptz
            and ${filterMatch('e', filters)} ${cursor}
          order by e.scanned_at, e.id limit ${limit}) as page`,
    ),
    'scanCsvPage',
  );
  const rows = num(row?.n);
  return {
    csv: row?.csv ?? '',
    rows,
    last:
      rows > 0 && row.last_us !== null ? { us: String(row.last_us), id: num(row.last_id) } : null,
  };
}

/**
 * One page of human scans in the range, oldest first, after the cursor, as rows (the reference
 * scanCsvPage is tested against).
 */
export async function scanPage(
  db: DbExecutor,
  codeId: number,
  range: ResolvedRange,
  after: { us: string; id: number } | null,
  limit: number,
): Promise<CsvScanRow[]> {
  const cursor = after
    ? sql`and (e.scanned_at, e.id) > (timestamptz 'epoch' + ${after.us}::bigint * interval '1 microsecond', ${after.id})`
    : sql``;
  const result = await rawRows(
    db,
    sql`select e.id, (extract(epoch from e.scanned_at) * 1000000)::bigint::text as us,
          to_char(e.scanned_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as time,
          e.country, e.device_type, e.os, e.browser, e.referrer_host, ${firstOfDay([])} as first,
          e.city_region, e.city
        from scan_events e
        where e.dynamic_qr_code_id = ${codeId} and not e.is_bot
          and e.scanned_at >= ${range.from.toISOString()}::timestamptz
          and e.scanned_at < ${range.to.toISOString()}::timestamptz ${cursor}
        order by e.scanned_at, e.id limit ${limit}`,
  );
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v).trim());
  return result.map((r) => ({
    cursorUs: String(r.us),
    id: num(r.id),
    time: String(r.time),
    country: text(r.country),
    device: text(r.device_type),
    os: text(r.os),
    browser: text(r.browser),
    referrer: text(r.referrer_host),
    firstToday: num(r.first) === 1,
    region: text(r.city_region),
    city: text(r.city),
  }));
}
