import { escapeHtml } from '../../../contracts/escape-html.js';
import { renderMarkdown } from '../../../contracts/markdown.js';
import {
  NEWSLETTER_MESSAGES,
  sendNewsletterSchema,
  type CampaignSummary,
  type NewsletterStats,
  type NotificationResult,
} from '../../../contracts/newsletter.js';
import { countOf } from '../../../contracts/plural.js';
import { bulkMailMessages } from '../../../contracts/i18n/catalogues/bulk-mail/index.js';
import { createTranslator } from '../../../contracts/i18n/format.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../contracts/i18n/locales.js';
import type { Database, DbExecutor } from '../../db/client.js';
import type { CampaignKind } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Mailer, MailMessage } from '../../lib/mail.js';
import type { MailBrands } from '../../lib/mail-brand.js';
import { recordAdminAudit } from '../admin/index.js';
import { bulkMail, type BulkMailSettings } from './bulk-mail.js';
import * as repo from './campaigns-repository.js';

const DAY_MS = 24 * 60 * 60_000;

export interface Admin {
  id: number;
  clientId: number;
  username: string;
}

export interface CampaignDeps {
  db: Database;
  mailer: Pick<Mailer, 'sendMany' | 'wake'>;
  settings: BulkMailSettings;
  /**
   * The brand of each client's mail: a white-label client's users get its name and links to
   * its host (where their codes and sessions live).
   */
  brands: MailBrands;
  now?: () => Date;
}

/** A newsletter recipient: the address and its account's language (English for none). */
interface Recipient {
  email: string;
  locale: Locale;
}

interface CodeLine {
  name: string;
  shortCode: string;
  scans: number;
}

/** ISO 8601 week of a UTC instant, e.g. "2026-W48" (the weekly job's period). */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** An account's language as stored, or English for none (an address that is no account's). */
function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** A user's address, language and their codes in a bulk mail. */
interface UserCodes<T> {
  address: string;
  locale: Locale;
  codes: T[];
}

/**
 * Rows of (user_id, username, locale, code columns...) grouped by user, in row order: user id ->
 * the address, the language and `toCode(row)` of each of the user's rows.
 */
function codesByUser<T>(
  rows: Record<string, string | number>[],
  toCode: (row: Record<string, string | number>) => T,
): Map<number, UserCodes<T>> {
  const byUser = new Map<number, UserCodes<T>>();
  for (const row of rows) {
    const id = Number(row.user_id);
    const entry = byUser.get(id) ?? {
      address: String(row.username),
      locale: localeOf(row.locale),
      codes: [],
    };
    entry.codes.push(toCode(row));
    byUser.set(id, entry);
  }
  return byUser;
}

function codeLabel(code: { name: string; shortCode: string }): string {
  return code.name.trim() || code.shortCode;
}

/**
 * The admin's bulk mail (issue 18 item 4): newsletter campaigns to confirmed subscribers, the
 * welcome, scan-summary and paused-code notifications, and the weekly scan summary. Every mail
 * goes through the outbox with a dedupe key, so a campaign queued again, a double click or two
 * processes running the weekly job never mail anyone twice. Every admin action is written to
 * the audit log in the transaction that queues its mails.
 *
 * Languages (issue 42 item 3): the product's own words in these mails (the footer, the test
 * mark, the newsletter's figures, the welcome, scan-summary and paused-code mails; catalogue
 * bulk-mail) are in the recipient's account language, English for an address that is no
 * account's. The operator's subject and content go out exactly as written, and the campaign
 * records (the operator's list in the English admin screen) keep their English subjects.
 */
export class NewsletterCampaigns {
  constructor(private readonly deps: CampaignDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** GET /api/newsletter/stats: "new" means created in the last 7 days. */
  async stats(clientId: number): Promise<NewsletterStats> {
    const since = new Date(this.now().getTime() - 7 * DAY_MS);
    const row = await repo.clientFigures(this.deps.db, clientId, since);
    return {
      totalUsers: Number(row.total_users),
      newUsers: Number(row.new_users),
      totalQRCodes: Number(row.total_codes),
      newQRCodes: Number(row.new_codes),
      confirmedSubscribers: Number(row.confirmed),
      pendingSubscribers: Number(row.pending),
    };
  }

  /**
   * POST /api/send-newsletter: `test` mails the admin alone (no campaign); otherwise a campaign
   * to every confirmed subscriber. 400 "Please provide both subject and content..." when empty.
   */
  async sendNewsletter(admin: Admin, body: unknown): Promise<NotificationResult> {
    const parsed = sendNewsletterSchema.safeParse(
      typeof body === 'object' && body !== null ? body : {},
    );
    if (!parsed.success) {
      throw new AppError(
        400,
        'VALIDATION_FAILED',
        parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.missingDescription,
      );
    }
    const { subject, content, includeStats, test } = parsed.data;
    if (test) {
      // The test goes to the operator: the "[Test]" mark and the rest in the operator's language.
      const locale = localeOf(await repo.accountLocale(this.deps.db, admin.id));
      const { t } = createTranslator(bulkMailMessages, locale);
      const message = await this.newsletterMail(
        admin.clientId,
        { email: admin.username, locale },
        { subject: t('newsletter.testSubject', { subject }), content, includeStats },
      );
      const queued = await this.deps.mailer.sendMany([message]);
      return {
        successCount: queued,
        totalUsers: 1,
        campaignId: null,
        message: `A test was queued to ${admin.username}.`,
      };
    }
    const subscribers = await this.confirmedSubscribers(admin.clientId);
    const prepared = await this.newsletterMails(admin.clientId, subscribers, {
      subject,
      content,
      includeStats,
    });
    const { campaignId, queued } = await this.campaignWithMails(
      {
        clientId: admin.clientId,
        kind: 'newsletter',
        subject,
        content,
        includeStats,
        createdBy: admin.id,
      },
      (id) => prepared.map((m) => ({ ...m, campaignId: id, dedupeKey: `campaign:${id}:${m.to}` })),
      async (tx, id, count) => {
        await this.audit(tx, admin, 'newsletter.send', `campaign ${id}`, { subject });
        await this.audit(tx, admin, 'newsletter.queue', `campaign ${id}`, { queued: count });
      },
    );
    return {
      successCount: queued,
      totalUsers: subscribers.length,
      campaignId,
      message: `${countOf(queued, 'mail')} queued to ${countOf(subscribers.length, 'confirmed subscriber')}.`,
    };
  }

  private async confirmedSubscribers(clientId: number): Promise<Recipient[]> {
    const rows = await repo.confirmedSubscribers(this.deps.db, clientId);
    return rows.map((r) => ({ email: r.email, locale: localeOf(r.locale) }));
  }

  /** The newsletter to each recipient (without campaign id or dedupe key yet). */
  private async newsletterMails(
    clientId: number,
    recipients: Recipient[],
    campaign: { subject: string; content: string; includeStats: boolean },
  ): Promise<MailMessage[]> {
    const messages: MailMessage[] = [];
    for (const recipient of recipients) {
      messages.push(await this.newsletterMail(clientId, recipient, campaign));
    }
    return messages;
  }

  /**
   * POST /api/newsletter/campaigns/:id/send: queues the campaign to confirmed subscribers who
   * have not had it (new confirmations since, say); those who had it are skipped.
   */
  async queueNewsletter(admin: Admin, campaignId: number): Promise<NotificationResult> {
    const campaign = await repo.findClientCampaign(this.deps.db, admin.clientId, campaignId);
    if (!campaign || campaign.kind !== 'newsletter') throw notFound('No such campaign');
    const subscribers = await this.confirmedSubscribers(admin.clientId);
    const messages = (await this.newsletterMails(admin.clientId, subscribers, campaign)).map(
      (m) => ({ ...m, campaignId, dedupeKey: `campaign:${campaignId}:${m.to}` }),
    );
    const queued = await this.queueCampaignMails(admin, campaignId, messages, 'newsletter.queue');
    return {
      successCount: queued,
      totalUsers: subscribers.length,
      campaignId,
      message: `${countOf(queued, 'mail')} queued to ${countOf(subscribers.length, 'confirmed subscriber')}.`,
    };
  }

  private async queueCampaignMails(
    admin: Admin | null,
    campaignId: number,
    messages: MailMessage[],
    action: string,
  ): Promise<number> {
    const queued = await this.deps.db.transaction(async (tx) => {
      const count = await this.deps.mailer.sendMany(messages, tx);
      await repo.addCampaignRecipients(tx, campaignId, count);
      if (admin) await this.audit(tx, admin, action, `campaign ${campaignId}`, { queued: count });
      return count;
    });
    this.deps.mailer.wake();
    return queued;
  }

  /** The mail settings for a client's users: its name and host in place of ours. */
  private settingsFor(clientId: number): Promise<BulkMailSettings> {
    return this.deps.brands.applyTo(this.deps.settings, clientId);
  }

  /**
   * The operator's newsletter to one recipient: subject and content as written; the figures
   * block (includeStats) and the footer in the recipient's language.
   */
  private async newsletterMail(
    clientId: number,
    recipient: Recipient,
    campaign: { subject: string; content: string; includeStats: boolean },
  ): Promise<MailMessage> {
    const settings = await this.settingsFor(clientId);
    let text = campaign.content;
    let html = renderMarkdown(campaign.content, { baseUrl: settings.publicUrl });
    if (campaign.includeStats) {
      const { t } = createTranslator(bulkMailMessages, recipient.locale);
      const stats = await this.stats(clientId);
      const heading = t('newsletter.statsHeading', { brand: settings.brandName });
      const lines = [
        t('newsletter.statsUsers', { total: stats.totalUsers, fresh: stats.newUsers }),
        t('newsletter.statsCodes', { total: stats.totalQRCodes, fresh: stats.newQRCodes }),
      ];
      text += `\n\n${heading}\n${lines.join('\n')}`;
      html +=
        `<h2 style="font-size:16px">${escapeHtml(heading)}</h2><ul>` +
        lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('') +
        `</ul>`;
    }
    return bulkMail(settings, {
      clientId,
      to: recipient.email,
      locale: recipient.locale,
      list: 'newsletter',
      subject: campaign.subject,
      text,
      html,
    });
  }

  /** GET /api/newsletter/campaigns: newest first, with each campaign's outbox progress. */
  async campaigns(clientId: number, limit = 50): Promise<CampaignSummary[]> {
    const rows = await repo.campaignSummaries(this.deps.db, clientId, limit);
    return rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind as CampaignKind,
      subject: String(r.subject),
      createdAt: new Date(r.created_at as string | Date).toISOString(),
      createdBy: (r.created_by as string | null) ?? null,
      recipients: Number(r.recipients),
      queued: Number(r.queued),
      sent: Number(r.sent),
      failed: Number(r.failed),
    }));
  }

  /**
   * Creates a campaign and queues its mails in one transaction, so a campaign exists only with
   * every one of its mails in the outbox (issue 18 item 1). `mailsFor` stamps the prepared
   * messages with the new campaign's id; it must not query (on the embedded database a query
   * outside the open transaction would wait for it). `audit` records the admin's action.
   */
  private async campaignWithMails(
    values: Parameters<typeof repo.insertCampaign>[1],
    mailsFor: (campaignId: number) => MailMessage[],
    audit: (tx: DbExecutor, campaignId: number, queued: number) => Promise<void>,
  ): Promise<{ campaignId: number; queued: number }> {
    const result = await this.deps.db.transaction(async (tx) => {
      const campaignId = await repo.insertCampaign(tx, values);
      const queued = await this.deps.mailer.sendMany(mailsFor(campaignId), tx);
      await repo.setCampaignRecipients(tx, campaignId, queued);
      await audit(tx, campaignId, queued);
      return { campaignId, queued };
    });
    this.deps.mailer.wake();
    return result;
  }

  /**
   * POST /api/send-welcome-to-all: every live user who never had the welcome mail (and did not
   * refuse announcements) gets it, once ever (dedupe key per user).
   */
  async welcomeToAll(admin: Admin): Promise<NotificationResult> {
    const settings = await this.settingsFor(admin.clientId);
    const users = await repo.usersAwaitingWelcome(this.deps.db, admin.clientId);
    // The campaign's record, in the operator's (English) list; each mail in its user's language.
    const subject = `Welcome to ${settings.brandName}`;
    const brand = settings.brandName;
    const prepared = users.map((u) => {
      const locale = localeOf(u.locale);
      const { t } = createTranslator(bulkMailMessages, locale);
      const codes = `${settings.publicUrl}/`;
      return {
        ...bulkMail(settings, {
          clientId: admin.clientId,
          to: u.username,
          locale,
          list: 'announcements',
          subject: t('welcome.subject', { brand }),
          text: [
            t('welcome.greeting', { brand }),
            t('welcome.body'),
            t('welcome.codesText', { link: codes }),
          ].join('\n\n'),
          html:
            `<p>${escapeHtml(t('welcome.greeting', { brand }))}</p>` +
            `<p>${escapeHtml(t('welcome.body'))}</p>` +
            `<p><a href="${escapeHtml(codes)}">${escapeHtml(t('welcome.codesLink'))}</a></p>`,
        }),
        dedupeKey: `welcome:${Number(u.id)}`,
      };
    });
    const { campaignId, queued } = await this.campaignWithMails(
      { clientId: admin.clientId, kind: 'welcome', subject, createdBy: admin.id },
      (id) => prepared.map((m) => ({ ...m, campaignId: id })),
      (tx, id, count) =>
        this.audit(tx, admin, 'notify.welcome', `campaign ${id}`, { queued: count }),
    );
    return {
      successCount: queued,
      totalUsers: users.length,
      campaignId,
      message: `Welcome mail queued to ${countOf(queued, 'user')}.`,
    };
  }

  /** Each live user's live dynamic codes with their human scans of the last 7 days. */
  private async scanLines(
    clientId: number | null,
    onlyUsers: 'not-refused' | 'opted-in',
  ): Promise<Map<number, UserCodes<CodeLine>>> {
    const since = new Date(this.now().getTime() - 7 * DAY_MS);
    // Rollups hold events up to rolled_up_to; newer events are counted from scan_events (the
    // analytics module's rule, so the numbers match its charts). Slots are 15 minutes.
    const slotSince = new Date(Math.floor(since.getTime() / 900_000) * 900_000);
    const rows = await repo.scanLineRows(this.deps.db, clientId, onlyUsers, since, slotSince);
    return codesByUser(rows, (r) => ({
      name: String(r.name),
      shortCode: String(r.short_code),
      scans: Number(r.scans),
    }));
  }

  /** The scan summary of one user's codes, in the user's language. */
  private scanSummaryMail(
    settings: BulkMailSettings,
    clientId: number,
    user: { address: string; locale: Locale; codes: CodeLine[] },
  ): MailMessage {
    const { t } = createTranslator(bulkMailMessages, user.locale);
    const { codes } = user;
    const total = codes.reduce((n, c) => n + c.scans, 0);
    const analytics = `${settings.publicUrl}/analytics`;
    return bulkMail(settings, {
      clientId,
      to: user.address,
      locale: user.locale,
      list: 'scan-summary',
      subject: t('scans.subject', { total }),
      text:
        `${t('scans.intro')}\n\n` +
        codes
          .map((c) =>
            t('scans.line', {
              label: codeLabel(c),
              link: `${settings.publicUrl}/d/${c.shortCode}`,
              count: c.scans,
            }),
          )
          .join('\n') +
        `\n\n${t('scans.total', { total })}\n${t('scans.detailsText', { link: analytics })}`,
      html:
        `<p>${escapeHtml(t('scans.intro'))}</p><table style="border-collapse:collapse">` +
        codes
          .map(
            (c) =>
              `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(codeLabel(c))}</td>` +
              `<td style="padding:4px 0;text-align:right">${escapeHtml(t('scans.count', { count: c.scans }))}</td></tr>`,
          )
          .join('') +
        `</table><p>${escapeHtml(t('scans.total', { total }))}. ` +
        `<a href="${escapeHtml(analytics)}">${escapeHtml(t('scans.detailsLink'))}</a></p>`,
    });
  }

  /**
   * POST /api/send-scan-notifications: each user with dynamic codes (who did not refuse scan
   * summaries) gets the last 7 days' scans per code; users without dynamic codes are skipped.
   */
  async scanNotifications(admin: Admin): Promise<NotificationResult> {
    const byUser = await this.scanLines(admin.clientId, 'not-refused');
    const settings = await this.settingsFor(admin.clientId);
    const prepared = [...byUser].map(([userId, user]) => ({
      userId,
      mail: this.scanSummaryMail(settings, admin.clientId, user),
    }));
    const { campaignId, queued } = await this.campaignWithMails(
      {
        clientId: admin.clientId,
        kind: 'scan-summary',
        subject: 'Your QR code scans this week',
        createdBy: admin.id,
      },
      (id) =>
        prepared.map(({ userId, mail }) => ({
          ...mail,
          campaignId: id,
          dedupeKey: `scan-summary:${id}:${userId}`,
        })),
      (tx, id, count) => this.audit(tx, admin, 'notify.scans', `campaign ${id}`, { queued: count }),
    );
    return {
      successCount: queued,
      totalUsers: byUser.size,
      campaignId,
      message: `Scan summaries queued to ${countOf(queued, 'user')}.`,
    };
  }

  /** POST /api/send-pause-notifications: users with paused codes get a reminder listing them. */
  async pauseNotifications(admin: Admin): Promise<NotificationResult> {
    const settings = await this.settingsFor(admin.clientId);
    const rows = await repo.pausedCodeRows(this.deps.db, admin.clientId);
    const byUser = codesByUser(rows, (r) => ({
      name: String(r.name),
      shortCode: String(r.short_code),
    }));
    // The campaign's record, in the operator's (English) list; each mail in its user's language.
    const subject = 'Reminder: some of your QR codes are paused';
    const dashboard = `${settings.publicUrl}/`;
    const prepared = [...byUser].map(([userId, { address, locale, codes }]) => {
      const { t } = createTranslator(bulkMailMessages, locale);
      return {
        userId,
        mail: bulkMail(settings, {
          clientId: admin.clientId,
          to: address,
          locale,
          list: 'pause-reminders',
          subject: t('paused.subject'),
          text:
            `${t('paused.intro')}\n\n` +
            codes
              .map((c) => `- ${codeLabel(c)} (${settings.publicUrl}/d/${c.shortCode})`)
              .join('\n') +
            `\n\n${t('paused.resumeText', { link: dashboard })}`,
          html:
            `<p>${escapeHtml(t('paused.intro'))}</p><ul>` +
            codes
              .map(
                (c) =>
                  `<li>${escapeHtml(codeLabel(c))} (${escapeHtml(`${settings.publicUrl}/d/${c.shortCode}`)})</li>`,
              )
              .join('') +
            `</ul><p><a href="${escapeHtml(dashboard)}">${escapeHtml(t('paused.resumeLink'))}</a></p>`,
        }),
      };
    });
    const { campaignId, queued } = await this.campaignWithMails(
      { clientId: admin.clientId, kind: 'pause-reminder', subject, createdBy: admin.id },
      (id) =>
        prepared.map(({ userId, mail }) => ({
          ...mail,
          campaignId: id,
          dedupeKey: `pause-reminder:${id}:${userId}`,
        })),
      (tx, id, count) =>
        this.audit(tx, admin, 'notify.paused', `campaign ${id}`, { queued: count }),
    );
    return {
      successCount: queued,
      totalUsers: byUser.size,
      campaignId,
      message: `Pause reminders queued to ${countOf(queued, 'user')}.`,
    };
  }

  /**
   * The automatic weekly scan summary for users who opted in. Runs once per ISO week across
   * every process: the process that records the week in scheduled_job_runs sends; the others
   * find it recorded. Each mail's dedupe key names the week and the user as a second guard.
   * Answers the mails queued, or null when this week's run was already taken.
   */
  async runWeeklyScanSummary(): Promise<number | null> {
    const week = isoWeek(this.now());
    if (!(await repo.claimJobRun(this.deps.db, 'weekly-scan-summary', week))) return null;
    const byUser = await this.scanLines(null, 'opted-in');
    const clientOf = await repo.clientsOfUsers(this.deps.db, [...byUser.keys()]);
    // One campaign per client, created with all of its mails in one transaction.
    const perClient = new Map<
      number,
      { settings: BulkMailSettings; prepared: { userId: number; mail: MailMessage }[] }
    >();
    for (const [userId, user] of byUser) {
      const clientId = clientOf.get(userId) ?? 1;
      let group = perClient.get(clientId);
      if (!group) {
        group = { settings: await this.settingsFor(clientId), prepared: [] };
        perClient.set(clientId, group);
      }
      group.prepared.push({
        userId,
        mail: this.scanSummaryMail(group.settings, clientId, user),
      });
    }
    let queued = 0;
    for (const [clientId, { prepared }] of perClient) {
      const run = await this.campaignWithMails(
        { clientId, kind: 'scan-summary', subject: `Weekly scan summary ${week}`, createdBy: null },
        (id) =>
          prepared.map(({ userId, mail }) => ({
            ...mail,
            campaignId: id,
            dedupeKey: `scan-summary:${week}:${userId}`,
          })),
        async () => undefined,
      );
      queued += run.queued;
    }
    return queued;
  }

  private async audit(
    tx: DbExecutor,
    admin: Admin,
    action: string,
    target: string,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await recordAdminAudit(tx, {
      clientId: admin.clientId,
      actorUserId: admin.id,
      actorEmail: admin.username,
      action,
      target,
      detail,
    });
  }
}
