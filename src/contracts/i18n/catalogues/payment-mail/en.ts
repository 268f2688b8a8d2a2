// The payment mails (server modules/payments/webhooks.ts): the buyer's receipt and the seller's
// notice of a sale through a payment QR code. The notice is in the seller's account language;
// the receipt in the language the checkout page was read in (English when it sent none). {item} is the product's name as the seller wrote it, {amount} and {fee} amounts
// already formatted in the mail's language, {reference} Stripe's payment id, {brand} the mail's
// brand (ours or the white-label client's). Lines are joined with \n.
export const messages = {
  'receipt.subject': 'Your receipt: {item}',
  'receipt.text': [
    'Thank you for your payment.',
    '',
    'Item: {item}',
    'Amount paid: {amount}',
    'Payment reference: {reference}',
    '',
    'The card payment was processed by Stripe on behalf of the seller. Keep this e-mail as your receipt.',
    '',
    '{brand}',
  ].join('\n'),
  /** The item's name when the product is gone. */
  'receipt.defaultItem': 'your purchase',
  'notice.subject': 'New payment: {item}',
  'notice.intro': 'You received a payment through your payment QR code.',
  'notice.item': 'Item: {item}',
  'notice.amount': 'Amount: {amount}',
  'notice.fee': 'Platform fee: {fee}',
  'notice.buyer': 'Buyer: {buyer}',
  /** {buyer} when the buyer gave no e-mail address. */
  'notice.noBuyer': 'not given',
  'notice.reference': 'Payment reference: {reference}',
} as const;

export type PaymentMailMessageId = keyof typeof messages;
