// Queries behind GET /api/user-analytics: counts over the user's codes and their generation,
// download and scan totals. Every query is bounded by the user's indexes (user_id, ...).
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows, onlyRow } from '../../db/raw-rows.js';

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

export interface UserTotals {
  staticCodes: number;
  dynamicCodes: number;
  scans: number;
  downloads: number;
  generations: number;
}

/** The workspace's codes and scans, and the user's own downloads and generations. */
export async function userTotals(
  db: DbExecutor,
  userId: number,
  workspaceId: number,
): Promise<UserTotals> {
  const row = onlyRow(
    await rawRows(
      db,
      sql`select
      (select count(*) from qr_codes where workspace_id = ${workspaceId} and not is_deleted) as static_codes,
      (select count(*) from dynamic_qr_codes where workspace_id = ${workspaceId} and not is_deleted) as dynamic_codes,
      (select coalesce(sum(scan_count), 0) from dynamic_qr_codes
        where workspace_id = ${workspaceId} and not is_deleted) as scans,
      (select count(*) from qr_downloads where user_id = ${userId}) as downloads,
      (select count(*) from qr_generations where user_id = ${userId}) as generations`,
    ),
    'userTotals',
  );
  return {
    staticCodes: num(row.static_codes),
    dynamicCodes: num(row.dynamic_codes),
    scans: num(row.scans),
    downloads: num(row.downloads),
    generations: num(row.generations),
  };
}

/** qrType → number of the workspace's not deleted codes, saved and dynamic together. */
export async function typeDistribution(
  db: DbExecutor,
  workspaceId: number,
): Promise<Record<string, number>> {
  const result = await rawRows(
    db,
    sql`select qr_type, count(*) as n from (
        select qr_type from qr_codes where workspace_id = ${workspaceId} and not is_deleted
        union all
        select qr_type from dynamic_qr_codes where workspace_id = ${workspaceId} and not is_deleted
      ) t group by qr_type order by qr_type`,
  );
  return Object.fromEntries(result.map((r) => [String(r.qr_type), num(r.n)]));
}

/**
 * Generations and downloads per local day (YYYY-MM-DD in tz) for the `days` days ending today,
 * every day present (oldest first).
 */
export async function dailyActivity(
  db: DbExecutor,
  userId: number,
  tz: string,
  days: number,
  now: Date,
): Promise<{ date: string; generations: number; downloads: number }[]> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${tz})::date`;
  const since = sql`((${today} - ${days - 1}::int)::timestamp at time zone ${tz})`;
  const result = await rawRows(
    db,
    sql`with events as (
        select created_at, 1 as g, 0 as d from qr_generations
        where user_id = ${userId} and created_at >= ${since}
        union all
        select created_at, 0, 1 from qr_downloads
        where user_id = ${userId} and created_at >= ${since}
      ), per_day as (
        select (created_at at time zone ${tz})::date as day, sum(g) as g, sum(d) as d
        from events group by 1
      )
      select to_char(s, 'YYYY-MM-DD') as date, coalesce(p.g, 0) as g, coalesce(p.d, 0) as d
      from generate_series((${today} - ${days - 1}::int)::timestamp, ${today}::timestamp,
        interval '1 day') s
      left join per_day p on p.day = s::date
      order by s`,
  );
  return result.map((r) => ({
    date: String(r.date),
    generations: num(r.g),
    downloads: num(r.d),
  }));
}

/** The workspace's saved codes with the most downloads + generations (ties: newest first). */
export async function topSavedCodes(db: DbExecutor, workspaceId: number, limit: number) {
  const result = await rawRows(
    db,
    sql`with own as (select id from qr_codes where workspace_id = ${workspaceId} and not is_deleted),
        g as (select qr_code_id as id, count(*) as n from qr_generations
          where qr_code_id in (select id from own) group by 1),
        d as (select qr_code_id as id, count(*) as n from qr_downloads
          where qr_code_id in (select id from own) group by 1)
      select c.id, c.name, c.qr_type, coalesce(d.n, 0) as downloads, coalesce(g.n, 0) as generations
      from qr_codes c left join g on g.id = c.id left join d on d.id = c.id
      where c.workspace_id = ${workspaceId} and not c.is_deleted
      order by coalesce(d.n, 0) + coalesce(g.n, 0) desc, c.created_at desc, c.id desc
      limit ${limit}`,
  );
  return result.map((r) => ({
    id: num(r.id),
    name: String(r.name),
    type: String(r.qr_type),
    downloads: num(r.downloads),
    generations: num(r.generations),
  }));
}

/** The workspace's dynamic codes with the most counted scans (ties: newest first). */
export async function topDynamicCodes(db: DbExecutor, workspaceId: number, limit: number) {
  const result = await rawRows(
    db,
    sql`select id, name, scan_count from dynamic_qr_codes
      where workspace_id = ${workspaceId} and not is_deleted
      order by scan_count desc, created_at desc, id desc limit ${limit}`,
  );
  return result.map((r) => ({ id: num(r.id), name: String(r.name), scans: num(r.scan_count) }));
}
