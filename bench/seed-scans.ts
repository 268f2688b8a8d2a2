// Seeds a volume of scan events for one user, in SQL (INSERT ... SELECT over generate_series), so
// a million rows take about a minute rather than a million round trips. Used by
// analytics.bench.ts (import seedScans with an open, migrated database).
//
// The mix is meant to look like real traffic: codes follow a Zipf-like popularity (the busiest
// of 20 gets about 28% of the scans), scans cluster in daytime hours, ~8% of requests are bots
// (user agents, link previews, HEAD), visitors repeat (a pool of keys per day), and countries,
// devices, systems, browsers and referrers follow skewed distributions with some unknowns.
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { App } from '../src/server/app.js';
import type { Database, DatabaseHandle } from '../src/server/db/client.js';
import { dynamicQrCodes } from '../src/server/db/schema/index.js';
import { rollUpScans, scanDimensionValues } from '../src/server/modules/scans/index.js';
import { personalWorkspaceIdOf } from '../src/server/modules/workspaces/test-support.js';

export interface SeedOptions {
  userId: number;
  clientId?: number;
  events: number;
  codes?: number;
  days?: number;
  /** End of the seeded period (scans fall in [now - days, now)). */
  now?: Date;
  /** 0..1, makes the mix reproducible. */
  seed?: number;
  /**
   * Time-ordered load for large volumes (the 10M run): events are inserted oldest day first,
   * sorted by time within each statement, so ids ascend with time as live traffic's do and each
   * rollup chunk folds a few days (not a random year) into the rollups. scan_events' indexes are
   * dropped for the load and built again after it from their own definitions.
   */
  timeOrdered?: boolean;
  /** Events folded per rollup transaction. Default 100,000 (ROLLUP_CHUNK.postgres). */
  rollupChunk?: number;
  /**
   * 'app' (default): the app's rollUpScans folds the events chunk by chunk, as its timer would.
   * 'sql': the same rollup rows computed month by month in one pass each (rollUpInSql), for
   * volumes where folding a year at once would take the better part of an hour.
   */
  rollup?: 'app' | 'sql';
  /** Called with a line of progress (seconds so far and what was done). */
  progress?: (line: string) => void;
}

export interface SeedResult {
  /** Dynamic code ids, busiest first. */
  codeIds: number[];
  /** Human scans per code, same order as codeIds. */
  eventsPerCode: number[];
  seconds: number;
  /** Seconds spent in each phase: insert, indexes (timeOrdered), rollup, analyze. */
  phases: Record<string, number>;
}

const SEED_CHUNK = 100_000;

/** Cumulative thresholds for width_bucket: weights [w1..wn] -> [w1, w1+w2, ...] / total. */
function thresholds(weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  let sum = 0;
  return weights.slice(0, -1).map((w) => (sum += w) / total);
}

/** A SQL float8[] literal. */
const floats = (values: number[]) =>
  sql.raw(`array[${values.map((v) => v.toFixed(6)).join(',')}]::float8[]`);
/** A SQL text[] literal (values are our own constants, NULL allowed). */
const texts = (values: (string | null)[]) =>
  sql.raw(`array[${values.map((v) => (v === null ? 'NULL' : `'${v}'`)).join(',')}]::text[]`);

const COUNTRIES = ['US', 'DE', 'GB', 'FR', 'IN', 'BR', 'JP', 'CA', 'ES', 'IT', 'NL', 'AU', null];
const COUNTRY_W = [30, 14, 10, 7, 7, 6, 5, 4, 4, 4, 3, 3, 3];
const DEVICES = ['mobile', 'desktop', 'tablet'];
const DEVICE_W = [72, 23, 5];
const MOBILE_OS = ['iOS', 'Android'];
const DESKTOP_OS = ['Windows', 'macOS', 'Linux', 'Chrome OS'];
const DESKTOP_OS_W = [60, 28, 8, 4];
const BROWSERS = ['Chrome', 'Safari', 'Samsung Internet', 'Firefox', 'Edge', 'Opera'];
const BROWSER_W = [52, 30, 7, 5, 5, 1];
const REFERRERS = [null, 'instagram.com', 'facebook.com', 'google.com', 't.co', 'linkedin.com'];
const REFERRER_W = [80, 7, 5, 4, 2, 2];
const BOT_REASONS = ['user-agent', 'link-preview', 'head-request'];
const BOT_W = [50, 35, 15];
/** Scans per local hour of day (UTC here), people scan by day. */
const HOUR_W = [1, 1, 1, 1, 1, 2, 3, 5, 7, 8, 8, 9, 10, 9, 8, 8, 8, 9, 10, 10, 9, 7, 4, 2];

/**
 * Creates `codes` dynamic codes for the user and `events` scan events spread over them and over
 * the last `days` days. Returns the code ids busiest first.
 */
export async function seedScans(
  database: DatabaseHandle,
  options: SeedOptions,
): Promise<SeedResult> {
  const started = performance.now();
  return withBulkConnection(database, (db) => seedWith(db, options, started));
}

/**
 * Runs `fn` on a connection for bulk work. On PostgreSQL a connection of its own without the
 * app's 15 s statement and read limits (at ten million events a vacuum or a count over the table
 * takes longer than any request may), with room for sorts and index builds.
 */
export async function withBulkConnection<T>(
  database: DatabaseHandle,
  fn: (db: Database) => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return fn(database.db);
  const client = new pg.Client({
    ...database.pool.options,
    statement_timeout: undefined,
    query_timeout: undefined,
  });
  try {
    await client.connect();
    await client.query(`set work_mem = '256MB'; set maintenance_work_mem = '512MB'`);
    return await fn(drizzlePg({ client }) as unknown as Database);
  } finally {
    await client.end();
  }
}

async function seedWith(db: Database, options: SeedOptions, started: number): Promise<SeedResult> {
  const codeCount = options.codes ?? 20;
  const days = options.days ?? 365;
  const now = options.now ?? new Date();
  const clientId = options.clientId ?? 1;
  const stamp = Date.now().toString(36);
  const workspaceId = await personalWorkspaceIdOf(db, options.userId);
  const rows = await db
    .insert(dynamicQrCodes)
    .values(
      Array.from({ length: codeCount }, (_, i) => ({
        clientId,
        userId: options.userId,
        workspaceId,
        name: `Bench code ${i + 1}`,
        shortCode: `b${stamp}${i.toString(36)}`.slice(0, 20),
        destination: `https://example.com/bench/${i + 1}`,
        qrType: 'url',
      })),
    )
    .returning({ id: dynamicQrCodes.id });
  const codeIds = rows.map((r) => r.id);
  const codeWeights = codeIds.map((_, i) => 1 / (i + 1));

  // Each random column is drawn once per row in `s`, then mapped through width_bucket
  // (1-based index into the cumulative thresholds) to a value of the matching list.
  // Day offsets counted back from today's UTC midnight: the chunk draws days in
  // [dayFrom, dayFrom + dayCount); `ordered` sorts its rows by time.
  const insertChunk = (count: number, dayFrom = 0, dayCount = days, ordered = false) => sql`
    insert into scan_events (client_id, dynamic_qr_code_id, scanned_at, is_bot, bot_reason,
      device_type, os, browser, country, referrer_host, visitor_key, method)
    select ${clientId},
      (${sql.raw(`array[${codeIds.join(',')}]`)})[width_bucket(r_code, ${floats(thresholds(codeWeights))}) + 1],
      t.at, is_bot,
      case when is_bot then (${texts(BOT_REASONS)})[width_bucket(r_bot, ${floats(thresholds(BOT_W))}) + 1] end,
      device,
      case when device = 'desktop'
        then (${texts(DESKTOP_OS)})[width_bucket(r_os, ${floats(thresholds(DESKTOP_OS_W))}) + 1]
        else (${texts(MOBILE_OS)})[case when r_os < 0.55 then 1 else 2 end] end,
      (${texts(BROWSERS)})[width_bucket(r_browser, ${floats(thresholds(BROWSER_W))}) + 1],
      (${texts(COUNTRIES)})[width_bucket(r_country, ${floats(thresholds(COUNTRY_W))}) + 1],
      (${texts(REFERRERS)})[width_bucket(r_ref, ${floats(thresholds(REFERRER_W))}) + 1],
      md5(floor(r_visitor * 5000)::text || ':' || to_char(t.at at time zone 'UTC', 'YYYY-MM-DD')),
      case when is_bot and r_bot > ${1 - BOT_W[2]! / 100} then 'HEAD' else 'GET' end
    from (
      select random() as r_code, random() as r_day, random() as r_hour, random() as r_minute,
        random() < 0.08 as is_bot, random() as r_bot, random() as r_device, random() as r_os,
        random() as r_browser, random() as r_country, random() as r_ref, random() as r_visitor
      from generate_series(1, ${count})
    ) s,
    lateral (
      select (${texts(DEVICES)})[width_bucket(r_device, ${floats(thresholds(DEVICE_W))}) + 1] as device,
        date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'UTC')
          - (${dayFrom} + floor(r_day * ${dayCount})) * interval '1 day'
          + (width_bucket(r_hour, ${floats(thresholds(HOUR_W))})) * interval '1 hour'
          + r_minute * interval '1 hour' as local_at
    ) d,
    lateral (select least(d.local_at at time zone 'UTC', ${now.toISOString()}::timestamptz - interval '1 second') as at) t
    ${ordered ? sql`order by t.at` : sql``}
  `;
  // Every month of the period gets its partition first (the app creates months ahead as time
  // passes; a year back would otherwise all land in the default partition).
  await db.execute(sql`
    select scan_events_add_month(m::date) from generate_series(
      date_trunc('month', (${now.toISOString()}::timestamptz - ${days} * interval '1 day') at time zone 'UTC'),
      date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'UTC'),
      interval '1 month') as m`);
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const at = performance.now();
    phases[name] = (at - mark) / 1000;
    mark = at;
    options.progress?.(`${name}: ${phases[name].toFixed(1)} s`);
  };
  if (options.timeOrdered) {
    const indexes = await dropScanIndexes(db);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select setseed(${options.seed ?? 0.42})`);
      // Oldest first, a few days per statement (about SEED_CHUNK..SEED_CHUNK*3 rows each).
      const perDay = options.events / days;
      const step = Math.max(1, Math.round((SEED_CHUNK * 2) / perDay));
      let done = 0;
      for (let from = days; from > 0; from -= step) {
        const count = Math.min(from, step);
        const want = Math.round((options.events * (days - from + count)) / days) - done;
        await tx.execute(insertChunk(want, from - count, count, true));
        done += want;
        if ((days - from) % (step * 10) === 0)
          options.progress?.(`inserted ${done.toLocaleString('en-US')} events`);
      }
    });
    phase('insert');
    for (const definition of indexes) await db.execute(sql.raw(definition));
    phase('indexes');
  } else {
    // Chunks keep each statement well under the server's statement timeout.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select setseed(${options.seed ?? 0.42})`);
      for (let done = 0; done < options.events; done += SEED_CHUNK) {
        await tx.execute(insertChunk(Math.min(SEED_CHUNK, options.events - done)));
      }
    });
    phase('insert');
  }
  await db.execute(sql`analyze scan_events`);
  // Fold them into the analytics rollups as the app's rollup timer would, in bigger chunks.
  if (options.rollup === 'sql') await rollUpInSql(db);
  else await rollUpScans(db, options.rollupChunk ?? SEED_CHUNK);
  phase('rollup');
  // Every chunk of a year of random times updates nearly every rollup row again; a live server
  // spreads those updates over time and autovacuum keeps up, so measure the tables as they
  // would be then, not full of the bulk load's dead row versions.
  await db.execute(sql`vacuum analyze scan_slot_counts`);
  await db.execute(sql`vacuum analyze scan_day_dims`);
  await db.execute(sql`vacuum analyze scan_events`);
  // Both drivers answer execute() with { rows }.
  const counts = (await db.execute(sql`
    select dynamic_qr_code_id as id, count(*) filter (where not is_bot)::int as scans
    from scan_events where dynamic_qr_code_id in ${sql.raw(`(${codeIds.join(',')})`)}
    group by 1`)) as unknown as { rows: { id: number; scans: number }[] };
  const byId = new Map(counts.rows.map((row) => [Number(row.id), Number(row.scans)]));
  // The scan writer keeps scan_count and last_scanned_at; seeding bypasses it, so set them here.
  await db.execute(sql`
    update dynamic_qr_codes c set scan_count = x.scans, last_scanned_at = x.last
    from (select dynamic_qr_code_id as id, count(*) as scans, max(scanned_at) as last
          from scan_events where not is_bot
            and dynamic_qr_code_id in ${sql.raw(`(${codeIds.join(',')})`)} group by 1) x
    where c.id = x.id`);
  await db.execute(sql`analyze scan_events`);
  phase('analyze');
  return {
    codeIds,
    eventsPerCode: codeIds.map((id) => byId.get(id) ?? 0),
    seconds: (performance.now() - started) / 1000,
    phases,
  };
}

/**
 * Drops scan_events' own indexes (those of the partitioned parent; each partition's go with
 * them) and returns their CREATE INDEX statements, to build them again after a bulk load.
 */
async function dropScanIndexes(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'scan_events'`)) as unknown as {
    rows: { indexname: string; indexdef: string }[];
  };
  for (const { indexname } of result.rows)
    await db.execute(sql`drop index ${sql.identifier(indexname)}`);
  // A partitioned table's definition reads CREATE INDEX ... ON ONLY, which would build the
  // parent's index alone; without ONLY it is built on every partition too.
  return result.rows.map((r) => r.indexdef.replace(' ON ONLY ', ' ON '));
}

/**
 * The rollup rows the app's fold (modules/scans/rollup.ts) makes of every event in
 * scan_events, written in one pass per UTC month, and the fold's watermark moved past them. Same
 * definitions as the fold: 15-minute slots of human scans, bots, and unique scanners (a human
 * scan that is its visitor's earliest, by time then id, of the code's UTC day); daily counts per
 * dimension value from scanDimensionValues. Expects empty rollups and no concurrent writers.
 */
export async function rollUpInSql(db: Database): Promise<void> {
  // The monthly partitions (scan_events_pYYYY_MM); the seed leaves the default one empty.
  const months = (await db.execute(sql`
    select substring(c.relname from 'p([0-9]{4}_[0-9]{2})$') as m
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'scan_events'::regclass and c.relname ~ 'p[0-9]{4}_[0-9]{2}$'
    order by 1`)) as unknown as { rows: { m: string }[] };
  for (const { m } of months.rows) {
    // Bounds as constants, so each statement reads one partition.
    const start = new Date(`${m.replace('_', '-')}-01T00:00:00Z`);
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const month = sql`scanned_at >= ${start.toISOString()}::timestamptz
      and scanned_at < ${end.toISOString()}::timestamptz`;
    await db.execute(sql`
      insert into scan_slot_counts (client_id, dynamic_qr_code_id, slot_start, scans,
        unique_scanners, bots)
      select min(client_id), dynamic_qr_code_id,
        to_timestamp(floor(extract(epoch from scanned_at) / 900) * 900),
        count(*) filter (where not is_bot), count(*) filter (where is_first),
        count(*) filter (where is_bot)
      from (select client_id, dynamic_qr_code_id, scanned_at, is_bot,
          not is_bot and visitor_key is not null and row_number() over (
            partition by dynamic_qr_code_id, visitor_key, is_bot,
              date_trunc('day', scanned_at at time zone 'UTC')
            order by scanned_at, id) = 1 as is_first
        from scan_events where ${month}) e
      group by 2, 3`);
    await db.execute(sql`
      insert into scan_day_dims (client_id, dynamic_qr_code_id, day, dimension, value, scans)
      select min(n.client_id), n.dynamic_qr_code_id, (n.scanned_at at time zone 'UTC')::date,
        v.dimension, v.value, count(*)
      from scan_events n cross join lateral ${scanDimensionValues('n')}
      where v.applies and ${month}
      group by 2, 3, 4, 5`);
  }
  await db.execute(sql`update scan_rollup_state
    set rolled_up_to = (select coalesce(max(id), 0) from scan_events) where id = 1`);
}

/** Registers a fresh account through the app's own route: its id and session cookie. */
export async function registerBenchUser(app: App): Promise<{ userId: number; cookie: string }> {
  const email = `bench${Date.now()}@example.com`;
  const reg = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      username: email,
      email,
      password: 'tulip-river-81',
      confirmPassword: 'tulip-river-81',
    },
  });
  if (reg.statusCode !== 201) throw new Error(`register: ${reg.statusCode} ${reg.body}`);
  return {
    userId: Number(reg.json().id ?? reg.json().user?.id),
    cookie: reg.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
  };
}
