import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../lib/mail.js';
import type { MailBrand, MailBrands } from '../../lib/mail-brand.js';
import { mailLayout, textToMailHtml } from '../../lib/mail-html.js';
import type { LimitVerdict, SharedLimits } from '../../lib/shared-limits.js';
import { linkHours } from './accounts.js';
import { limitKey, type AccountLimitRules } from './limits.js';
import { createTranslator } from '../../../contracts/i18n/format.js';
import type { Locale } from '../../../contracts/i18n/locales.js';
import {
  accountMailMessages,
  type AccountMailMessageId,
} from '../../../contracts/i18n/catalogues/account-mail/index.js';

/** A mail of the account-mail catalogue: its `.subject` and `.text` messages. */
type MailIdOf<K> = K extends `${infer Id}.subject` ? Id : never;
type MailId = MailIdOf<AccountMailMessageId>;

export interface MailContent {
  subject: string;
  text: string;
}

/**
 * Mails with account links, at most `rules.mailPerAddress` per address (shared across
 * processes). Callers reserve a slot first, then send; the bodies carry single-use tokens, so
 * they are never logged (the mailer logs ids and subjects only).
 */
export class AccountMail {
  constructor(
    private readonly deps: {
      mailer: Mailer;
      limits: SharedLimits;
      rules: AccountLimitRules;
      config: Pick<Config, 'publicUrl' | 'brandName'>;
      /** The brand of each client's mail, read through the mail's transaction. */
      brands: MailBrands;
    },
  ) {}

  /**
   * Counts one mail to the address; `allowed` false when its hourly budget is spent. Through `db`
   * (the transaction that queues the mail) the count rolls back with the mail.
   */
  reserve(clientId: number, address: string, db?: Database): Promise<LimitVerdict> {
    return this.deps.limits.hit(
      limitKey.mailPerAddress(clientId, address),
      this.deps.rules.mailPerAddress,
      db,
    );
  }

  /**
   * Queues the mail in the outbox through `db`: pass the transaction that writes the link (or
   * other row) the mail is about, so both commit or neither does.
   */
  async send(clientId: number, to: string, content: MailContent, db?: Database): Promise<void> {
    const brand = await this.deps.brands.of(clientId, db);
    const mail = this.rebrand(content, brand);
    // Both parts: the text as written, and the same words as HTML in the brand's layout.
    const html = mailLayout(brand.name, textToMailHtml(mail.text));
    await this.deps.mailer.send({ clientId, to, ...mail, html }, db);
  }

  /**
   * A mail written in our brand (every mail here, and the trial's, names BRAND_NAME and links
   * under PUBLIC_URL) for a white-label client's user: the client's name in place of ours and
   * links to the client's host, where the user's session works (issue 17 item 5). Unchanged
   * in our own brand.
   */
  private rebrand(content: MailContent, brand: MailBrand): MailContent {
    const { brandName, publicUrl } = this.deps.config;
    const swap = (text: string) =>
      text.replaceAll(`${publicUrl}/`, `${brand.origin}/`).replaceAll(brandName, brand.name);
    return { subject: swap(content.subject), text: swap(content.text) };
  }

  /** After the transaction that queued mail commits: the delivery job runs at once. */
  wake(): void {
    this.deps.mailer.wake();
  }

  link(
    path: '/verify-email' | '/set-password' | '/reset-password' | '/confirm-email-change',
    token: string,
  ): string {
    return `${this.deps.config.publicUrl}${path}?token=${token}`;
  }

  get brand(): string {
    return this.deps.config.brandName;
  }

  get loginUrl(): string {
    return `${this.deps.config.publicUrl}/login`;
  }

  /** The mail `id` in `locale`: its subject and text, our brand and the values filled in. */
  private write(
    locale: Locale,
    id: MailId,
    values: Record<string, string | number> = {},
  ): MailContent {
    const { t } = createTranslator(accountMailMessages, locale);
    const all = { brand: this.brand, ...values };
    return { subject: t(`${id}.subject` as const, all), text: t(`${id}.text` as const, all) };
  }

  /**
   * The verification link for `account` (its address and when it was created, so the reader
   * knows which account it confirms). The page it opens confirms only on a click, and offers
   * "This was not me", which deletes the account. In the account's language.
   */
  verification(
    token: string,
    account: { username: string; createdAt: Date; locale: Locale },
  ): MailContent {
    return this.write(account.locale, 'verification', {
      address: account.username,
      created: `${account.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      link: this.link('/verify-email', token),
      hours: linkHours('verify-email'),
    });
  }

  /** To the owner of an address someone tried to register again (the answer said it is taken). */
  registrationAttempt(locale: Locale): MailContent {
    return this.write(locale, 'registrationAttempt', {
      login: this.loginUrl,
      forgot: `${this.deps.config.publicUrl}/forgot-password`,
    });
  }

  passwordReset(token: string, locale: Locale): MailContent {
    return this.write(locale, 'passwordReset', {
      link: this.link('/reset-password', token),
      hours: linkHours('set-password'),
    });
  }

  /** To the NEW address: following the link makes it the account's address. */
  emailChangeConfirm(token: string, newAddress: string, locale: Locale): MailContent {
    return this.write(locale, 'emailChangeConfirm', {
      address: newAddress,
      link: this.link('/confirm-email-change', token),
      hours: linkHours('change-email'),
    });
  }

  /** To the OLD address, when a change was asked for: the owner learns of it before it happens. */
  emailChangeRequested(newAddress: string, locale: Locale): MailContent {
    return this.write(locale, 'emailChangeRequested', {
      address: newAddress,
      login: this.loginUrl,
    });
  }

  /** To the OLD address, once the new one confirmed: the account no longer answers to it. */
  emailChanged(newAddress: string, locale: Locale): MailContent {
    return this.write(locale, 'emailChanged', { address: newAddress });
  }
}
