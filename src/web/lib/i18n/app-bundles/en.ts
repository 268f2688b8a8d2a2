// The app's messages in English.
import type { AppBundle } from '../app-bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/app-common/en.js';
import { messages as codeDialogs } from '../../../../contracts/i18n/catalogues/app-code-dialogs/en.js';
import { messages as workspaces } from '../../../../contracts/i18n/catalogues/app-workspaces/en.js';
import { messages as designs } from '../../../../contracts/i18n/catalogues/app-designs/en.js';
import { messages as dashboard } from '../../../../contracts/i18n/catalogues/app-dashboard/en.js';
import { messages as account } from '../../../../contracts/i18n/catalogues/app-account/en.js';
import { messages as analytics } from '../../../../contracts/i18n/catalogues/app-analytics/en.js';

export const bundle: AppBundle = {
  common,
  codeDialogs,
  workspaces,
  designs,
  dashboard,
  account,
  analytics,
};
