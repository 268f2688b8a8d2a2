import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import { DEFAULT_CLIENT_ID, type MailCategory } from '../db/schema/index.js';
import { insertMail, insertMailsOnce } from './mail-repository.js';

export interface MailMessage {
  /** Tenant the mail is sent for; default client 1. */
  clientId?: number;
  to: string;
  subject: string;
  /** The plain-text part (always sent). */
  text: string;
  /** The HTML part, when the mail has one. */
  html?: string;
  /** bulk: newsletters and notifications (delivered after transactional mail). */
  category?: MailCategory;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post for bulk mail. */
  headers?: Record<string, string>;
  campaignId?: number;
  /**
   * Unique per client: a second mail with the same key is never queued (see sendOnce). E.g.
   * `campaign:7:ann@example.com`, `scan-summary:2026-W48:12`.
   */
  dedupeKey?: string;
}

export interface QueuedMail {
  /** mail_outbox row id. */
  id: number;
}

export interface Mailer {
  /**
   * Writes the mail to mail_outbox through `db`: pass the transaction of the change that causes
   * the mail, so the change and its mail commit (or roll back) together. Delivery is the job
   * "mail.outbox" (lib/mail-worker.ts); without SMTP_URL the mail stays queued in the outbox, where
   * admins read it. Throws only when the insert fails (a dedupeKey conflict included).
   */
  send(message: MailMessage, db?: Database): Promise<QueuedMail>;
  /**
   * Queues the mail unless one with the same dedupeKey (same client) was ever queued: then
   * null. Concurrent callers with one key queue exactly one mail.
   */
  sendOnce(message: MailMessage & { dedupeKey: string }, db?: Database): Promise<QueuedMail | null>;
  /**
   * Queues many mails in one statement; mails whose dedupeKey was ever queued are skipped.
   * Answers how many were queued.
   */
  sendMany(messages: MailMessage[], db?: Database): Promise<number>;
  /** Makes the delivery job due now (after a commit), so the mail leaves at once. */
  wake(): void;
  /** Called by wake(); the delivery's registration (registerMailDelivery) sets it. */
  onWake: (() => void) | null;
}

function rowOf(message: MailMessage) {
  return {
    clientId: message.clientId ?? DEFAULT_CLIENT_ID,
    toAddress: message.to,
    subject: oneLine(message.subject).slice(0, 255),
    text: message.text,
    html: message.html ?? null,
    category: message.category ?? 'transactional',
    headers: message.headers ?? null,
    campaignId: message.campaignId ?? null,
    dedupeKey: message.dedupeKey ?? null,
  } as const;
}

/** Subjects are header values: no line breaks from anyone's input. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/**
 * The outgoing mail channel: an insert into mail_outbox. Logs carry the outbox id and subject
 * only: bodies hold single-use tokens and are never logged.
 */
export function createMailer(deps: { db: Database; logger?: Pick<Logger, 'info'> }): Mailer {
  const { logger } = deps;
  const mailer: Mailer = {
    onWake: null,
    wake() {
      mailer.onWake?.();
    },
    async send(message, db = deps.db) {
      const id = await insertMail(db, rowOf(message));
      logger?.info({ mailId: id, subject: message.subject }, 'mail queued in outbox');
      if (db === deps.db) mailer.wake();
      return { id };
    },
    async sendMany(messages, db = deps.db) {
      let queued = 0;
      // Batches keep each statement's parameter count well under PostgreSQL's limit.
      for (let i = 0; i < messages.length; i += 500) {
        queued += (await insertMailsOnce(db, messages.slice(i, i + 500).map(rowOf))).length;
      }
      if (queued > 0 && db === deps.db) mailer.wake();
      return queued;
    },
    async sendOnce(message, db = deps.db) {
      const [id] = await insertMailsOnce(db, [rowOf(message)]);
      if (id === undefined) return null;
      if (db === deps.db) mailer.wake();
      return { id };
    },
  };
  return mailer;
}
