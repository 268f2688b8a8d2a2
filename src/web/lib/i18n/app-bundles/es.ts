// The app's messages in Spanish.
import type { AppBundle } from '../app-bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/app-common/es.js';
import { messages as account } from '../../../../contracts/i18n/catalogues/app-account/es.js';

export const bundle: AppBundle = {
  common,
  account,
};
