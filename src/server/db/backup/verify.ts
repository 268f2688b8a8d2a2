import { ident, inTransaction, type BackupEngine } from './session.js';
import type { BackupHeader } from './format.js';

export interface TableSum {
  rows: number;
  /** md5 over the md5 of each row's text, rows in primary-key order ('' for no rows). */
  md5: string;
}

/**
 * Row count and checksum of each table, from one snapshot. The row text is the same on PGlite
 * and PostgreSQL for the same values (session settings fixed in session.ts), so equal sums on
 * both sides mean equal rows.
 */
export async function tableSums(
  engine: BackupEngine,
  tables: BackupHeader['tables'],
): Promise<Record<string, TableSum>> {
  return inTransaction(engine, 'snapshot', async (session) => {
    const sums: Record<string, TableSum> = {};
    for (const table of tables) {
      const keys = await session.query<{ name: string }>(
        `select a.attname as name from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
         where i.indrelid = $1::regclass and i.indisprimary
         order by array_position(i.indkey::int2[], a.attnum)`,
        [ident(table.name)],
      );
      const columns = table.columns.map(ident).join(', ');
      const order =
        keys.length > 0 ? keys.map((k) => `t.${ident(k.name)}`).join(', ') : 'md5(t::text)';
      const [row] = await session.query<{ rows: string; md5: string | null }>(
        `select count(*)::text as rows, md5(string_agg(md5(t::text), '' order by ${order})) as md5
         from (select ${columns} from ${ident(table.name)}) t`,
      );
      sums[table.name] = { rows: Number(row?.rows ?? 0), md5: row?.md5 ?? '' };
    }
    return sums;
  });
}
