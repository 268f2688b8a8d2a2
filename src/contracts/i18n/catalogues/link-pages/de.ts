import type { Catalogue } from '../../format.js';
import type { LinkPageMessageId } from './en.js';

export const messages: Catalogue<LinkPageMessageId> = {
  home: 'Zu {brand}',
  'paused.heading': 'Dieser QR-Code ist pausiert',
  'paused.message':
    'Der Inhaber hat diesen Code vorübergehend pausiert. Bitte versuchen Sie es später noch einmal.',
  'notFound.heading': 'QR-Code nicht gefunden',
  'notFound.message': 'Diesen Kurzlink gibt es nicht, oder sein Inhaber hat ihn gelöscht.',
  'retired.heading': 'Dieser Code wurde entfernt',
  'retired.message':
    'Das Konto oder der Arbeitsbereich, zu dem dieser QR-Code gehörte, wurde geschlossen. Der Code führt daher nirgendwohin mehr.',
  'unavailable.heading': 'Diese Website ist nicht verfügbar',
  'unavailable.message': 'Diese Website ist im Moment nicht verfügbar.',
  'unsafe.heading': 'Dieser Link kann nicht geöffnet werden',
  'unsafe.message':
    'Die für diesen QR-Code gespeicherte Adresse ist keine gültige Webadresse, daher haben wir sie nicht geöffnet. Der Inhaber kann das beheben, indem er das Ziel bearbeitet.',
  'notActive.heading': 'Dieser Code ist noch nicht aktiv',
  'notActive.message':
    'Der Inhaber hat diesen QR-Code für einen späteren Start geplant. Bitte versuchen Sie es dann noch einmal.',
  'expired.heading': 'Dieser Code ist abgelaufen',
  'expired.message':
    'Der Inhaber hat diesen QR-Code so eingestellt, dass er nicht mehr funktioniert. Er führt daher nirgendwohin mehr.',
  'password.title': 'Passwort erforderlich',
  'password.heading': 'Dieser QR-Code ist geschützt',
  'password.message':
    'Geben Sie das Passwort ein, das Sie vom Inhaber erhalten haben, um fortzufahren.',
  'password.label': 'Passwort',
  'password.submit': 'Weiter',
  'password.wrong': 'Das Passwort ist nicht richtig. Bitte versuchen Sie es noch einmal.',
  'password.tooManyTries':
    'Zu viele falsche Passwörter. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.',
};
