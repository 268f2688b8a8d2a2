// The newsletter's English messages that repeat a contract's text keep it word for word (issue
// 42): the app's newsletter catalogue and the site chrome's signup words say what
// NEWSLETTER_MESSAGES, MAIL_LIST_LABELS and NO_MAIL_MESSAGES say, which the server and the
// tests use too.
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { newsletterMessages } from '../../../contracts/i18n/catalogues/app-newsletter/index.js';
import { siteChromeMessages } from '../../../contracts/i18n/catalogues/site-chrome/index.js';
import { createTranslator } from '../../../contracts/i18n/format.js';
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { MAIL_LIST_LABELS, NEWSLETTER_MESSAGES } from '../../../contracts/newsletter-messages.js';

describe('the newsletter’s English texts', () => {
  it('in the app say the contract’s words', () => {
    const { t } = createTranslator(newsletterMessages, 'en');
    expect(t('error.sendFailed')).toBe(NEWSLETTER_MESSAGES.sendFailed);
    expect(t('composer.missingTitle')).toBe(NEWSLETTER_MESSAGES.missingTitle);
    expect(t('composer.missingDescription')).toBe(NEWSLETTER_MESSAGES.missingDescription);
    expect(t('confirm.invalid')).toBe(NEWSLETTER_MESSAGES.confirmInvalid);
    expect(t('confirm.welcomeTitle')).toBe(NEWSLETTER_MESSAGES.welcomeTitle);
    expect(t('confirm.welcomeDescription')).toBe(NEWSLETTER_MESSAGES.welcomeDescription);
    expect(t('unsubscribe.invalid')).toBe(NEWSLETTER_MESSAGES.unsubscribeInvalid);
    expect(t('unsubscribe.subscribing')).toBe(NEWSLETTER_MESSAGES.subscribing);
    expect(t('prefs.pendingNoMail')).toBe(
      `Waiting for you to follow the confirmation link. ${NO_MAIL_MESSAGES.link}`,
    );
    const lists = {
      newsletter: 'newsletter',
      scanSummary: 'scan-summary',
      pauseReminders: 'pause-reminders',
      announcements: 'announcements',
      brokenLinks: 'broken-links',
    } as const;
    const receives = new IntlMessageFormat(newsletterMessages.en['unsubscribe.receives'], 'en');
    for (const [key, list] of Object.entries(lists)) {
      const text = receives.format<string>({
        address: 'a@b.c',
        list: key,
        b: (chunks: string[]) => chunks.join(''),
      });
      expect(Array.isArray(text) ? text.join('') : text).toBe(
        `a@b.c receives ${MAIL_LIST_LABELS[list]}.`,
      );
    }
  });

  it('in the footer signup say the contract’s words', () => {
    const { t } = createTranslator(siteChromeMessages, 'en');
    expect(t('newsletter.subscribing')).toBe(NEWSLETTER_MESSAGES.subscribing);
    expect(t('newsletter.subscribed')).toBe(NEWSLETTER_MESSAGES.subscribed);
    expect(t('newsletter.checkInbox')).toBe(NEWSLETTER_MESSAGES.checkInbox);
    expect(t('newsletter.invalidTitle')).toBe(NEWSLETTER_MESSAGES.invalidTitle);
    expect(t('newsletter.invalidDescription')).toBe(NEWSLETTER_MESSAGES.invalidDescription);
    expect(t('newsletter.failedTitle')).toBe(NEWSLETTER_MESSAGES.failedTitle);
    expect(t('newsletter.failedDescription')).toBe(NEWSLETTER_MESSAGES.failedDescription);
    expect(t('newsletter.welcomeTitle')).toBe(NEWSLETTER_MESSAGES.welcomeTitle);
    expect(t('newsletter.welcomeDescription')).toBe(NEWSLETTER_MESSAGES.welcomeDescription);
    expect(t('newsletter.noMailTitle')).toBe(NO_MAIL_MESSAGES.title);
    expect(t('newsletter.noMail')).toBe(NO_MAIL_MESSAGES.link);
  });
});
