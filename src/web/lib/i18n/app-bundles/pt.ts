// The app's messages in Portuguese.
import type { AppBundle } from '../app-bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/app-common/pt.js';
import { messages as account } from '../../../../contracts/i18n/catalogues/app-account/pt.js';

export const bundle: AppBundle = {
  common,
  account,
};
