import type { Catalogue } from '../../format.js';
import type { PaymentMailMessageId } from './en.js';

export const messages: Catalogue<PaymentMailMessageId> = {
  'receipt.subject': 'Ihr Zahlungsbeleg: {item}',
  'receipt.text': [
    'Vielen Dank für Ihre Zahlung.',
    '',
    'Artikel: {item}',
    'Bezahlter Betrag: {amount}',
    'Zahlungsreferenz: {reference}',
    '',
    'Die Kartenzahlung wurde von Stripe im Auftrag des Verkäufers abgewickelt. Bewahren Sie diese E-Mail als Zahlungsbeleg auf.',
    '',
    '{brand}',
  ].join('\n'),
  'receipt.defaultItem': 'Ihr Einkauf',
  'notice.subject': 'Neue Zahlung: {item}',
  'notice.intro': 'Sie haben eine Zahlung über Ihren Zahlungs-QR-Code erhalten.',
  'notice.item': 'Artikel: {item}',
  'notice.amount': 'Betrag: {amount}',
  'notice.fee': 'Plattformgebühr: {fee}',
  'notice.buyer': 'Käufer: {buyer}',
  'notice.noBuyer': 'nicht angegeben',
  'notice.reference': 'Zahlungsreferenz: {reference}',
};
