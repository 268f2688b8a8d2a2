// The app's messages in English.
import type { AppBundle } from '../app-bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/app-common/en.js';
import { messages as codeDialogs } from '../../../../contracts/i18n/catalogues/app-code-dialogs/en.js';
import { messages as workspaces } from '../../../../contracts/i18n/catalogues/app-workspaces/en.js';
import { messages as designs } from '../../../../contracts/i18n/catalogues/app-designs/en.js';
import { messages as dashboard } from '../../../../contracts/i18n/catalogues/app-dashboard/en.js';
import { messages as account } from '../../../../contracts/i18n/catalogues/app-account/en.js';
import { messages as analytics } from '../../../../contracts/i18n/catalogues/app-analytics/en.js';
import { messages as admin } from '../../../../contracts/i18n/catalogues/app-admin/en.js';
import { messages as newsletter } from '../../../../contracts/i18n/catalogues/app-newsletter/en.js';
import { messages as bulk } from '../../../../contracts/i18n/catalogues/app-bulk/en.js';
import { messages as payments } from '../../../../contracts/i18n/catalogues/app-payments/en.js';
import { messages as trial } from '../../../../contracts/i18n/catalogues/app-trial/en.js';
import { messages as whiteLabel } from '../../../../contracts/i18n/catalogues/app-white-label/en.js';
import { messages as auth } from '../../../../contracts/i18n/catalogues/app-auth/en.js';

export const bundle: AppBundle = {
  common,
  codeDialogs,
  workspaces,
  designs,
  dashboard,
  account,
  analytics,
  admin,
  newsletter,
  bulk,
  payments,
  trial,
  whiteLabel,
  auth,
};
