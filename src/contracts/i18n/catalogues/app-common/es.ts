import type { Catalogue } from '../../format.js';
import type { AppCommonMessageId } from './en.js';

export const messages: Catalogue<AppCommonMessageId> = {
  'toast.saved': '{what}: guardado',
  'toast.notSaved': '{what}: no se ha guardado',
  'toast.tryAgain': 'Inténtalo de nuevo.',
  saving: 'Guardando...',
  loading: 'Cargando...',
};
