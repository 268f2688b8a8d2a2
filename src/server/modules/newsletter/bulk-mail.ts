import { escapeHtml } from '../../../contracts/markdown.js';
import type { MailList } from '../../../contracts/newsletter.js';
import {
  bulkMailMessages,
  type BulkMailMessageId,
} from '../../../contracts/i18n/catalogues/bulk-mail/index.js';
import { createTranslator } from '../../../contracts/i18n/format.js';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/i18n/locales.js';
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
  /** The recipient's language, for the footer (English when omitted: not an account's address). */
  locale?: Locale;
}

/** Each list as the footer names it ("… receives {list} from …"). */
const LIST_MESSAGES: Record<MailList, BulkMailMessageId> = {
  newsletter: 'list.newsletter',
  'scan-summary': 'list.scanSummary',
  'pause-reminders': 'list.pauseReminders',
  announcements: 'list.announcements',
  'broken-links': 'list.brokenLinks',
};

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
 * mailto, and List-Unsubscribe-Post: List-Unsubscribe=One-Click (RFC 8058). The footer is in
 * the recipient's language (`input.locale`); subject and body are the caller's, as given.
 */
export function bulkMail(settings: BulkMailSettings, input: BulkMailInput): MailMessage {
  const links = unsubscribeLinks(settings, input.clientId, input.list, input.to);
  const { t } = createTranslator(bulkMailMessages, input.locale ?? DEFAULT_LOCALE);
  const why = t('footer.why', {
    address: input.to,
    list: t(LIST_MESSAGES[input.list]),
    brand: settings.brandName,
  });
  return {
    clientId: input.clientId,
    to: input.to,
    subject: input.subject,
    category: 'bulk',
    campaignId: input.campaignId,
    dedupeKey: input.dedupeKey,
    text: `${input.text.trim()}\n\n--\n${why}\n${t('footer.unsubscribeText', { link: links.page })}\n`,
    html: mailLayout(
      settings.brandName,
      input.html,
      `${escapeHtml(why)} <a href="${escapeHtml(links.page)}" style="color:#1d4ed8">${escapeHtml(t('footer.unsubscribeLink'))}</a>`,
    ),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>, <${links.mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
