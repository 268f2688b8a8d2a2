import type { Catalogue } from '../../format.js';
import type { SiteBillingMessageId } from './en.js';

export const messages: Catalogue<SiteBillingMessageId> = {
  'trial.start': 'Empezar la prueba gratuita',
  'trial.starting': 'Empezando...',

  'card.title': 'Prueba Premium gratis durante {days} días',
  'card.text':
    'Hasta {dynamic} códigos QR dinámicos que puedes editar después de imprimirlos, con estadísticas de escaneo. Sin tarjeta de crédito.',
  'card.email': 'Dirección de correo electrónico',
  'card.sentTo': 'Enviado a',
  'card.for': 'Para',
  'card.otherAddress': 'Usar otra dirección',
  'card.failed': 'No se ha podido activar',

  'offer.label': 'Empieza tu prueba gratuita',
  'offer.gives':
    'hasta {trial, plural, one {# código dinámico} other {# códigos dinámicos}} (en lugar de {free, number}) y analíticas detalladas de cada escaneo, sin tarjeta y sin ningún cargo cuando termine',
  'offer.running': 'Tu prueba gratuita dura hasta el {date}: {gives}.',
  'offer.ended': 'Tu prueba gratuita terminó el {date}.',
  'offer.try':
    'Prueba gratis durante {days} días: {gives}. Si empiezas ahora, termina el {date}; tus códigos siguen funcionando después.',
  'offer.failed': 'No se ha podido empezar la prueba. Inténtalo de nuevo.',

  'dialog.title': 'Gestión de la suscripción',
  'dialog.workspacePlan': 'El plan del espacio de trabajo «{name}» y lo que añade Premium.',
  'dialog.yourPlan': 'Tu plan actual y lo que añade Premium.',
  'dialog.perWorkspace':
    'Premium se paga por espacio de trabajo: una suscripción cubre a todas las personas de ese espacio de trabajo, sin cargo por miembro (por puesto). Cada espacio de trabajo tiene su propio plan.',
  'dialog.loading': 'Cargando...',
  'dialog.currentPlan': 'Plan actual',
  'dialog.pastDue':
    'Falló tu último pago. Actualiza tu tarjeta en «Gestionar suscripción» para conservar Premium.',
  'dialog.priceFailed': 'No se ha podido cargar el precio. Inténtalo de nuevo más tarde.',
  'dialog.comparePlans': 'Comparar planes',
  'dialog.close': 'Cerrar',
  'dialog.closeLabel': 'Cerrar el cuadro de diálogo',

  'action.manage': 'Gestionar suscripción',
  'action.opening': 'Abriendo...',
  'action.upgrade': 'Pasar a Premium',
  'action.redirecting': 'Redirigiendo...',

  'plan.free': 'Gratuito',
  'plan.trial': 'Prueba gratuita',
  'plan.premium': 'Premium',
  'plan.pastDue': 'Premium (pago pendiente)',
  'plan.unknown': 'Desconocido',

  'price.interval':
    '{amount}/{interval, select, day {día} week {semana} month {mes} year {año} other {{interval}}}',
  'price.intervalCount':
    '{amount} cada {count} {interval, select, day {días} week {semanas} month {meses} year {años} other {{interval}}}',

  'toast.checkoutFailed': 'No se ha iniciado el cambio a Premium',
  'toast.portalFailed': 'La gestión de la suscripción no está disponible',
  'toast.unreachable': 'No se ha podido contactar con Stripe. Inténtalo de nuevo.',
  'owners.only': 'Solo un propietario de este espacio de trabajo puede cambiar su plan.',
  'owners.ask':
    'Solo un propietario de este espacio de trabajo puede cambiar su plan: pregunta a {owners}.',
};
