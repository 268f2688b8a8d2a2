import type { Config } from '../../config.js';
import type { Mailer } from '../../lib/mail.js';
import type { LimitVerdict, SharedLimits } from '../../lib/shared-limits.js';
import { ACCOUNT_LINK_TTL_MS } from './accounts.js';
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
    },
  ) {}

  /** Counts one mail to the address; `allowed` false when its hourly budget is spent. */
  reserve(clientId: number, address: string): Promise<LimitVerdict> {
    return this.deps.limits.hit(
      limitKey.mailPerAddress(clientId, address),
      this.deps.rules.mailPerAddress,
    );
  }

  async send(clientId: number, to: string, content: MailContent): Promise<void> {
    await this.deps.mailer.send({ clientId, to, ...content });
  }

  link(path: '/verify-email' | '/set-password', token: string): string {
    return `${this.deps.config.publicUrl}${path}?token=${token}`;
  }

  get brand(): string {
    return this.deps.config.brandName;
  }

  get loginUrl(): string {
    return `${this.deps.config.publicUrl}/login`;
  }

  verification(token: string): MailContent {
    return {
      subject: `Confirm your e-mail address for ${this.brand}`,
      text: [
        `Welcome to ${this.brand}. Please confirm that this address is yours:`,
        this.link('/verify-email', token),
        '',
        `This link works once and expires in ${countOf(hours(), 'hour')}.`,
        'If you did not create an account, you can ignore this e-mail: nothing happens without it.',
      ].join('\n'),
    };
  }

  passwordReset(token: string): MailContent {
    return {
      subject: `Set a new ${this.brand} password`,
      text: [
        `Someone asked to set a new password for your ${this.brand} account.`,
        'Choose a new password here (every other signed-in device is signed out):',
        this.link('/set-password', token),
        '',
        `This link works once and expires in ${countOf(hours(), 'hour')}.`,
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    };
  }
}

function hours(): number {
  return ACCOUNT_LINK_TTL_MS / 3_600_000;
}
