import { escapeHtml } from '../../../contracts/escape-html.js';
import { createTranslator } from '../../../contracts/i18n/format.js';
import { healthMailMessages } from '../../../contracts/i18n/catalogues/health-mail/index.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../contracts/i18n/locales.js';
import { detailReason } from './check-destination.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../lib/mail.js';
import { bulkMail, type BulkMailSettings } from '../newsletter/index.js';
import { FALLBACK_LINK_TTL_MS, FallbackLinks } from './fallback-links.js';
import { claimTransition, findAlertedCode, type AlertedCode } from './repository.js';

export interface HealthAlertDeps {
  db: Database;
  mailer: Mailer;
  /** Links, unsubscribe and brand of mail to a client's users (the white-label brand). */
  settingsFor: (clientId: number) => Promise<BulkMailSettings>;
  links: FallbackLinks;
  now: () => Date;
}

/**
 * The owner's mails on a destination's transitions: one when it breaks, one when it works again.
 * destination_health.notified_status is what the owner was last told ('broken' or 'ok'); the
 * transition is claimed by a conditional update in the transaction that queues its mail, so
 * every transition mails once, whichever process and however many checks see it. An owner who
 * turned broken-link alerts off gets no mail, but the transition is recorded all the same.
 */
export class HealthAlerts {
  constructor(private readonly deps: HealthAlertDeps) {}

  /** After a verdict was stored for `codeId`: mails the owner if it crossed broken/working. */
  async afterCheck(
    codeId: number,
    clientId: number,
    status: 'ok' | 'redirected' | 'broken',
  ): Promise<boolean> {
    const told = status === 'broken' ? 'broken' : 'ok';
    // Read before the transaction: on PGlite (one connection) a read outside it would wait for it.
    const settings = await this.deps.settingsFor(clientId);
    const queued = await this.deps.db.transaction(async (tx) => {
      if (!(await claimTransition(tx, codeId, status, told))) return false;
      const code = await findAlertedCode(tx, codeId);
      if (!code || !code.alerts) return false;
      const mail = this.mailOf(settings, codeId, code, told);
      await this.deps.mailer.send(mail, tx);
      return true;
    });
    if (queued) this.deps.mailer.wake();
    return queued;
  }

  private mailOf(
    settings: BulkMailSettings,
    codeId: number,
    code: AlertedCode,
    told: 'broken' | 'ok',
  ) {
    const locale = isLocale(code.locale) ? code.locale : DEFAULT_LOCALE;
    const { t } = createTranslator(healthMailMessages, locale);
    const label = code.name.trim() || code.short_code;
    const shortUrl = `${settings.publicUrl}/d/${code.short_code}`;
    const dashboard = `${settings.publicUrl}/`;
    const e = escapeHtml;
    const base = {
      clientId: Number(code.client_id),
      to: code.username,
      list: 'broken-links' as const,
      // The footer too (bulkMail's) in the member's language.
      locale,
    };
    const destination = t('destination', { destination: code.destination });
    if (told === 'ok') {
      const body = t('okBody', { label, shortUrl });
      return bulkMail(settings, {
        ...base,
        subject: t('okSubject', { label }),
        text: `${body}\n\n${destination}\n`,
        html: `<p>${e(body)}</p><p>${e(destination)}</p>`,
      });
    }
    const since = code.broken_since ? brokenSince(new Date(code.broken_since), locale) : '';
    const reason = detailReason(code.detail);
    const why = t(reason.id, reason.values);
    const fallback = code.fallback_url;
    const days = FALLBACK_LINK_TTL_MS / 86_400_000;
    const link = fallback
      ? `${settings.publicUrl}/destination-health/switch?token=${this.deps.links.sign({
          codeId,
          fallbackUrl: fallback,
          expiresAt: this.deps.now().getTime() + FALLBACK_LINK_TTL_MS,
        })}`
      : null;
    const anchor = (href: string, text: string) =>
      `<a href="${e(href)}" style="color:#1d4ed8">${e(text)}</a>`;
    // HTML: the message is formatted with placeholders, escaped, then the links put in.
    const withLink = (message: string, placeholder: string, html: string) =>
      e(message).replace(placeholder, html);
    const next = link
      ? {
          text: `${t('fallbackText', { fallback: fallback ?? '', days })}\n${link}\n`,
          html: `<p>${withLink(
            t('fallbackHtml', { switch: '\u0000switch\u0000', fallback: fallback ?? '', days }),
            '\u0000switch\u0000',
            anchor(link, t('switchLink')),
          )}</p>`,
        }
      : {
          text: `${t('noFallbackText', { dashboard })}\n`,
          html: `<p>${withLink(
            t('noFallbackHtml', { edit: '\u0000edit\u0000' }),
            '\u0000edit\u0000',
            anchor(dashboard, t('editLink')),
          )}</p>`,
        };
    const body = t('brokenBody', { label, shortUrl, since, why });
    return bulkMail(settings, {
      ...base,
      subject: t('brokenSubject', { label }),
      text: `${body}\n\n${destination}\n\n${next.text}`,
      html: `<p>${e(body)}</p><p>${e(destination)}</p>${next.html}`,
    });
  }
}

/** When the destination broke, in the reader's language, in UTC (the mail has no time zone). */
export function brokenSince(date: Date, locale: Locale): string {
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${when} UTC`;
}
