import type { Catalogue } from '../../format.js';
import type { AppCommonMessageId } from './en.js';

export const messages: Catalogue<AppCommonMessageId> = {
  'toast.saved': '{what}: gespeichert',
  'toast.notSaved': '{what}: nicht gespeichert',
  'toast.tryAgain': 'Bitte versuchen Sie es noch einmal.',
  saving: 'Wird gespeichert...',
  loading: 'Wird geladen...',
};
