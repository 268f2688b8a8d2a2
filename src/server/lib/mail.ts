import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { DEFAULT_CLIENT_ID, mailOutbox } from '../db/schema/index.js';

export interface MailMessage {
  /** Tenant the mail is sent for; default client 1. */
  clientId?: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail {
  /** mail_outbox row id. */
  id: number;
  /** True when SMTP accepted it; false when only stored (no SMTP_URL) or delivery failed. */
  delivered: boolean;
}

export interface Mailer {
  /**
   * Records the mail in mail_outbox, then, when SMTP_URL is set, delivers it and records
   * sent_at or the error. Never throws for a delivery failure (the mail stays in the outbox
   * with its error); throws only when the outbox insert itself fails.
   */
  send(message: MailMessage): Promise<SentMail>;
  /** Closes the SMTP connection pool, if any. */
  close(): void;
}

/** SMTP timeouts (ms): a hung mail server must not hold the request that sends the mail. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** smtp://user:pass@host:port (STARTTLS when offered) or smtps:// (TLS from the start). */
function smtpOptions(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? {
          user: decodeURIComponent(parsed.username),
          pass: decodeURIComponent(parsed.password),
        }
      : undefined,
    ...SMTP_TIMEOUTS,
  };
}

/**
 * The outgoing mail channel. Without SMTP_URL every mail stays in mail_outbox (admins read it
 * there). Logs carry the outbox id and subject only: bodies hold single-use tokens and are
 * never logged.
 */
export function createMailer(deps: {
  db: Database;
  config: Pick<Config, 'smtpUrl' | 'publicUrl' | 'brandName'>;
  logger?: Pick<Logger, 'info' | 'warn'>;
}): Mailer {
  const { db, config, logger } = deps;
  const from = `"${config.brandName.replace(/["\\\r\n]/g, '')}" <no-reply@${new URL(config.publicUrl).hostname}>`;
  let transport: Transporter | null = null;
  const transportFor = (url: string) =>
    (transport ??= nodemailer.createTransport(smtpOptions(url), { from }));

  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          clientId: message.clientId ?? DEFAULT_CLIENT_ID,
          toAddress: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!config.smtpUrl) {
        logger?.info({ mailId: row.id, subject: message.subject }, 'mail stored in outbox');
        return { id: row.id, delivered: false };
      }
      try {
        await transportFor(config.smtpUrl).sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        logger?.info({ mailId: row.id, subject: message.subject }, 'mail sent');
        return { id: row.id, delivered: true };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await db
          .update(mailOutbox)
          .set({ error: error.slice(0, 1000) })
          .where(eq(mailOutbox.id, row.id));
        logger?.warn({ mailId: row.id, error }, 'mail delivery failed; kept in outbox');
        return { id: row.id, delivered: false };
      }
    },
    close() {
      transport?.close();
      transport = null;
    },
  };
}
