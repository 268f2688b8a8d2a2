import type { Catalogue } from '../../format.js';
import type { PaymentMailMessageId } from './en.js';

export const messages: Catalogue<PaymentMailMessageId> = {
  'receipt.subject': 'Seu recibo: {item}',
  'receipt.text': [
    'Obrigado pelo seu pagamento.',
    '',
    'Item: {item}',
    'Valor pago: {amount}',
    'Referência do pagamento: {reference}',
    '',
    'O pagamento com cartão foi processado pela Stripe em nome do vendedor. Guarde este e-mail como seu recibo.',
    '',
    '{brand}',
  ].join('\n'),
  'receipt.defaultItem': 'sua compra',
  'notice.subject': 'Novo pagamento: {item}',
  'notice.intro': 'Você recebeu um pagamento pelo seu código QR de pagamento.',
  'notice.item': 'Item: {item}',
  'notice.amount': 'Valor: {amount}',
  'notice.fee': 'Taxa da plataforma: {fee}',
  'notice.buyer': 'Comprador: {buyer}',
  'notice.noBuyer': 'não informado',
  'notice.reference': 'Referência do pagamento: {reference}',
};
