import type { Catalogue } from '../../format.js';
import type { CommonMessageId } from './en.js';

export const messages: Catalogue<CommonMessageId> = {
  language: 'Idioma',
  'language.choose': 'Escolha um idioma',
  'untranslated.note': 'Esta página só está disponível em inglês.',
  'action.cancel': 'Cancelar',
  or: 'ou',
  'password.show': 'Mostrar {field}',
};
