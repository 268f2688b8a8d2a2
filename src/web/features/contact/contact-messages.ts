import {
  CONTACT_INFO_DEFAULTS,
  CONTACT_MESSAGES,
  type ContactInfo,
  type InquiryType,
} from '../../../contracts/contact.js';
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import type { SiteContactMessageId } from '../../../contracts/i18n/catalogues/site-contact/en.js';
import type { SiteTranslator } from '../../lib/i18n/i18n.js';

/** Shown until /api/contact-info answers (and if it cannot): the spec's figures (001 §9). */
export const FALLBACK_INFO: ContactInfo = {
  supportEmail: '',
  ...CONTACT_INFO_DEFAULTS,
};

/** Each inquiry type's name in the form's list. */
export const INQUIRY_TYPE_MESSAGE_IDS: Record<InquiryType, SiteContactMessageId> = {
  general: 'inquiry.general',
  support: 'inquiry.support',
  business: 'inquiry.business',
  feedback: 'inquiry.feedback',
};

/**
 * The English texts the form's schema and POST /api/contact answer with (contracts/contact.ts,
 * mail-delivery.ts), each with its message in the site-contact catalogue, whose English is the
 * same text (contact-page.test.tsx checks it).
 */
export const KNOWN_ANSWERS: Readonly<Record<string, SiteContactMessageId>> = {
  [CONTACT_MESSAGES.nameTooShort]: 'error.nameTooShort',
  [CONTACT_MESSAGES.nameTooLong]: 'error.nameTooLong',
  [CONTACT_MESSAGES.invalidEmail]: 'error.invalidEmail',
  [CONTACT_MESSAGES.subjectTooShort]: 'error.subjectTooShort',
  [CONTACT_MESSAGES.subjectTooLong]: 'error.subjectTooLong',
  [CONTACT_MESSAGES.messageTooShort]: 'error.messageTooShort',
  [CONTACT_MESSAGES.messageTooLong]: 'error.messageTooLong',
  [CONTACT_MESSAGES.invalidInquiryType]: 'error.invalidInquiryType',
  [CONTACT_MESSAGES.sentDescription]: 'sent.description',
  [NO_MAIL_MESSAGES.contact]: 'received.description',
};

const WAIT_MARK = '\u0000';
const [TOO_MANY_START = '', TOO_MANY_END = ''] =
  CONTACT_MESSAGES.tooMany(WAIT_MARK).split(WAIT_MARK);
/** The server's wait ("40 seconds", "15 minutes", "1 hour": shared-limits.ts waitText). */
const WAIT = /^(\d+) (second|minute|hour)s?$/;

/**
 * A text the server or the form's schema gave, in the page's language: a known English text
 * becomes its message (the 429 answer with its wait said in the language), anything else is
 * shown as it came.
 */
export function localizedAnswer(
  text: string,
  { t, locale }: Pick<SiteTranslator<SiteContactMessageId>, 't' | 'locale'>,
): string {
  const id = KNOWN_ANSWERS[text];
  if (id) return t(id);
  if (text.startsWith(TOO_MANY_START) && text.endsWith(TOO_MANY_END)) {
    const wait = WAIT.exec(text.slice(TOO_MANY_START.length, text.length - TOO_MANY_END.length));
    if (wait) {
      const [, count = '0', unit = 'hour'] = wait;
      const duration = new Intl.NumberFormat(locale, {
        style: 'unit',
        unit,
        unitDisplay: 'long',
      }).format(Number(count));
      return t('failed.tooMany', { wait: duration });
    }
  }
  return text;
}

/** Support hours and response time in the page's language when they are the spec's defaults. */
export function localizedInfo(
  info: ContactInfo,
  t: SiteTranslator<SiteContactMessageId>['t'],
): { supportHours: string; responseTime: string } {
  return {
    supportHours:
      info.supportHours === FALLBACK_INFO.supportHours ? t('info.defaultHours') : info.supportHours,
    responseTime:
      info.responseTime === FALLBACK_INFO.responseTime
        ? t('info.defaultResponseTime')
        : info.responseTime,
  };
}
