// Test and bench helper: a workspace filled with many dynamic codes at once (issue 40 item 9),
// in four statements (folders, tags, codes, tag links; INSERT ... SELECT over generate_series),
// not one API call per code. The mix is deterministic (from the row number), so a test can
// tell exactly which codes a filter finds:
// - code i (1-based) is named "Campaign {i % 50} store {i}", points to
//   https://shop{i % 200}.example/offer/{i}, has short code {workspaceId in 3 hex digits}{i in 5
//   digits} (8 characters, unique; workspaces up to 4095);
// - every 10th code (i % 10 = 0) is paused; its type is url, except i % 7 = 0: text;
// - folder: i % 21 = 0 in none, else folder "Folder {i % 21}" (20 folders);
// - tags: "tag-{i % 30}" on every code, and "tag-{(i + 7) % 30}" on even i (30 tags);
// - scans: (i * 37) % 1000, last scanned i minutes before `now` (none for scans 0);
// - created i seconds before `now`, so the newest is code 1.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';

export interface SeedCodesOptions {
  userId: number;
  clientId?: number;
  workspaceId: number;
  count: number;
  now?: Date;
}

export const SEED_FOLDERS = 20;
export const SEED_TAGS = 30;

/** Fills the workspace; answers the ids of its folders by name ("Folder 1".."Folder 20"). */
export async function seedManyCodes(
  db: DbExecutor,
  options: SeedCodesOptions,
): Promise<Map<string, number>> {
  const { userId, workspaceId, count } = options;
  const clientId = options.clientId ?? 1;
  const now = (options.now ?? new Date()).toISOString();
  const folders = await rawRows<{ id: number; name: string }>(
    db,
    sql`
    insert into code_folders (client_id, workspace_id, name)
    select ${clientId}, ${workspaceId}, 'Folder ' || f from generate_series(1, ${SEED_FOLDERS}) f
    returning id, name`,
  );
  const byName = new Map(folders.map((f) => [f.name, Number(f.id)]));
  const folderIds = sql.raw(
    `array[${Array.from({ length: SEED_FOLDERS }, (_, f) => byName.get(`Folder ${f + 1}`)).join(',')}]::int[]`,
  );
  await db.execute(sql`
    insert into code_tags (client_id, workspace_id, name, colour)
    select ${clientId}, ${workspaceId}, 'tag-' || t, 'blue' from generate_series(0, ${SEED_TAGS - 1}) t`);
  await db.execute(sql`
    insert into dynamic_qr_codes (client_id, user_id, workspace_id, name, short_code, destination,
      qr_type, content, design, scan_count, last_scanned_at, is_paused, paused_at, created_at,
      updated_at, folder_id)
    select ${clientId}, ${userId}, ${workspaceId},
      'Campaign ' || (i % 50) || ' store ' || i,
      lpad(to_hex(${workspaceId}::int), 3, '0') || lpad(i::text, 5, '0'),
      'https://shop' || (i % 200) || '.example/offer/' || i,
      case when i % 7 = 0 then 'text' else 'url' end,
      case when i % 7 = 0 then jsonb_build_object('text', 'Note ' || i)
        else jsonb_build_object('url', 'https://shop' || (i % 200) || '.example/offer/' || i) end,
      '{"dotsColor":"#000000","backgroundColor":"#ffffff"}'::jsonb,
      (i * 37) % 1000,
      case when (i * 37) % 1000 = 0 then null
        else ${now}::timestamptz - make_interval(mins => i) end,
      i % 10 = 0,
      case when i % 10 = 0 then ${now}::timestamptz end,
      ${now}::timestamptz - make_interval(secs => i),
      ${now}::timestamptz,
      case when i % 21 <> 0 then (${folderIds})[i % 21] end
    from generate_series(1, ${count}) i`);
  await db.execute(sql`
    insert into dynamic_code_tags (code_id, tag_id)
    select c.id, t.id
    from dynamic_qr_codes c
    cross join lateral (select right(c.short_code, 5)::int as i) n
    join code_tags t on t.workspace_id = c.workspace_id
      and (t.name = 'tag-' || (n.i % 30) or (n.i % 2 = 0 and t.name = 'tag-' || ((n.i + 7) % 30)))
    where c.workspace_id = ${workspaceId}`);
  // As autovacuum would soon after: statistics for the planner, the visibility map for counts.
  await db.execute(sql`vacuum analyze dynamic_qr_codes, dynamic_code_tags, code_tags`);
  return byName;
}
