// Test-only: makes the database refuse outbox rows for chosen addresses (a trigger raising an
// error), to prove that a mail and the change that causes it commit or roll back together.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.js';

/** From now on, inserting a mail_outbox row to `address` fails with a database error. */
export async function refuseMailTo(database: DatabaseHandle, address: string): Promise<void> {
  const { db } = database;
  await db.execute(sql`create table if not exists test_refused_mail (address text primary key)`);
  await db.execute(
    sql.raw(`create or replace function test_refuse_mail() returns trigger
    language plpgsql as $$
    begin
      if exists (select 1 from test_refused_mail where address = new.to_address) then
        raise exception 'test: mail to % refused', new.to_address;
      end if;
      return new;
    end $$`),
  );
  await db.execute(sql`drop trigger if exists test_refuse_mail on mail_outbox`);
  await db.execute(
    sql`create trigger test_refuse_mail before insert on mail_outbox
        for each row execute function test_refuse_mail()`,
  );
  await db.execute(
    sql`insert into test_refused_mail (address) values (${address}) on conflict do nothing`,
  );
}

/** Mail to `address` is accepted again. */
export async function allowMailTo(database: DatabaseHandle, address: string): Promise<void> {
  await database.db.execute(sql`delete from test_refused_mail where address = ${address}`);
}
