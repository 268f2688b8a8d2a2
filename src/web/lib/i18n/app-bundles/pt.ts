// The app's messages in Portuguese.
import type { AppBundle } from '../app-bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/app-common/pt.js';
import { messages as codeDialogs } from '../../../../contracts/i18n/catalogues/app-code-dialogs/pt.js';
import { messages as workspaces } from '../../../../contracts/i18n/catalogues/app-workspaces/pt.js';
import { messages as designs } from '../../../../contracts/i18n/catalogues/app-designs/pt.js';
import { messages as dashboard } from '../../../../contracts/i18n/catalogues/app-dashboard/pt.js';
import { messages as account } from '../../../../contracts/i18n/catalogues/app-account/pt.js';
import { messages as analytics } from '../../../../contracts/i18n/catalogues/app-analytics/pt.js';

export const bundle: AppBundle = {
  common,
  codeDialogs,
  workspaces,
  designs,
  dashboard,
  account,
  analytics,
};
