import type { Catalogue } from '../../format.js';
import type { CommonMessageId } from './en.js';

export const messages: Catalogue<CommonMessageId> = {
  language: 'Langue',
  'language.choose': 'Choisir une langue',
  'untranslated.note': 'Cette page n’existe qu’en anglais.',
  'action.cancel': 'Annuler',
  or: 'ou',
  'password.show': 'Afficher {field}',
};
