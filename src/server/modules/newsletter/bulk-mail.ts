import { escapeHtml } from '../../../contracts/markdown.js';
import { MAIL_LIST_LABELS, type MailList } from '../../../contracts/newsletter.js';
import type { MailMessage } from '../../lib/mail.js';
import { mailLayout } from '../../lib/mail-html.js';
import type { ListTokens } from './list-tokens.js';

export interface BulkMailSettings {
  publicUrl: string;
  brandName: string;
  /** The mailto: of List-Unsubscribe goes here (read by the operator). */
  supportEmail: string;
  tokens: ListTokens;
}

export interface BulkMailInput {
  clientId: number;
  to: string;
  list: MailList;
  subject: string;
  /** Plain-text body, without the footer. */
  text: string;
  /** HTML body fragment (already safe), without the footer. */
  html: string;
  campaignId?: number;
  dedupeKey?: string;
}

/** The visible unsubscribe page and the one-click address (RFC 8058) for a recipient. */
export function unsubscribeLinks(
  settings: BulkMailSettings,
  clientId: number,
  list: MailList,
  to: string,
) {
  const token = settings.tokens.sign({ clientId, list, address: to });
  return {
    token,
    page: `${settings.publicUrl}/unsubscribe?token=${token}`,
    oneClick: `${settings.publicUrl}/api/unsubscribe?token=${token}`,
    mailto: `mailto:${settings.supportEmail}?subject=${encodeURIComponent(`unsubscribe ${list} ${to}`)}`,
  };
}

/**
 * A newsletter or notification mail: HTML and text parts with a visible unsubscribe link, and
 * the headers Gmail and Yahoo require of bulk senders: List-Unsubscribe with an https URL and a
 * mailto, and List-Unsubscribe-Post: List-Unsubscribe=One-Click (RFC 8058).
 */
export function bulkMail(settings: BulkMailSettings, input: BulkMailInput): MailMessage {
  const links = unsubscribeLinks(settings, input.clientId, input.list, input.to);
  const why = `You get this e-mail as ${input.to} receives ${MAIL_LIST_LABELS[input.list]} from ${settings.brandName}.`;
  return {
    clientId: input.clientId,
    to: input.to,
    subject: input.subject,
    category: 'bulk',
    campaignId: input.campaignId,
    dedupeKey: input.dedupeKey,
    text: `${input.text.trim()}\n\n--\n${why}\nUnsubscribe with one click: ${links.page}\n`,
    html: mailLayout(
      settings.brandName,
      input.html,
      `${escapeHtml(why)} <a href="${escapeHtml(links.page)}" style="color:#1d4ed8">Unsubscribe</a>`,
    ),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>, <${links.mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
