// The app's messages in English.
import type { AppBundle } from '../app-bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/app-common/en.js';
import { messages as account } from '../../../../contracts/i18n/catalogues/app-account/en.js';

export const bundle: AppBundle = {
  common,
  account,
};
