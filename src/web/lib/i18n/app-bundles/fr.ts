// The app's messages in French.
import type { AppBundle } from '../app-bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/app-common/fr.js';
import { messages as account } from '../../../../contracts/i18n/catalogues/app-account/fr.js';

export const bundle: AppBundle = {
  common,
  account,
};
