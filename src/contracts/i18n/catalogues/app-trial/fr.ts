import type { Catalogue } from '../../format.js';
import type { AppTrialMessageId } from './en.js';

// French typography: a no-break space (\u00a0) before ":" and ";", the apostrophe ’.
export const messages: Catalogue<AppTrialMessageId> = {
  'pastDue.label': 'Paiement en attente',
  'pastDue.text':
    'Votre dernier paiement Premium a échoué. Mettez à jour votre carte pour conserver Premium.',
  'pastDue.action': 'Mettre à jour la carte',

  'running.label': 'Essai gratuit',
  'running.daysLeft':
    '{days, plural, one {Il reste # jour à votre essai gratuit} other {Il reste # jours à votre essai gratuit}}',
  'running.endsOn': 'Il se termine le {date}.',
  'running.action': 'Passer à Premium',

  'limit.title': 'Limite de QR codes dynamiques atteinte',
  'limit.reached':
    'Vous avez atteint votre limite de {limit, plural, one {# QR code dynamique} other {# QR codes dynamiques}}. Passez à Premium pour en créer d’autres.',
  'limit.keepWorkingEditable':
    'Vos codes existants continuent de fonctionner, et vous pouvez toujours les modifier, les mettre en pause et les exporter.',
  'limit.keepWorking': 'Vos codes existants continuent de fonctionner.',
  'limit.action': 'Passer à Premium',
};
