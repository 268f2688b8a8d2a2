// The site chrome's English messages that repeat a contract's text keep it word for word: the
// unverified user's banner on a server without mail (NO_MAIL_MESSAGES.verify).
import { describe, expect, it } from 'vitest';
import { NO_MAIL_MESSAGES } from '../mail-delivery.js';
import { siteChromeMessages } from './catalogues/site-chrome/index.js';
import { createTranslator } from './format.js';

describe('site chrome texts', () => {
  it('say the no-mail verification notice as the contract does, in English', () => {
    const { t } = createTranslator(siteChromeMessages, 'en');
    const address = 'ana@example.com';
    expect(t('verify.noMail', { address })).toBe(NO_MAIL_MESSAGES.verify(address));
  });

  it('say it in Spanish with the address kept', () => {
    const { t } = createTranslator(siteChromeMessages, 'es');
    expect(t('verify.noMail', { address: 'ana@example.com' })).toContain('ana@example.com');
    expect(t('verify.noMail', { address: 'ana@example.com' })).not.toBe(
      NO_MAIL_MESSAGES.verify('ana@example.com'),
    );
  });
});
