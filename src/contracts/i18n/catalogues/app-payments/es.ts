import type { Catalogue } from '../../format.js';
import type { AppPaymentsMessageId } from './en.js';

export const messages: Catalogue<AppPaymentsMessageId> = {
  'action.goBack': 'Volver',
  'action.returnHome': 'Volver al inicio',
  'payments.off': 'Los pagos están desactivados en este servidor (Stripe no está configurado).',

  'connect.title': 'Recibir pagos',
  'connect.description':
    'Los códigos QR de pago cobran con tarjeta directamente en tu propia cuenta de Stripe.',
  'connect.loadFailed': 'No se han podido cargar los ajustes de pago.',
  'connect.account': 'Cuenta de Stripe',
  'connect.notConnected': 'No conectada',
  'connect.status.pending': 'Alta sin terminar',
  'connect.status.ready': 'Lista para recibir pagos',
  'connect.status.restricted': 'Restringida: Stripe necesita más datos',
  'connect.fee': 'Comisión de la plataforma',
  'connect.feeValue': '{percent} de cada venta',
  'connect.checking': 'Comprobando tu cuenta con Stripe...',
  'connect.opening': 'Abriendo Stripe...',
  'connect.continue': 'Continuar el alta en Stripe',
  'connect.connect': 'Conectar Stripe',
  'connect.notStarted': 'No se ha iniciado el alta en Stripe',
  'connect.unreachable': 'No se ha podido contactar con Stripe. Inténtalo de nuevo.',

  'notice.label': 'Códigos de pago',
  'notice.paymentCodesOff':
    'Los códigos de pago no están disponibles: los pagos están desactivados en este servidor (Stripe no está configurado).',
  'notice.connectRequired':
    'Conecta tu cuenta de Stripe en Configuración de la cuenta antes de crear un código de pago, para que los compradores te paguen directamente.',
  'notice.connect': 'Conectar Stripe',

  'checkout.title': 'Finalizar compra',
  'checkout.loading': 'Cargando el pago...',
  'checkout.notFoundTitle': 'Producto no encontrado',
  'checkout.productIdMissing': 'Falta el ID del producto',
  'checkout.productNotFound': 'Producto no encontrado',
  'checkout.summary': 'Resumen del pedido',
  'checkout.price': 'Precio',
  'checkout.total': 'Total',
  'checkout.details': 'Datos de pago',
  'checkout.setupError': 'No se ha podido preparar el pago',
  'checkout.secure': 'Stripe procesa el pago de forma segura.',
  'checkout.emailLabel': 'Correo electrónico para el recibo',
  'checkout.emailInvalid': 'Escribe la dirección de correo electrónico para tu recibo',
  'checkout.pay': 'Pagar ahora',
  'checkout.paying': 'Procesando...',
  'checkout.receiptSent': 'Te hemos enviado el recibo a {email}.',

  'payment.succeeded': '¡Pago realizado!',
  'payment.failedTitle': 'El pago ha fallado',
  'payment.failedDefault': 'Se ha producido un error con tu pago',
  'payment.processingTitle': 'Pago en proceso',
  'payment.processing': 'Tu pago se está procesando',
  'payment.errorTitle': 'Error en el pago',
  'payment.error': 'Se ha producido un error al procesar tu pago',

  'success.title': 'Pago',
  'success.notFoundTitle': 'Pago no encontrado',
  'success.notFound':
    'No hemos encontrado este pago. Si se te ha cobrado, el correo con tu recibo tiene los detalles.',
  'success.checkingTitle': 'Comprobando tu pago',
  'success.checking': 'Consultando a Stripe el estado del pago...',
  'success.paid': 'Has pagado {amount}.',
  'success.paidFor': '{product}: has pagado {amount}.',
  'success.mailed': 'En breve recibirás un correo electrónico de confirmación.',
  'success.processing': 'Tu pago se está procesando. Esta página se actualizará cuando termine.',
  'success.notCompletedTitle': 'Pago no completado',
  'success.notCompleted':
    'El pago no se ha realizado y no se te ha cobrado nada. Puedes volver e intentarlo de nuevo.',
};
