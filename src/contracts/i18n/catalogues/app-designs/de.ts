import type { Catalogue } from '../../format.js';
import type { AppDesignsMessageId } from './en.js';

export const messages: Catalogue<AppDesignsMessageId> = {
  'kits.title': 'Markenkits',
  'kits.intro':
    'Gespeicherte Designs dieses Arbeitsbereichs: Farben, Formen, Logo und Rahmen. Das Standard-Kit füllt jeden neuen Code; ein geändertes Kit ändert nie bereits erstellte Codes, außer Sie wenden es auf sie an.',
  'kits.create': 'Code erstellen, um ein neues Kit zu speichern',
  'kits.loading': 'Markenkits werden geladen…',
  'kits.loadFailed': 'Die Markenkits konnten nicht geladen werden.',
  'kits.empty':
    'Noch keine Markenkits. Gestalten Sie unter „QR-Code erstellen“ einen Code und wählen Sie „Als Markenkit speichern“.',

  'kit.default': 'Standard',
  'kit.renameLabel': 'Neuer Name für „{name}“',
  'kit.saveName': 'Namen speichern',
  'kit.cancel': 'Abbrechen',
  'kit.rename': 'Umbenennen',
  'kit.makeDefault': 'Als Standard festlegen',
  'kit.removeDefault': 'Nicht mehr als Standard',
  'kit.delete': 'Löschen',
  'kit.confirmTitle': 'Markenkit „{name}“ löschen?',
  'kit.confirmDescription':
    'Bereits damit erstellte Codes behalten ihr Design. Das Kit selbst lässt sich nicht wiederherstellen.',
  'kit.confirmLabel': 'Markenkit löschen',
  'kit.what': 'Markenkit',
  'kit.whatNamed': 'Markenkit „{name}“',
  'kit.whatDefault': 'Standard-Markenkit',
  'kit.nowDefault': '„{name}“ ist jetzt der Standard für neue Codes',
  'kit.noLongerDefault': '„{name}“ ist nicht mehr der Standard',
  'kit.deleted': 'Markenkit „{name}“ gelöscht',
  'kit.notDeleted': 'Markenkit nicht gelöscht',

  'apply.open': 'Auf Codes anwenden…',
  'apply.title': '„{name}“ auf Codes anwenden',
  'apply.description':
    'Jeder gewählte Code wird im Design dieses Kits neu gezeichnet und vorher von den Decodern geprüft; gedruckte Exemplare zeigen das alte Design. Dynamische Codes behalten ihren Kurzlink. Nicht gewählte Codes behalten ihr Design.',
  'apply.loading': 'Codes werden geladen…',
  'apply.loadFailed': 'Die Codes konnten nicht geladen werden.',
  'apply.none': 'Dieser Arbeitsbereich hat noch keine Codes.',
  'apply.legend': 'Codes dieses Arbeitsbereichs',
  'apply.dynamic': '(dynamisch)',
  'apply.saved': '(gespeichert)',
  'apply.tooMany': 'Wählen Sie höchstens {max, number} Codes auf einmal.',
  'apply.cancel': 'Abbrechen',
  'apply.restyling': 'Design wird angewendet…',
  'apply.restyle': '{count, plural, one {# Code} other {# Codes}} neu gestalten',
  'apply.restyled': '{count, plural, one {# Code} other {# Codes}} mit „{name}“ neu gestaltet',
  'apply.noneRestyled': 'Kein Code wurde neu gestaltet',
  'apply.failure': '{name}: {reason}',
  'apply.notRestyled': 'nicht neu gestaltet',
};
