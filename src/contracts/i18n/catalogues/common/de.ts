import type { Catalogue } from '../../format.js';
import type { CommonMessageId } from './en.js';

export const messages: Catalogue<CommonMessageId> = {
  language: 'Sprache',
  'language.choose': 'Sprache wählen',
  'untranslated.note': 'Diese Seite gibt es nur auf Englisch.',
  'action.cancel': 'Abbrechen',
  or: 'oder',
  'password.show': '{field} anzeigen',
};
