import type { Catalogue } from '../../format.js';
import type { PaymentMailMessageId } from './en.js';

// French typography: a no-break space (U+00A0) before ":".
export const messages: Catalogue<PaymentMailMessageId> = {
  'receipt.subject': 'Votre reçu : {item}',
  'receipt.text': [
    'Merci pour votre paiement.',
    '',
    'Article : {item}',
    'Montant payé : {amount}',
    'Référence du paiement : {reference}',
    '',
    'Le paiement par carte a été traité par Stripe pour le compte du vendeur. Conservez cet e-mail comme reçu.',
    '',
    '{brand}',
  ].join('\n'),
  'receipt.defaultItem': 'votre achat',
  'notice.subject': 'Nouveau paiement : {item}',
  'notice.intro': 'Vous avez reçu un paiement via votre QR code de paiement.',
  'notice.item': 'Article : {item}',
  'notice.amount': 'Montant : {amount}',
  'notice.fee': 'Frais de plateforme : {fee}',
  'notice.buyer': 'Acheteur : {buyer}',
  'notice.noBuyer': 'non indiqué',
  'notice.reference': 'Référence du paiement : {reference}',
};
