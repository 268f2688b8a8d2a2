import type { Catalogue } from '../../format.js';
import type { CommonMessageId } from './en.js';

export const messages: Catalogue<CommonMessageId> = {
  language: 'Idioma',
  'language.choose': 'Elige un idioma',
  'untranslated.note': 'Esta página solo está disponible en inglés.',
  'action.cancel': 'Cancelar',
  or: 'o',
  'password.show': 'Mostrar {field}',
};
