import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { onlyRow, rawRows } from '../../db/raw-rows.js';
import { SCAN_WRITE_LOCK } from './repository.js';

/**
 * Folds scan_events into the rollups (scan_slot_counts, scan_day_dims) in id order and moves
 * scan_rollup_state.rolled_up_to along in the same transaction, so every event is folded in
 * exactly once. Analytics read the rollups for events up to that id and scan_events after it.
 *
 * A human scan counts as a unique scanner in its slot when it is the first of its visitor
 * (visitor_key) for the code on that UTC day: no earlier-folded human scan of that visitor-day
 * exists, and it is the earliest (scanned_at, id) of its visitor-day in the chunk.
 */

/**
 * Advisory lock key each fold holds in shared mode; deleting a code takes it exclusively
 * (trigger scan_events_follow_code_delete, migration 0007) before removing the code's rollup
 * rows, so no fold can write rows for a code deleted under it.
 */
export const ROLLUP_FOLD_LOCK = 1_935_898;

/**
 * Events (by id) folded per transaction, per database. A fold costs per distinct code, slot and
 * value, not per event, so bigger chunks are cheaper per event when scans spread over many codes
 * (measured on PostgreSQL over 10,000 codes: about 30 µs an event at 5,000 or 25,000, 12.5 µs at
 * 100,000). PostgreSQL's other connections go on meanwhile; PGlite's single connection waits
 * for the fold, so its chunk keeps a transaction under about a second.
 */
export const ROLLUP_CHUNK = { postgres: 100_000, pglite: 25_000 } as const;

/**
 * The newest event id that can be folded: taken under the writers' lock in exclusive mode, so
 * every batch that took an id up to it has committed (a writer holds the lock in shared mode
 * from before its insert until its commit).
 */
export async function newestFoldableScanId(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCAN_WRITE_LOCK})`);
    const newest = onlyRow(
      await rawRows<{ id: string }>(
        tx,
        sql`select coalesce(max(id), 0)::text as id from scan_events`,
      ),
      'newestFoldableScanId',
    );
    return Number(newest.id);
  });
}

/**
 * Folds events after the current watermark, at most `chunk` ids and none past `upTo`, in one
 * transaction. The state row is locked first, so concurrent rollups (other processes) take
 * turns and each sees the other's watermark. Returns the watermark after the call.
 */
export async function rollUpChunk(
  db: Database,
  upTo: number,
  chunk: number = ROLLUP_CHUNK.pglite,
  onFolded?: (events: number) => void,
): Promise<number> {
  const done = await db.transaction(async (t) => {
    const [state] = await rawRows<{ w: string }>(
      t,
      sql`select rolled_up_to::text as w from scan_rollup_state where id = 1 for update`,
    );
    const from = Number(state?.w ?? 0);
    if (from >= upTo) return { to: from, events: 0 };
    const to = Math.min(upTo, from + chunk);
    await t.execute(sql`select pg_advisory_xact_lock_shared(${ROLLUP_FOLD_LOCK})`);
    const [folded] = await rawRows<{ events: string }>(t, foldEvents(from, to));
    await t.execute(sql`update scan_rollup_state set rolled_up_to = ${to} where id = 1`);
    return { to, events: Number(folded?.events ?? 0) };
  });
  // Told only once the fold has committed.
  if (done.events > 0) onFolded?.(done.events);
  return done.to;
}

/**
 * Folds every event committed so far, chunk by chunk. Returns the id up to which every event
 * is now folded (by this call or another process's).
 */
export async function rollUpScans(
  db: Database,
  chunk: number = ROLLUP_CHUNK.pglite,
  /** Told the events each committed chunk folded (scan metrics). */
  onFolded?: (events: number) => void,
): Promise<number> {
  const upTo = await newestFoldableScanId(db);
  // Each call advances (to at most upTo) or finds another process already past it.
  while ((await rollUpChunk(db, upTo, chunk, onFolded)) < upTo);
  return upTo;
}

/**
 * The scan_day_dims rows one scan_events row (table alias `alias`) counts in, as
 * `(values ...) as v(dimension, value, applies)` for a lateral join; keep `where v.applies`.
 * Human scans count per country, device, os, browser, referrer host and city (and split variant,
 * for scans a split sent), bots per reason; a city's value is `country|region|city`;
 * '' stands for unknown. The fold and the analytics' raw reads both use it, so a rollup row and
 * a not-yet-folded event always count alike.
 */
export function scanDimensionValues(alias: string): SQL {
  const e = sql.identifier(alias);
  return sql`(values
    ('country', coalesce(${e}.country::text, ''), not ${e}.is_bot),
    ('device', coalesce(${e}.device_type::text, ''), not ${e}.is_bot),
    ('os', coalesce(${e}.os::text, ''), not ${e}.is_bot),
    ('browser', coalesce(${e}.browser::text, ''), not ${e}.is_bot),
    ('referrer', coalesce(${e}.referrer_host::text, ''), not ${e}.is_bot),
    ('variant', coalesce(${e}.split_variant::text, ''),
      not ${e}.is_bot and ${e}.split_variant is not null),
    ('city', case when ${e}.city is null then '' else coalesce(${e}.city_country::text, '')
      || '|' || coalesce(${e}.city_region::text, '') || '|' || ${e}.city::text end, not ${e}.is_bot),
    ('bot', coalesce(${e}.bot_reason::text, ''), ${e}.is_bot)) as v(dimension, value, applies)`;
}

/** One statement: events with from < id <= to added to both rollups. */
function foldEvents(from: number, to: number) {
  return sql`
    with win as materialized (
      select *, date_trunc('day', scanned_at at time zone 'UTC') at time zone 'UTC' as day_start
      from scan_events where id > ${from} and id <= ${to}
    ), flagged as (
      select client_id, dynamic_qr_code_id, is_bot,
        to_timestamp(floor(extract(epoch from scanned_at) / 900) * 900) as slot_start,
        -- CASE evaluates the subquery only for the chunk's first row of each human visitor-day.
        case when is_bot or visitor_key is null or row_number() over visit_order > 1 then false
          else not exists (select 1 from scan_events p
            where p.dynamic_qr_code_id = n.dynamic_qr_code_id and p.visitor_key = n.visitor_key
              and not p.is_bot and p.scanned_at >= n.day_start
              and p.scanned_at < n.day_start + interval '1 day' and p.id <= ${from})
        end as is_first
      from win n
      window visit_order as (
        partition by dynamic_qr_code_id, visitor_key, is_bot, day_start order by scanned_at, id)
    ), slots as (
      insert into scan_slot_counts as s
        (client_id, dynamic_qr_code_id, slot_start, scans, unique_scanners, bots)
      select min(client_id), dynamic_qr_code_id, slot_start, count(*) filter (where not is_bot),
        count(*) filter (where is_first), count(*) filter (where is_bot)
      from flagged group by dynamic_qr_code_id, slot_start
      on conflict (dynamic_qr_code_id, slot_start) do update set
        scans = s.scans + excluded.scans,
        unique_scanners = s.unique_scanners + excluded.unique_scanners,
        bots = s.bots + excluded.bots
      returning 1
    ), dims as (
      insert into scan_day_dims as d (client_id, dynamic_qr_code_id, day, dimension, value, scans)
      select min(n.client_id), n.dynamic_qr_code_id, (n.scanned_at at time zone 'UTC')::date,
        v.dimension, v.value, count(*)
      from win n cross join lateral ${scanDimensionValues('n')}
      where v.applies
      group by 2, 3, 4, 5
      on conflict (dynamic_qr_code_id, day, dimension, value) do update set
        scans = d.scans + excluded.scans
      returning 1
    )
    select (select count(*) from slots) as slots, (select count(*) from dims) as dims,
      (select count(*) from win)::text as events`;
}
