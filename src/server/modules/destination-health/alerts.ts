import { escapeHtml } from '../../../contracts/escape-html.js';
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
    const label = code.name.trim() || code.short_code;
    const shortUrl = `${settings.publicUrl}/d/${code.short_code}`;
    const dashboard = `${settings.publicUrl}/`;
    const e = escapeHtml;
    const base = {
      clientId: Number(code.client_id),
      to: code.username,
      list: 'broken-links' as const,
    };
    if (told === 'ok') {
      return bulkMail(settings, {
        ...base,
        subject: `Your QR code "${label}" works again`,
        text:
          `The destination of your dynamic QR code "${label}" (${shortUrl}) answers again.\n\n` +
          `Destination: ${code.destination}\n`,
        html:
          `<p>The destination of your dynamic QR code “${e(label)}” (${e(shortUrl)}) answers again.</p>` +
          `<p>Destination: ${e(code.destination)}</p>`,
      });
    }
    const since = code.broken_since ? new Date(code.broken_since).toUTCString() : '';
    const why = code.detail ?? 'The destination does not answer';
    const fallback = code.fallback_url;
    const link = fallback
      ? `${settings.publicUrl}/destination-health/switch?token=${this.deps.links.sign({
          codeId,
          fallbackUrl: fallback,
          expiresAt: this.deps.now().getTime() + FALLBACK_LINK_TTL_MS,
        })}`
      : null;
    const next = link
      ? {
          text: `Send scanners to the code's fallback (${fallback}) with one click; the link works for 7 days:\n${link}\n`,
          html: `<p><a href="${e(link)}" style="color:#1d4ed8">Switch to the fallback</a> (${e(fallback ?? '')}); the link works for 7 days.</p>`,
        }
      : {
          text: `This code has no fallback URL. To send scanners elsewhere, edit its destination in your dashboard: ${dashboard}\n`,
          html: `<p>This code has no fallback URL. To send scanners elsewhere, <a href="${e(dashboard)}" style="color:#1d4ed8">edit its destination in your dashboard</a>.</p>`,
        };
    return bulkMail(settings, {
      ...base,
      subject: `Your QR code "${label}" leads to a broken page`,
      text:
        `The destination of your dynamic QR code "${label}" (${shortUrl}) is broken since ${since}: ${why}.\n\n` +
        `Destination: ${code.destination}\n\n${next.text}`,
      html:
        `<p>The destination of your dynamic QR code “${e(label)}” (${e(shortUrl)}) is broken since ${e(since)}: ${e(why)}.</p>` +
        `<p>Destination: ${e(code.destination)}</p>${next.html}`,
    });
  }
}
