import type { Catalogue } from '../../format.js';
import type { AppTrialMessageId } from './en.js';

export const messages: Catalogue<AppTrialMessageId> = {
  'pastDue.label': 'Pago pendiente',
  'pastDue.text': 'Falló tu último pago de Premium. Actualiza tu tarjeta para conservar Premium.',
  'pastDue.action': 'Actualizar tarjeta',

  'running.label': 'Prueba gratuita',
  'running.daysLeft':
    '{days, plural, one {Queda # día de tu prueba gratuita} other {Quedan # días de tu prueba gratuita}}',
  'running.endsOn': 'Termina el {date}.',
  'running.action': 'Mejorar plan ahora',

  'limit.title': 'Has alcanzado el límite de códigos QR dinámicos',
  'limit.reached':
    'Has alcanzado tu límite de {limit, plural, one {# código QR dinámico} other {# códigos QR dinámicos}}. Mejora tu plan para crear más.',
  'limit.keepWorkingEditable':
    'Tus códigos actuales siguen funcionando, y aún puedes editarlos, pausarlos y exportarlos.',
  'limit.keepWorking': 'Tus códigos actuales siguen funcionando.',
  'limit.action': 'Mejorar plan',
};
