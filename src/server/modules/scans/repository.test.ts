import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestDatabase } from '../../test/databases.js';
import { pgArray } from './repository.js';

describe.each(testDatabases())('pgArray (%s)', (kind) => {
  const database = useTestDatabase(kind);

  it('round-trips quotes, backslashes, commas, braces, NULL and the text "NULL"', async () => {
    const values = ['a"b', 'c\\d', 'e,f', '{g}', null, 'NULL', '', ' h '];
    const result = (await database().db.execute(
      sql`select unnest(${pgArray(values)}::text[]) as v`,
    )) as unknown as { rows: { v: string | null }[] };
    expect(result.rows.map((r) => r.v)).toEqual(values);
  });
});
