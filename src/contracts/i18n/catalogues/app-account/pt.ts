import type { Catalogue } from '../../format.js';
import type { AppAccountMessageId } from './en.js';

export const messages: Catalogue<AppAccountMessageId> = {
  'language.title': 'Idioma',
  'language.description':
    'O aplicativo e todos os e-mails que enviamos a você estão neste idioma: sua conta, convites, seu teste grátis, links quebrados, pagamentos que você recebe, newsletters e resumos de leituras. O que um operador escreve em uma newsletter fica como ele escreveu.',
  'language.label': 'Idioma',
  'language.save': 'Salvar idioma',
  'language.savedNote': 'O aplicativo e os e-mails para você agora estão em {language}.',
};
