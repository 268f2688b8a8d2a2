import type { Catalogue } from '../../format.js';
import type { AppCommonMessageId } from './en.js';

export const messages: Catalogue<AppCommonMessageId> = {
  'toast.saved': '{what} : enregistré',
  'toast.notSaved': '{what} : non enregistré',
  'toast.tryAgain': 'Veuillez réessayer.',
  saving: 'Enregistrement...',
  loading: 'Chargement...',
};
