// The app's messages in Portuguese.
import type { AppBundle } from '../app-bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/app-common/pt.js';
import { messages as codeDialogs } from '../../../../contracts/i18n/catalogues/app-code-dialogs/pt.js';
import { messages as workspaces } from '../../../../contracts/i18n/catalogues/app-workspaces/pt.js';
import { messages as designs } from '../../../../contracts/i18n/catalogues/app-designs/pt.js';
import { messages as dashboard } from '../../../../contracts/i18n/catalogues/app-dashboard/pt.js';
import { messages as account } from '../../../../contracts/i18n/catalogues/app-account/pt.js';
import { messages as analytics } from '../../../../contracts/i18n/catalogues/app-analytics/pt.js';
import { messages as admin } from '../../../../contracts/i18n/catalogues/app-admin/pt.js';
import { messages as newsletter } from '../../../../contracts/i18n/catalogues/app-newsletter/pt.js';
import { messages as bulk } from '../../../../contracts/i18n/catalogues/app-bulk/pt.js';
import { messages as payments } from '../../../../contracts/i18n/catalogues/app-payments/pt.js';
import { messages as trial } from '../../../../contracts/i18n/catalogues/app-trial/pt.js';
import { messages as whiteLabel } from '../../../../contracts/i18n/catalogues/app-white-label/pt.js';
import { messages as auth } from '../../../../contracts/i18n/catalogues/app-auth/pt.js';

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
