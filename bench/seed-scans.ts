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
import type { Database, DatabaseHandle } from '../src/server/db/client.js';
import { dynamicQrCodes } from '../src/server/db/schema/index.js';
import { rollUpScans } from '../src/server/modules/scans/index.js';

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
}

export interface SeedResult {
  /** Dynamic code ids, busiest first. */
  codeIds: number[];
  /** Human scans per code, same order as codeIds. */
  eventsPerCode: number[];
  seconds: number;
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
  // On PostgreSQL a connection of its own without the app's 15 s statement and read limits: at
  // ten million events a vacuum or a count over the table takes longer than any request may.
  const client =
    database.kind === 'postgres'
      ? new pg.Client({
          ...database.pool.options,
          statement_timeout: undefined,
          query_timeout: undefined,
        })
      : null;
  try {
    if (client) await client.connect();
    const db = client ? (drizzlePg({ client }) as unknown as Database) : database.db;
    return await seedWith(db, options, started);
  } finally {
    await client?.end();
  }
}

async function seedWith(db: Database, options: SeedOptions, started: number): Promise<SeedResult> {
  const codeCount = options.codes ?? 20;
  const days = options.days ?? 365;
  const now = options.now ?? new Date();
  const clientId = options.clientId ?? 1;
  const stamp = Date.now().toString(36);
  const rows = await db
    .insert(dynamicQrCodes)
    .values(
      Array.from({ length: codeCount }, (_, i) => ({
        clientId,
        userId: options.userId,
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
  const insertChunk = (count: number) => sql`
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
      case when is_bot and r_bot > ${1 - BOT_W[2] / 100} then 'HEAD' else 'GET' end
    from (
      select random() as r_code, random() as r_day, random() as r_hour, random() as r_minute,
        random() < 0.08 as is_bot, random() as r_bot, random() as r_device, random() as r_os,
        random() as r_browser, random() as r_country, random() as r_ref, random() as r_visitor
      from generate_series(1, ${count})
    ) s,
    lateral (
      select (${texts(DEVICES)})[width_bucket(r_device, ${floats(thresholds(DEVICE_W))}) + 1] as device,
        date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'UTC')
          - floor(r_day * ${days}) * interval '1 day'
          + (width_bucket(r_hour, ${floats(thresholds(HOUR_W))})) * interval '1 hour'
          + r_minute * interval '1 hour' as local_at
    ) d,
    lateral (select least(d.local_at at time zone 'UTC', ${now.toISOString()}::timestamptz - interval '1 second') as at) t
  `;
  // Every month of the period gets its partition first (the app creates months ahead as time
  // passes; a year back would otherwise all land in the default partition).
  await db.execute(sql`
    select scan_events_add_month(m::date) from generate_series(
      date_trunc('month', (${now.toISOString()}::timestamptz - ${days} * interval '1 day') at time zone 'UTC'),
      date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'UTC'),
      interval '1 month') as m`);
  // Chunks keep each statement well under the server's statement timeout.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(${options.seed ?? 0.42})`);
    for (let done = 0; done < options.events; done += SEED_CHUNK) {
      await tx.execute(insertChunk(Math.min(SEED_CHUNK, options.events - done)));
    }
  });
  // Fold them into the analytics rollups as the app's rollup timer would, in bigger chunks.
  await rollUpScans(db, SEED_CHUNK);
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
  return {
    codeIds,
    eventsPerCode: codeIds.map((id) => byId.get(id) ?? 0),
    seconds: (performance.now() - started) / 1000,
  };
}
