import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../lib/mail.js';
import type { MailBrand, MailBrands } from '../../lib/mail-brand.js';
import { mailLayout, textToMailHtml } from '../../lib/mail-html.js';
import type { LimitVerdict, SharedLimits } from '../../lib/shared-limits.js';
import { linkHours } from './accounts.js';
import { limitKey, type AccountLimitRules } from './limits.js';
import { countOf } from '../../../contracts/plural.js';

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

  /**
   * The verification link for `account` (its address and when it was created, so the reader
   * knows which account it confirms). The page it opens confirms only on a click, and offers
   * "This was not me", which deletes the account.
   */
  verification(token: string, account: { username: string; createdAt: Date }): MailContent {
    const created = `${account.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    return {
      subject: `Confirm your e-mail address for ${this.brand}`,
      text: [
        `Welcome to ${this.brand}. An account was created for ${account.username} on ${created}.`,
        'If you created it, confirm that this address is yours:',
        this.link('/verify-email', token),
        '',
        'The page shows the account before anything happens. If you did not create this account,',
        'open the link and choose "This was not me": the account is deleted.',
        'If you confirm in a browser that is not signed in to the account, you choose its password',
        'there, and everyone signed in to it is signed out; its API keys and webhooks stop working.',
        '',
        `This link works once and expires in ${countOf(linkHours('verify-email'), 'hour')}.`,
      ].join('\n'),
    };
  }

  /** To the owner of an address someone tried to register again (the answer said it is taken). */
  registrationAttempt(): MailContent {
    return {
      subject: `Someone tried to create a ${this.brand} account with your address`,
      text: [
        `Someone tried to create a new ${this.brand} account with this e-mail address, which already has an account.`,
        'No new account was created and nothing was changed.',
        '',
        'If it was you, sign in:',
        this.loginUrl,
        'Forgot your password? Set a new one here (the link it mails also confirms your address):',
        `${this.deps.config.publicUrl}/forgot-password`,
        '',
        'If it was not you, you can ignore this e-mail.',
      ].join('\n'),
    };
  }

  passwordReset(token: string): MailContent {
    return {
      subject: `Set a new ${this.brand} password`,
      text: [
        `Someone asked to set a new password for your ${this.brand} account.`,
        'Choose a new password here (every other signed-in device is signed out):',
        this.link('/reset-password', token),
        '',
        `This link works once and expires in ${countOf(linkHours('set-password'), 'hour')}; asking again makes earlier links stop working.`,
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    };
  }

  /** To the NEW address: following the link makes it the account's address. */
  emailChangeConfirm(token: string, newAddress: string): MailContent {
    return {
      subject: `Confirm your new ${this.brand} e-mail address`,
      text: [
        `You asked to use ${newAddress} for your ${this.brand} account. Confirm it here:`,
        this.link('/confirm-email-change', token),
        '',
        `Until you do, nothing changes. This link works once and expires in ${countOf(linkHours('change-email'), 'hour')}.`,
        'Confirming signs out every device signed in to the account.',
        'If you did not ask for this, you can ignore this e-mail.',
      ].join('\n'),
    };
  }

  /** To the OLD address, when a change was asked for: the owner learns of it before it happens. */
  emailChangeRequested(newAddress: string): MailContent {
    return {
      subject: `Your ${this.brand} e-mail address may change`,
      text: [
        `Someone signed in to your ${this.brand} account asked to change its e-mail address to ${newAddress}.`,
        'It changes only if that address confirms it.',
        '',
        'If this was not you, sign in and change your password now; that also signs out every other device:',
        this.loginUrl,
      ].join('\n'),
    };
  }

  /** To the OLD address, once the new one confirmed: the account no longer answers to it. */
  emailChanged(newAddress: string): MailContent {
    return {
      subject: `Your ${this.brand} e-mail address was changed`,
      text: [
        `The e-mail address of your ${this.brand} account is now ${newAddress}. You sign in with that address from now on,`,
        'and every device that was signed in has been signed out.',
        '',
        'If this was not you, reply to this e-mail or write to us from the contact page at once.',
      ].join('\n'),
    };
  }
}
