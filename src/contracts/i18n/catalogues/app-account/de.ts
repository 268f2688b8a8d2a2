import type { Catalogue } from '../../format.js';
import type { AppAccountMessageId } from './en.js';

export const messages: Catalogue<AppAccountMessageId> = {
  'language.title': 'Sprache',
  'language.description':
    'Die App und jede E-Mail, die wir Ihnen senden, sind in dieser Sprache: Ihr Konto, Einladungen, Ihre Testphase, defekte Links, Zahlungen, die Sie erhalten, Newsletter und Scan-Zusammenfassungen. Was ein Betreiber in einem Newsletter schreibt, bleibt so, wie er es geschrieben hat.',
  'language.label': 'Sprache',
  'language.save': 'Sprache speichern',
  'language.savedNote': 'Die App und E-Mails an Sie sind jetzt auf {language}.',
};
