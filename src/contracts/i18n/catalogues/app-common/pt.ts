import type { Catalogue } from '../../format.js';
import type { AppCommonMessageId } from './en.js';

export const messages: Catalogue<AppCommonMessageId> = {
  'toast.saved': '{what}: salvo',
  'toast.notSaved': '{what}: não salvo',
  'toast.tryAgain': 'Tente novamente.',
  saving: 'Salvando...',
  loading: 'Carregando...',
};
