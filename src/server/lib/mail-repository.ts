import { sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../db/client.js';
import { onlyRow, rawRows } from '../db/raw-rows.js';
import { mailOutbox } from '../db/schema/index.js';
import type { QueueReading } from './jobs/index.js';

export type OutboxRow = typeof mailOutbox.$inferInsert;

const sqlDedupeKeyPresent = sql`${mailOutbox.dedupeKey} IS NOT NULL`;

/** Inserts one mail; its outbox id. Throws on a dedupeKey conflict. */
export async function insertMail(db: Database, row: OutboxRow): Promise<number> {
  const inserted = onlyRow(
    await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id }),
    'insertMail',
  );
  return inserted.id;
}

/**
 * Inserts mails whose dedupeKey (per client) was never queued; the ids of those inserted. A mail
 * without a dedupeKey is always inserted.
 */
export async function insertMailsOnce(db: Database, rows: OutboxRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(mailOutbox)
    .values(rows)
    .onConflictDoNothing({
      target: [mailOutbox.clientId, mailOutbox.dedupeKey],
      where: sqlDedupeKeyPresent,
    })
    .returning({ id: mailOutbox.id });
  return inserted.map((r) => r.id);
}

export interface ClaimedMail {
  id: number;
  clientId: number;
  clientName: string | null;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  attempts: number;
}

/**
 * In one transaction: refills the one-row token bucket behind MAIL_RATE_PER_MINUTE (under its
 * row lock, so the rate holds across processes), fails queued mail older than `maxAgeMs`, and
 * claims up to what the bucket allows (at most `batchSize`) of the due mail, transactional
 * first, with FOR UPDATE SKIP LOCKED, marking it `sending` under a lease of `leaseMs` and
 * counting the attempt. `rateWaitMs` is set when the bucket had no token left.
 */
export async function claimDueMail(
  db: Database,
  o: { batchSize: number; ratePerMinute: number; leaseMs: number; maxAgeMs: number },
): Promise<{ mails: ClaimedMail[]; rateWaitMs: number | null }> {
  const { batchSize, ratePerMinute, leaseMs, maxAgeMs } = o;
  const perMs = ratePerMinute / 60_000;
  const capacity = Math.max(1, Math.min(batchSize, Math.ceil(ratePerMinute / 60)));
  return db.transaction(async (tx) => {
    const bucket = onlyRow(
      await rawRows<{ tokens: number; elapsed_ms: number | string }>(
        tx,
        sql`select tokens, extract(epoch from (now() - refilled_at)) * 1000 as elapsed_ms
            from mail_rate_bucket where id = 1 for update`,
      ),
      'claimDueMail',
    );
    const tokens = Math.min(capacity, Number(bucket.tokens) + Number(bucket.elapsed_ms) * perMs);
    const want = Math.min(batchSize, Math.floor(tokens));
    let mails: ClaimedMail[] = [];
    if (want > 0) {
      // Mail that waited too long would carry dead links: failed, with the reason.
      await tx.execute(sql`
        update mail_outbox set status = 'failed', locked_until = null,
          error = 'Not delivered within ' || ${Math.round(maxAgeMs / 3_600_000)} || ' hours; given up'
        where status = 'queued' and created_at < now() - make_interval(secs => ${maxAgeMs / 1000})`);
      mails = (
        await rawRows<{
          id: number;
          client_id: number;
          client_name: string | null;
          to_address: string;
          subject: string;
          text: string;
          html: string | null;
          headers: Record<string, string> | string | null;
          attempts: number;
        }>(
          tx,
          sql`with due as (
                select id from mail_outbox
                where (status = 'queued' and next_attempt_at <= now())
                   or (status = 'sending' and locked_until < now())
                order by (category = 'bulk'), next_attempt_at, id
                limit ${want}
                for update skip locked
              )
              update mail_outbox m set status = 'sending', attempts = m.attempts + 1,
                last_attempt_at = now(),
                locked_until = now() + make_interval(secs => ${leaseMs / 1000})
              from due where m.id = due.id
              returning m.id, m.client_id,
                (select c.name from clients c where c.id = m.client_id) as client_name,
                m.to_address, m.subject, m.text, m.html, m.headers, m.attempts`,
        )
      ).map((r) => ({
        id: Number(r.id),
        clientId: Number(r.client_id),
        clientName: r.client_name,
        to: r.to_address,
        subject: r.subject,
        text: r.text,
        html: r.html,
        headers:
          typeof r.headers === 'string'
            ? (JSON.parse(r.headers) as Record<string, string>)
            : r.headers,
        attempts: Number(r.attempts),
      }));
    }
    await tx.execute(
      sql`update mail_rate_bucket set tokens = ${tokens - mails.length}, refilled_at = now()
          where id = 1`,
    );
    const rateWaitMs = want === 0 ? Math.ceil((1 - tokens) / perMs) : null;
    return { mails, rateWaitMs };
  });
}

/** Records a mail SMTP accepted. */
export async function markMailSent(db: Database, id: number): Promise<void> {
  await db.execute(
    sql`update mail_outbox set status = 'sent', sent_at = now(), locked_until = null
        where id = ${id}`,
  );
}

/** Records a mail given up on, with the error. */
export async function markMailFailed(db: Database, id: number, error: string): Promise<void> {
  await db.execute(
    sql`update mail_outbox set status = 'failed', error = ${error}, locked_until = null
        where id = ${id}`,
  );
}

/** Queues a mail again `delayMs` from now, with the error of the attempt that failed. */
export async function retryMailLater(
  db: Database,
  id: number,
  error: string,
  delayMs: number,
): Promise<void> {
  await db.execute(
    sql`update mail_outbox set status = 'queued', error = ${error}, locked_until = null,
          next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
        where id = ${id}`,
  );
}

/** Claimed but not started: back to the queue, the attempt not counted. */
export async function releaseMails(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update mail_outbox set status = 'queued', locked_until = null,
          attempts = greatest(attempts - 1, 0)
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and status = 'sending'`,
  );
}

/** Mail in the outbox not yet sent or failed (queued or being sent), and the oldest one's age. */
export async function mailQueueReading(db: DbExecutor): Promise<QueueReading> {
  const row = onlyRow(
    await rawRows<{ depth: number; age: number | null }>(
      db,
      sql`select count(*)::int as depth,
            extract(epoch from (now() - min(created_at)))::float8 as age
          from mail_outbox where status in ('queued', 'sending')`,
    ),
    'mailQueueReading',
  );
  return { depth: Number(row.depth), oldestAgeSeconds: Math.max(0, Number(row.age ?? 0)) };
}
