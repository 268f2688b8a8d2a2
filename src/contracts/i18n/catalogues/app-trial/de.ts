import type { Catalogue } from '../../format.js';
import type { AppTrialMessageId } from './en.js';

export const messages: Catalogue<AppTrialMessageId> = {
  'pastDue.label': 'Zahlung fällig',
  'pastDue.text':
    'Ihre letzte Premium-Zahlung ist fehlgeschlagen. Aktualisieren Sie Ihre Karte, um Premium zu behalten.',
  'pastDue.action': 'Karte aktualisieren',

  'running.label': 'Kostenlose Testphase',
  'running.daysLeft':
    '{days, plural, one {Noch # Tag in Ihrer kostenlosen Testphase} other {Noch # Tage in Ihrer kostenlosen Testphase}}',
  'running.endsOn': 'Sie endet am {date}.',
  'running.action': 'Jetzt upgraden',

  'limit.title': 'Limit für dynamische QR-Codes erreicht',
  'limit.reached':
    'Sie haben Ihr Limit von {limit, plural, one {# dynamischen QR-Code} other {# dynamischen QR-Codes}} erreicht. Upgraden Sie, um weitere zu erstellen.',
  'limit.keepWorkingEditable':
    'Ihre vorhandenen Codes funktionieren weiter, und Sie können sie weiterhin bearbeiten, pausieren und exportieren.',
  'limit.keepWorking': 'Ihre vorhandenen Codes funktionieren weiter.',
  'limit.action': 'Upgraden',
};
