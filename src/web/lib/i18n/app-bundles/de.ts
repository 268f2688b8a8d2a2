// The app's messages in German.
import type { AppBundle } from '../app-bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/app-common/de.js';
import { messages as account } from '../../../../contracts/i18n/catalogues/app-account/de.js';

export const bundle: AppBundle = {
  common,
  account,
};
