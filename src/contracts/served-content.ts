import { isHostedType } from './dynamic-codes.js';
import type { QrType } from './qr-content.js';

/**
 * What a dynamic code of a content type shows on its hosted page, in words (issue 37 item 12):
 * "Contact page: Ada Lovelace", "Wi-Fi page: HomeNet". The dashboard card and the CSV export say
 * this instead of the code's own short link, which is only where the page is served.
 */

type HostedType = Exclude<QrType, 'url' | 'social' | 'ratings' | 'apps' | 'location' | 'payment'>;

/** The page each hosted type shows (the words of the hosted page's heading, shortened). */
export const HOSTED_PAGE_NAMES: Readonly<Record<HostedType, string>> = {
  contact: 'Contact page',
  wifi: 'Wi-Fi page',
  events: 'Event page',
  email: 'E-mail page',
  sms: 'Text message page',
  phone: 'Call page',
  whatsapp: 'WhatsApp page',
  text: 'Text page',
  bitcoin: 'Bitcoin payment page',
  pdf: 'PDF page',
  images: 'Image gallery',
};

/** At most this many characters of a text code's first line are quoted. */
const TEXT_QUOTE_LENGTH = 60;

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The name the page is about: the contact's name, the network, the event's title... */
function subjectOf(qrType: HostedType, content: Record<string, unknown>): string {
  switch (qrType) {
    case 'contact':
      return (
        [str(content.firstName), str(content.lastName)].filter(Boolean).join(' ') ||
        str(content.organization)
      );
    case 'wifi':
      return str(content.ssid);
    case 'events':
    case 'pdf':
    case 'images':
      return str(content.title);
    case 'email':
      return str(content.email);
    case 'sms':
    case 'phone':
    case 'whatsapp':
      return str(content.phoneNumber);
    case 'bitcoin':
      return str(content.label) || str(content.address);
    case 'text': {
      const line = str(content.textContent).split(/\r?\n/)[0]?.trim() ?? '';
      return line.length > TEXT_QUOTE_LENGTH ? `${line.slice(0, TEXT_QUOTE_LENGTH - 1)}…` : line;
    }
  }
}

/**
 * "{page}: {subject}" for a code whose short link shows a hosted page ("Contact page: Ada
 * Lovelace"; the page name alone when the content names nothing); null for a code whose short
 * link redirects (its destination says where it goes).
 */
export function servedContentSummary(
  qrType: string,
  content: Record<string, unknown> | null | undefined,
): string | null {
  if (!isHostedType(qrType)) return null;
  const type = qrType as HostedType;
  const subject = subjectOf(type, content ?? {});
  return subject ? `${HOSTED_PAGE_NAMES[type]}: ${subject}` : HOSTED_PAGE_NAMES[type];
}
