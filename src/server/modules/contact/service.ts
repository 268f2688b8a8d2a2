import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  INQUIRY_TYPE_LABELS,
  contactRequestSchema,
  type ContactValues,
} from '../../../contracts/contact.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError, firstFieldMessage } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail.js';
import { mailLayout, textToMailHtml } from '../../lib/mail-html.js';
import { hitHourlyPerIpAndAddress, type SharedLimits } from '../../lib/shared-limits.js';
import { insertContactMessage } from './repository.js';

export interface ContactServiceDeps {
  db: Database;
  config: Pick<Config, 'supportEmail' | 'brandName'>;
  mailer: Pick<Mailer, 'send' | 'wake'>;
  limits: Pick<SharedLimits, 'hit'>;
}

export interface ContactSender {
  ip: string;
  clientId: number;
}

/** What happened to a submitted message. */
export type ContactOutcome =
  | { kind: 'stored'; messageId: number; mailId: number }
  /** The honeypot was filled: answered like a success, nothing kept or mailed. */
  | { kind: 'ignored' };

function validationError(issues: readonly { path: PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return new AppError(400, 'VALIDATION_FAILED', firstFieldMessage(fields), fields);
}

/** Header-safe single line: mail subjects must not carry line breaks from visitors. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ').trim();
}

/**
 * The contact form (spec 001 §2 Contact, §5, §7): validates a message, counts it against the
 * per-address and per-IP hourly limits (shared by every app process), stores it in
 * contact_messages and mails it to SUPPORT_EMAIL through the outbox.
 */
export class ContactService {
  constructor(private readonly deps: ContactServiceDeps) {}

  async submit(body: unknown, sender: ContactSender): Promise<ContactOutcome> {
    const parsed = contactRequestSchema.safeParse(
      typeof body === 'object' && body !== null ? body : {},
    );
    if (!parsed.success) throw validationError(parsed.error.issues);
    const values = parsed.data;
    if (values[CONTACT_HONEYPOT_FIELD]?.trim()) return { kind: 'ignored' };

    const address = values.email.toLowerCase();
    await hitHourlyPerIpAndAddress(this.deps.limits, {
      scope: 'contact',
      ip: sender.ip,
      clientId: sender.clientId,
      address,
      perIpPerHour: CONTACT_LIMITS.perIpPerHour,
      perAddressPerHour: CONTACT_LIMITS.perAddressPerHour,
      code: 'TOO_MANY_MESSAGES',
      message: CONTACT_MESSAGES.tooMany,
    });

    // The message and its mail commit together: never a message without its mail, or a mail
    // about a message that was not kept.
    const { messageId, mail } = await this.deps.db.transaction(async (tx) => {
      const messageId = await insertContactMessage(tx, sender.clientId, values);
      const mail = await this.deps.mailer.send(
        {
          clientId: sender.clientId,
          to: this.deps.config.supportEmail,
          subject: oneLine(`[${this.deps.config.brandName} contact] ${values.subject}`).slice(
            0,
            255,
          ),
          text: mailText(messageId, values),
          // The visitor's words are escaped: the HTML part can hold no markup of theirs.
          html: mailLayout(this.deps.config.brandName, textToMailHtml(mailText(messageId, values))),
        },
        tx,
      );
      return { messageId, mail };
    });
    this.deps.mailer.wake();
    return { kind: 'stored', messageId, mailId: mail.id };
  }
}

function mailText(id: number, values: ContactValues): string {
  return [
    `Contact message #${id}`,
    `From: ${oneLine(values.name)} <${values.email}>`,
    `Type: ${INQUIRY_TYPE_LABELS[values.inquiryType]}`,
    `Subject: ${oneLine(values.subject)}`,
    '',
    values.message,
    '',
    `Reply to ${values.email} to answer.`,
  ].join('\n');
}
