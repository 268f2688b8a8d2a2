import type { Catalogue } from '../../format.js';
import type { SiteSubscribeMessageId } from './en.js';

export const messages: Catalogue<SiteSubscribeMessageId> = {
  'page.title': 'Elige tu plan',
  'page.description':
    'QR Shark Gratuito y Premium, uno al lado del otro: qué incluye cada plan, la prueba gratuita y el precio de Premium.',
  'page.intro':
    'Empieza con una prueba gratuita de {days} días: hasta {dynamic} códigos dinámicos, sin tarjeta. Tus códigos siguen funcionando con cualquier plan.',
  'page.perWorkspace':
    'Premium se paga por espacio de trabajo: una suscripción cubre a todas las personas de ese espacio de trabajo, sin cargo por miembro (por puesto). Cada espacio de trabajo tiene su propio plan.',
  'page.trialOnce':
    'La prueba gratuita es una por cuenta y se aplica a tu espacio de trabajo personal.',
  'page.lookingAt': 'Estás viendo el plan de <strong>{name}</strong>.',
  'page.mySubscription': 'Mi suscripción',
  'notice.canceled': 'Se canceló el pago. No se te ha cobrado nada.',
  'plans.loading': 'Cargando planes...',
  'plans.failed':
    'No se pudieron cargar los planes. Vuelve a cargar la página para intentarlo de nuevo.',
  'plans.paymentsOff':
    'Los pagos están desactivados en este servidor (Stripe no está configurado).',
  'plans.priceMissing': 'El plan Premium no está a la venta en este servidor.',
  'checkout.confirmed':
    '<strong>¡Bienvenido a Premium!</strong> Stripe confirmó tu suscripción: ya no tienes ningún límite.',
  'checkout.notYet':
    'Stripe aún no ha confirmado el pago. Sigue en proceso; esta página mostrará Premium en cuanto llegue. Vuelve a cargarla en un minuto o, si no llega, contacta con el soporte.',
  'checkout.waiting': 'Aún en proceso: esperando a que Stripe confirme tu suscripción...',
  'pastDue.label': 'Pago pendiente',
  'pastDue.text': 'Falló tu último pago de Premium. Actualiza tu tarjeta para conservar Premium.',
  'action.opening': 'Abriendo...',
  'action.updateCard': 'Actualizar tarjeta',
  'action.register': 'Crea una cuenta para mejorar tu plan',
  'action.ownersOnly': 'Solo un propietario de este espacio de trabajo puede cambiar su plan.',
  'action.manage': 'Gestionar suscripción',
  'action.redirecting': 'Redirigiendo...',
  'action.upgrade': 'Mejorar plan',
  'free.title': 'Gratuito',
  'premium.title': 'Premium',
  'premium.notOnSale': 'No está a la venta',
  'premium.stripeNote':
    'Stripe gestiona el pago. Cancela cuando quieras desde «Gestionar suscripción».',
  'plan.yours': 'Tu plan: {plan}',
  'plan.free': 'Gratuito',
  'plan.trial': 'Prueba gratuita',
  'plan.premium': 'Premium',
  'plan.pastDue': 'Premium (pago pendiente)',
  'price.interval':
    '{amount}/{interval, select, day {día} week {semana} month {mes} year {año} other {{interval}}}',
  'price.intervalCount':
    '{amount} cada {count} {interval, select, day {días} week {semanas} month {meses} year {años} other {{interval}}}',
  'features.staticUnlimited': 'Códigos QR estáticos ilimitados para descargar',
  'features.dynamicFree':
    '{count, plural, one {# código QR dinámico} other {# códigos QR dinámicos}} (cambia el destino después de imprimir)',
  'features.savedFree':
    '{count, plural, one {# código QR guardado} other {# códigos QR guardados}}',
  'features.analyticsFree':
    'Estadísticas de escaneo detalladas para {count, plural, one {# escaneo} other {# escaneos}} por código al mes (se siguen contando todos los escaneos)',
  'features.dynamicUnlimited': 'Códigos QR dinámicos ilimitados',
  'features.savedUnlimited': 'Códigos QR guardados ilimitados',
  'features.analyticsAll': 'Estadísticas de escaneo detalladas para cada escaneo',
};
