import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, pgErrorOf, PG_FOREIGN_KEY_VIOLATION } from './errors.js';
import { openTestDatabase, testDatabases } from '../test/databases.js';
import type { DatabaseHandle } from './client.js';
import { sql } from 'drizzle-orm';

describe('PostgreSQL errors through drizzle', () => {
  it('finds the SQLSTATE in the cause chain', () => {
    const driver = Object.assign(
      new Error('duplicate key value violates unique constraint "x_key"'),
      {
        code: '23505',
      },
    );
    const wrapped = new Error('Failed query', { cause: new Error('inner', { cause: driver }) });
    expect(isUniqueViolation(wrapped, 'x_key')).toBe(true);
    expect(isUniqueViolation(wrapped, 'y_key')).toBe(false);
    expect(pgErrorOf(wrapped, [PG_FOREIGN_KEY_VIOLATION])).toBeNull();
    expect(isUniqueViolation(new Error('no code'), 'x_key')).toBe(false);
  });
});

describe.each(testDatabases('engine-sensitive'))('on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("recognises the engine's own unique violation by its constraint name", async () => {
    const { db } = handle;
    await db.execute(
      sql`create table errors_probe (name text constraint errors_probe_name_key unique)`,
    );
    await db.execute(sql`insert into errors_probe values ('a')`);
    const err: unknown = await db.execute(sql`insert into errors_probe values ('a')`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    expect(isUniqueViolation(err, 'errors_probe_name_key')).toBe(true);
    expect(isUniqueViolation(err, 'other_key')).toBe(false);
  });
});
