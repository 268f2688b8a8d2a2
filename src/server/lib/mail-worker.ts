import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import { DEFAULT_CLIENT_ID } from '../db/schema/index.js';
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  releaseMails,
  retryMailLater,
  type ClaimedMail,
} from './mail-repository.js';

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

  private claim(): Promise<{ mails: ClaimedMail[]; rateWaitMs: number | null }> {
    return claimDueMail(this.db, this.o);
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

  /** Claimed but not started (stop() came first): back to the queue, the attempt not counted. */
  private release(ids: number[]): Promise<void> {
    return releaseMails(this.db, ids);
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
