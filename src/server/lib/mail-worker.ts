import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import { rawRows, onlyRow } from '../db/raw-rows.js';
import { DEFAULT_CLIENT_ID } from '../db/schema/index.js';

export interface MailWorkerOptions {
  smtpUrl: string;
  /** The From address is no-reply@ its host; Message-IDs use it too. */
  publicUrl: string;
  /** From name of client 1's mail; other clients' mail uses their clients.name. */
  brandName: string;
  /** MAIL_RATE_PER_MINUTE: mails handed to SMTP per minute across every process. */
  ratePerMinute: number;
  /** Mails sent at once by this process (SMTP connections); default 4. */
  concurrency?: number;
  /** Mails claimed per round; default 20. */
  batchSize?: number;
  /** Wait between looks for work when the outbox has none due; default 1 s. */
  pollMs?: number;
  /** How long a claim holds a mail before another worker may take it; default 5 min. */
  leaseMs?: number;
  /** Attempts before a mail is marked failed; default 8. */
  maxAttempts?: number;
  /** First retry delay, multiplied by 4 per attempt up to backoffMaxMs; default 30 s. */
  backoffBaseMs?: number;
  /** Default 1 h (8 attempts then span about 4 hours). */
  backoffMaxMs?: number;
  /** Queued mail older than this is failed instead of sent (stale links); default 3 days. */
  maxAgeMs?: number;
}

interface ClaimedMail {
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

/** SMTP timeouts (ms): a hung mail server must not hold a worker (or a shutdown) for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** smtp://user:pass@host:port (STARTTLS when offered) or smtps:// (TLS from the start). */
export function smtpOptions(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    ...SMTP_TIMEOUTS,
  };
}

/** A display name safe inside a quoted From header. */
function fromName(name: string): string {
  return name.replace(/["\\\r\n]/g, '').trim() || 'QR Shark';
}

/** 5xx SMTP answers are permanent (RFC 5321 §4.2.1): retrying cannot help. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.slice(0, 1000);
}

/**
 * Delivers mail_outbox rows over SMTP. Any number of processes may run one on the same
 * database: each round claims due rows with `FOR UPDATE SKIP LOCKED` (so no two workers take the
 * same row) and marks them `sending` with a lease, then sends them outside the transaction.
 * The claim also takes tokens from the one-row bucket behind MAIL_RATE_PER_MINUTE, under its
 * row lock, so the rate holds across processes (in any 60 s, at most the rate plus a burst of
 * one second's share, at least one mail).
 *
 * Delivery is at least once: SMTP accepted a mail and the process died before recording it, the
 * lease expires and the mail goes again. Each mail carries a Message-ID fixed by its outbox
 * id, so a receiver can tell the copy. stop() (SIGTERM) claims nothing more, lets the mails
 * being sent finish and be recorded, and returns unstarted claims to the queue: nothing is lost.
 */
export class MailWorker {
  private readonly o: Required<MailWorkerOptions>;
  private readonly host: string;
  private transport: Transporter | null = null;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  /** Mails this worker recorded as sent (for logs and tests). */
  sentCount = 0;

  constructor(
    private readonly db: Database,
    options: MailWorkerOptions,
    private readonly logger?: Pick<Logger, 'info' | 'warn' | 'error'>,
  ) {
    this.o = {
      concurrency: 4,
      batchSize: 20,
      pollMs: 1_000,
      leaseMs: 5 * 60_000,
      maxAttempts: 8,
      backoffBaseMs: 30_000,
      backoffMaxMs: 3_600_000,
      maxAgeMs: 3 * 24 * 3_600_000,
      ...options,
    };
    this.host = new URL(options.publicUrl).hostname;
  }

  /** Runs rounds until stop(): at once while mail is due, else every pollMs or on wake(). */
  start(): void {
    if (this.loop) return;
    this.loop = (async () => {
      while (!this.stopping) {
        let waitMs = this.o.pollMs;
        try {
          const round = await this.runOnce();
          if (round.claimed > 0) waitMs = 0;
          else if (round.rateWaitMs !== null) waitMs = Math.min(this.o.pollMs, round.rateWaitMs);
        } catch (err) {
          this.logger?.warn({ error: errorText(err) }, 'mail worker round failed');
        }
        if (waitMs > 0 && !this.stopping) await this.pause(waitMs);
      }
    })();
  }

  /** Looks for work now instead of at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  /** Finishes the mails being sent, returns unstarted claims, closes SMTP. Idempotent. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    await this.loop;
    this.transport?.close();
    this.transport = null;
  }

  /**
   * One round: claim what is due and what the rate allows, deliver it, record each outcome.
   * `rateWaitMs` is set when mail may be due but the rate has no token left.
   */
  async runOnce(): Promise<{ claimed: number; rateWaitMs: number | null }> {
    const { mails, rateWaitMs } = await this.claim();
    if (mails.length === 0) return { claimed: 0, rateWaitMs };
    let next = 0;
    const lane = async () => {
      let mail: ClaimedMail | undefined;
      while (!this.stopping && (mail = mails[next++]) !== undefined) {
        await this.deliver(mail);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.o.concurrency, mails.length) }, lane));
    if (next < mails.length) await this.release(mails.slice(next).map((m) => m.id));
    return { claimed: mails.length, rateWaitMs: null };
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        done();
      };
    });
  }

  private async claim(): Promise<{ mails: ClaimedMail[]; rateWaitMs: number | null }> {
    const { batchSize, ratePerMinute, leaseMs, maxAgeMs } = this.o;
    const perMs = ratePerMinute / 60_000;
    const capacity = Math.max(1, Math.min(batchSize, Math.ceil(ratePerMinute / 60)));
    return this.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const bucket = onlyRow(
        await rawRows<{ tokens: number; elapsed_ms: number | string }>(
          tx,
          sql`select tokens, extract(epoch from (now() - refilled_at)) * 1000 as elapsed_ms
            from mail_rate_bucket where id = 1 for update`,
        ),
        'claim',
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

  private transportFor(): Transporter {
    return (this.transport ??= nodemailer.createTransport({
      ...smtpOptions(this.o.smtpUrl),
      pool: true,
      maxConnections: this.o.concurrency,
    }));
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    const name =
      mail.clientId === DEFAULT_CLIENT_ID
        ? this.o.brandName
        : (mail.clientName ?? this.o.brandName);
    try {
      await this.transportFor().sendMail({
        from: `"${fromName(name)}" <no-reply@${this.host}>`,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: `<mail-${mail.id}@${this.host}>`,
        headers: mail.headers ?? {},
      });
    } catch (err) {
      await this.recordFailure(mail, err);
      return;
    }
    await this.db.execute(
      sql`update mail_outbox set status = 'sent', sent_at = now(), locked_until = null
          where id = ${mail.id}`,
    );
    this.sentCount += 1;
    this.logger?.info({ mailId: mail.id, subject: mail.subject }, 'mail sent');
  }

  private async recordFailure(mail: ClaimedMail, err: unknown): Promise<void> {
    const error = errorText(err);
    const final = isPermanent(err) || mail.attempts >= this.o.maxAttempts;
    if (final) {
      await this.db.execute(
        sql`update mail_outbox set status = 'failed', error = ${error}, locked_until = null
            where id = ${mail.id}`,
      );
      this.logger?.warn({ mailId: mail.id, attempts: mail.attempts, error }, 'mail failed');
      return;
    }
    const delayMs = Math.min(this.o.backoffMaxMs, this.o.backoffBaseMs * 4 ** (mail.attempts - 1));
    await this.db.execute(
      sql`update mail_outbox set status = 'queued', error = ${error}, locked_until = null,
            next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
          where id = ${mail.id}`,
    );
    this.logger?.warn(
      { mailId: mail.id, attempts: mail.attempts, retryInMs: delayMs, error },
      'mail delivery failed; will retry',
    );
  }

  /** Claimed but not started (stop() came first): back to the queue, the attempt not counted. */
  private async release(ids: number[]): Promise<void> {
    await this.db.execute(
      sql`update mail_outbox set status = 'queued', locked_until = null,
            attempts = greatest(attempts - 1, 0)
          where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and status = 'sending'`,
    );
  }
}

/**
 * Runs a MailWorker in this process when SMTP_URL is set (started when the app is ready,
 * stopped, draining, when it closes); without SMTP_URL mail stays in the outbox.
 */
export function registerMailWorker(
  app: { addHook(name: 'onReady' | 'onClose', hook: () => Promise<void>): unknown },
  deps: {
    db: Database;
    config: {
      smtpUrl: string | null;
      publicUrl: string;
      brandName: string;
      mailRatePerMinute: number;
    };
    mailer: { onWake: (() => void) | null };
    logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  } & Partial<MailWorkerOptions>,
): MailWorker | null {
  const { db, config, mailer, logger, ...tuning } = deps;
  if (!config.smtpUrl) return null;
  const worker = new MailWorker(
    db,
    {
      smtpUrl: config.smtpUrl,
      publicUrl: config.publicUrl,
      brandName: config.brandName,
      ratePerMinute: config.mailRatePerMinute,
      ...tuning,
    },
    logger,
  );
  mailer.onWake = () => worker.wake();
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    mailer.onWake = null;
    await worker.stop();
  });
  return worker;
}
