import { createHash, randomBytes } from 'node:crypto';
import { createTranslator } from '../../../contracts/i18n/format.js';
import { newsletterMailMessages } from '../../../contracts/i18n/catalogues/newsletter-mail/index.js';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/i18n/locales.js';
import { escapeHtml } from '../../../contracts/markdown.js';
import {
  NEWSLETTER_LIMITS,
  NEWSLETTER_MESSAGES,
  newsletterSignupSchema,
  tokenSchema,
  type MailList,
  type MailPreferences,
  type UnsubscribeInfo,
} from '../../../contracts/newsletter.js';
import type { Database } from '../../db/client.js';
import { AppError, firstFieldMessage } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mail.js';
import type { MailBrand, MailBrands } from '../../lib/mail-brand.js';
import { mailLayout } from '../../lib/mail-html.js';
import { hitHourlyPerIpAndAddress, type SharedLimits } from '../../lib/shared-limits.js';
import type { ListMember, ListTokens } from './list-tokens.js';
import * as repo from './repository.js';

const HOUR_MS = 60 * 60_000;

export interface SubscriptionDeps {
  db: Database;
  mailer: Pick<Mailer, 'send' | 'wake'>;
  limits: Pick<SharedLimits, 'hit'>;
  tokens: ListTokens;
  /** The brand of each client's mail: the confirmation speaks in it and links to its host. */
  brands: MailBrands;
  now?: () => Date;
}

function validation(issues: readonly { path: PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return new AppError(400, 'VALIDATION_FAILED', firstFieldMessage(fields), fields);
}

function asRecord(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The newsletter's subscriptions (double opt-in) and everyone's mail choices: the footer's
 * signup, the mailed confirmation, the one-click unsubscribe of every bulk list, and a signed-in
 * user's preferences.
 */
export class NewsletterSubscriptions {
  constructor(private readonly deps: SubscriptionDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * POST /api/newsletter-signup: the same answer for a new, pending, confirmed or unsubscribed
   * address (no enumeration). New, pending and unsubscribed addresses get a confirmation link;
   * newsletters go only to confirmed ones. 429 past the per-IP or per-address hourly limits
   * (counted before the address is looked up, so they reveal nothing either).
   */
  async signup(
    body: unknown,
    sender: { ip: string; clientId: number; locale?: Locale },
  ): Promise<void> {
    const parsed = newsletterSignupSchema.safeParse(asRecord(body));
    if (!parsed.success) throw validation(parsed.error.issues);
    const address = parsed.data.email.toLowerCase();
    await hitHourlyPerIpAndAddress(this.deps.limits, {
      scope: 'newsletter',
      ip: sender.ip,
      clientId: sender.clientId,
      address,
      perIpPerHour: NEWSLETTER_LIMITS.perIpPerHour,
      perAddressPerHour: NEWSLETTER_LIMITS.perAddressPerHour,
      code: 'TOO_MANY_SIGNUPS',
      message: NEWSLETTER_MESSAGES.tooMany,
    });
    await this.askConfirmation(sender.clientId, address, sender.locale ?? DEFAULT_LOCALE);
  }

  /** Pending (new or again) with a fresh link mailed in the same transaction; confirmed: nothing. */
  private async askConfirmation(clientId: number, address: string, locale: Locale): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    const expiresAt = new Date(this.now().getTime() + NEWSLETTER_LIMITS.confirmTtlMs);
    // Read before the transaction: on the embedded database an outside query would wait for it.
    const brand = await this.deps.brands.of(clientId);
    const mailed = await this.deps.db.transaction(async (tx) => {
      const inserted = await repo.insertPending(tx, { clientId, address, tokenHash, expiresAt });
      if (!inserted) {
        const row = await repo.findSubscription(tx, clientId, address, { forUpdate: true });
        if (!row || row.status === 'confirmed') return false;
        await repo.renewPending(tx, row.id, { tokenHash, expiresAt });
      }
      await this.deps.mailer.send(
        { clientId, to: address, ...this.confirmationMail(token, brand, locale) },
        tx,
      );
      return true;
    });
    if (mailed) this.deps.mailer.wake();
  }

  private confirmationMail(token: string, { name: brandName, origin }: MailBrand, locale: Locale) {
    const { t } = createTranslator(newsletterMailMessages, locale);
    const link = `${origin}/newsletter/confirm?token=${token}`;
    const days = NEWSLETTER_LIMITS.confirmTtlMs / (24 * HOUR_MS);
    const intro = t('intro', { brand: brandName });
    const expiry = t('expiry', { days });
    return {
      subject: t('subject'),
      text: [intro, t('confirmHere'), link, '', expiry].join('\n'),
      html: mailLayout(
        brandName,
        `<p>${escapeHtml(intro)}</p>` +
          `<p><a href="${escapeHtml(link)}">${escapeHtml(t('confirmLink'))}</a></p>` +
          `<p>${escapeHtml(expiry)}</p>`,
      ),
    };
  }

  /** POST /api/newsletter/confirm { token }: the address, now confirmed; 400 for a bad link. */
  async confirm(body: unknown): Promise<{ address: string }> {
    const parsed = tokenSchema.safeParse(asRecord(body));
    const address = parsed.success
      ? await repo.confirmByToken(this.deps.db, hashToken(parsed.data.token), this.now())
      : null;
    if (!address) {
      throw new AppError(400, 'INVALID_CONFIRMATION_LINK', NEWSLETTER_MESSAGES.confirmInvalid);
    }
    return { address };
  }

  private member(token: unknown): ListMember {
    const member = typeof token === 'string' ? this.deps.tokens.verify(token) : null;
    if (!member) {
      throw new AppError(400, 'INVALID_UNSUBSCRIBE_LINK', NEWSLETTER_MESSAGES.unsubscribeInvalid);
    }
    return member;
  }

  /** GET /api/unsubscribe/info?token=: what the link is for and whether it still applies. */
  async info(token: unknown): Promise<UnsubscribeInfo> {
    const member = this.member(token);
    return { address: member.address, list: member.list, subscribed: await this.gets(member) };
  }

  /** Leaves (or, `subscribed` true, rejoins) the token's list. Idempotent; no sign-in needed. */
  async setMembership(token: unknown, subscribed: boolean): Promise<UnsubscribeInfo> {
    const member = this.member(token);
    const { db } = this.deps;
    const now = this.now();
    if (member.list === 'newsletter') {
      await repo.setSubscribed(db, member.clientId, member.address, subscribed, now);
    } else {
      const user = await repo.findLiveUserByAddress(db, member.clientId, member.address);
      if (user) {
        await repo.upsertPreferences(
          db,
          user.id,
          user.clientId,
          { [key(member.list)]: subscribed },
          now,
        );
      }
    }
    return { address: member.address, list: member.list, subscribed: await this.gets(member) };
  }

  private async gets(member: ListMember): Promise<boolean> {
    const { db } = this.deps;
    if (member.list === 'newsletter') {
      const row = await repo.findSubscription(db, member.clientId, member.address);
      return row?.status === 'confirmed';
    }
    const user = await repo.findLiveUserByAddress(db, member.clientId, member.address);
    if (!user) return false;
    const prefs = await repo.findPreferences(db, user.id);
    // Admin-sent scan summaries go unless refused, so an unchosen one counts as subscribed here.
    if (member.list === 'scan-summary') return prefs?.scanSummary !== false;
    return preferencesOf(prefs, false)[key(member.list)];
  }

  /** GET /api/account/mail-preferences for the signed-in user. */
  async preferences(user: { id: number; clientId: number; username: string }) {
    const { db } = this.deps;
    const [row, prefs] = await Promise.all([
      repo.findSubscription(db, user.clientId, user.username),
      repo.findPreferences(db, user.id),
    ]);
    return {
      ...preferencesOf(prefs, row?.status === 'confirmed'),
      newsletterPending: row?.status === 'pending',
    };
  }

  /**
   * PUT /api/account/mail-preferences. Turning the newsletter on for a verified address
   * confirms it at once; for an unverified one it mails a confirmation link (double opt-in).
   */
  async updatePreferences(
    user: {
      id: number;
      clientId: number;
      username: string;
      emailVerified: boolean;
      locale?: Locale;
    },
    values: MailPreferences,
  ) {
    const { db } = this.deps;
    const now = this.now();
    await repo.upsertPreferences(
      db,
      user.id,
      user.clientId,
      {
        scanSummary: values.scanSummary,
        pauseReminders: values.pauseReminders,
        announcements: values.announcements,
        brokenLinkAlerts: values.brokenLinkAlerts,
      },
      now,
    );
    const current = await repo.findSubscription(db, user.clientId, user.username);
    const isOn = current?.status === 'confirmed';
    if (values.newsletter && !isOn) {
      if (user.emailVerified) await repo.setSubscribed(db, user.clientId, user.username, true, now);
      else if (current?.status !== 'pending')
        await this.askConfirmation(user.clientId, user.username, user.locale ?? DEFAULT_LOCALE);
    } else if (!values.newsletter && current && current.status !== 'unsubscribed') {
      await repo.setSubscribed(db, user.clientId, user.username, false, now);
    }
    return this.preferences(user);
  }
}

type PreferenceKey = 'scanSummary' | 'pauseReminders' | 'announcements' | 'brokenLinkAlerts';

function key(list: Exclude<MailList, 'newsletter'>): PreferenceKey {
  return list === 'scan-summary'
    ? 'scanSummary'
    : list === 'pause-reminders'
      ? 'pauseReminders'
      : list === 'broken-links'
        ? 'brokenLinkAlerts'
        : 'announcements';
}

/** The effective choices; scanSummary shows on only when chosen (the weekly one is opt-in). */
export function preferencesOf(
  prefs: repo.PreferenceRow | null,
  newsletter: boolean,
): MailPreferences {
  return {
    newsletter,
    scanSummary: prefs?.scanSummary === true,
    pauseReminders: prefs?.pauseReminders ?? true,
    announcements: prefs?.announcements ?? true,
    brokenLinkAlerts: prefs?.brokenLinkAlerts ?? true,
  };
}
