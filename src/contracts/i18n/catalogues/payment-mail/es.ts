import type { Catalogue } from '../../format.js';
import type { PaymentMailMessageId } from './en.js';

export const messages: Catalogue<PaymentMailMessageId> = {
  'receipt.subject': 'Tu recibo: {item}',
  'receipt.text': [
    'Gracias por tu pago.',
    '',
    'Artículo: {item}',
    'Importe pagado: {amount}',
    'Referencia del pago: {reference}',
    '',
    'Stripe procesó el pago con tarjeta en nombre del vendedor. Guarda este correo como recibo.',
    '',
    '{brand}',
  ].join('\n'),
  'receipt.defaultItem': 'tu compra',
  'notice.subject': 'Nuevo pago: {item}',
  'notice.intro': 'Recibiste un pago a través de tu código QR de pago.',
  'notice.item': 'Artículo: {item}',
  'notice.amount': 'Importe: {amount}',
  'notice.fee': 'Comisión de la plataforma: {fee}',
  'notice.buyer': 'Comprador: {buyer}',
  'notice.noBuyer': 'no indicado',
  'notice.reference': 'Referencia del pago: {reference}',
};
