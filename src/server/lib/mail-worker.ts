import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import { DEFAULT_CLIENT_ID } from '../db/schema/index.js';
import type { JobScheduler } from './jobs/index.js';
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  releaseMails,
  retryMailLater,
  type ClaimedMail,
} from './mail-repository.js';

/** The mail outbox's recurring job on the job runner (lib/jobs): one round of delivery a run. */
export const MAIL_JOB = 'mail.outbox';

export interface MailSenderOptions {
  smtpUrl: string;
  /** The From address is no-reply@ its host; Message-IDs use it too. */
  publicUrl: string;
  /** From name of client 1's mail; other clients' mail uses their clients.name. */
  brandName: string;
  /** MAIL_RATE_PER_MINUTE: mails handed to SMTP per minute across every process. */
  ratePerMinute: number;
  /** Mails sent at once by one round (SMTP connections of this process); default 4. */
  concurrency?: number;
  /** Mails claimed per round; default 20. */
  batchSize?: number;
  /** Wait between rounds when the outbox has none due (the job's interval); default 1 s. */
  pollMs?: number;
  /** How long a claim holds a mail before another round may take it; default 5 min. */
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
 * Delivers mail_outbox rows over SMTP, as rounds of the recurring job MAIL_JOB on the job runner
 * (`register`): the runner runs one round at a time across every process on the database, at once
 * when a mail is queued (the mailer's wake asks `runSoon`), again at once after a round that
 * found mail, after the rate's wait when the rate had no token left, else every `pollMs`.
 *
 * A round claims due rows with `FOR UPDATE SKIP LOCKED` and marks them `sending` with a lease of
 * their own, then sends them outside the transaction. The claim also takes tokens from the
 * one-row bucket behind MAIL_RATE_PER_MINUTE, under its row lock, so the rate holds across
 * processes (in any 60 s, at most the rate plus a burst of one second's share, at least one
 * mail). A mail whose round died with its process is claimed again once its lease lapses.
 *
 * Delivery is at least once: SMTP accepted a mail and the process died before recording it, the
 * lease expires and the mail goes again. Each mail carries a Message-ID fixed by its outbox
 * id, so a receiver can tell the copy. When the runner stops (SIGTERM) it aborts the round's
 * signal: the mails being sent finish and are recorded, unstarted claims go back to the queue,
 * and the runner waits for that: nothing is lost.
 */
export class MailSender {
  private readonly o: Required<MailSenderOptions>;
  private readonly host: string;
  private transport: Transporter | null = null;
  /** Mails this process recorded as sent (for logs and tests). */
  sentCount = 0;

  constructor(
    private readonly db: Database,
    options: MailSenderOptions,
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

  /**
   * Defines MAIL_JOB on `jobs`: each run is one round, and asks for the next at once after
   * mail was claimed, after the rate's wait when it had no token, else after `pollMs`.
   */
  register(jobs: Pick<JobScheduler, 'every'>): void {
    jobs.every(MAIL_JOB, this.o.pollMs, async (job) => {
      const round = await this.runOnce(job.signal);
      const nextRunInMs =
        round.claimed > 0
          ? 0
          : round.rateWaitMs !== null
            ? Math.min(this.o.pollMs, round.rateWaitMs)
            : this.o.pollMs;
      return { nextRunInMs };
    });
  }

  /** Closes the SMTP connections (after the runner has stopped). Idempotent. */
  close(): void {
    this.transport?.close();
    this.transport = null;
  }

  /**
   * One round: claim what is due and what the rate allows, deliver it, record each outcome.
   * Once `signal` is aborted no further mail is started and the unstarted claims go back to the
   * queue, the attempt not counted. `rateWaitMs` is set when mail may be due but the rate has no
   * token left.
   */
  async runOnce(signal?: AbortSignal): Promise<{ claimed: number; rateWaitMs: number | null }> {
    if (signal?.aborted) return { claimed: 0, rateWaitMs: null };
    const { mails, rateWaitMs } = await claimDueMail(this.db, this.o);
    if (mails.length === 0) return { claimed: 0, rateWaitMs };
    let next = 0;
    const lane = async () => {
      let mail: ClaimedMail | undefined;
      while (!signal?.aborted && (mail = mails[next++]) !== undefined) {
        await this.deliver(mail);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.o.concurrency, mails.length) }, lane));
    if (next < mails.length)
      await releaseMails(
        this.db,
        mails.slice(next).map((m) => m.id),
      );
    return { claimed: mails.length, rateWaitMs: null };
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
    await markMailSent(this.db, mail.id);
    this.sentCount += 1;
    this.logger?.info({ mailId: mail.id, subject: mail.subject }, 'mail sent');
  }

  private async recordFailure(mail: ClaimedMail, err: unknown): Promise<void> {
    const error = errorText(err);
    const final = isPermanent(err) || mail.attempts >= this.o.maxAttempts;
    if (final) {
      await markMailFailed(this.db, mail.id, error);
      this.logger?.warn({ mailId: mail.id, attempts: mail.attempts, error }, 'mail failed');
      return;
    }
    const delayMs = Math.min(this.o.backoffMaxMs, this.o.backoffBaseMs * 4 ** (mail.attempts - 1));
    await retryMailLater(this.db, mail.id, error, delayMs);
    this.logger?.warn(
      { mailId: mail.id, attempts: mail.attempts, retryInMs: delayMs, error },
      'mail delivery failed; will retry',
    );
  }
}

/**
 * Delivers the outbox when SMTP_URL is set: a MailSender's rounds as the recurring job MAIL_JOB on
 * the app's job runner (which starts and stops them), asked at once when a mail is queued in this
 * process; the SMTP connections close after the runner has stopped. Without SMTP_URL nothing is
 * defined and mail stays in the outbox.
 */
export function registerMailDelivery(
  app: {
    jobs: Pick<JobScheduler, 'every' | 'runSoon'>;
    addHook(name: 'onClose', hook: () => Promise<void>): unknown;
  },
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
  } & Partial<MailSenderOptions>,
): MailSender | null {
  const { db, config, mailer, logger, ...tuning } = deps;
  if (!config.smtpUrl) return null;
  const sender = new MailSender(
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
  sender.register(app.jobs);
  mailer.onWake = () => {
    app.jobs.runSoon(MAIL_JOB).catch((err: unknown) => {
      logger?.warn({ error: errorText(err) }, 'mail job not woken; it runs at its next poll');
    });
  };
  // The root's onClose runs after the runner's (a child context's): the round has ended.
  app.addHook('onClose', async () => {
    mailer.onWake = null;
    sender.close();
  });
  return sender;
}
