// The app's messages in Spanish.
import type { AppBundle } from '../app-bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/app-common/es.js';
import { messages as codeDialogs } from '../../../../contracts/i18n/catalogues/app-code-dialogs/es.js';
import { messages as workspaces } from '../../../../contracts/i18n/catalogues/app-workspaces/es.js';
import { messages as designs } from '../../../../contracts/i18n/catalogues/app-designs/es.js';
import { messages as dashboard } from '../../../../contracts/i18n/catalogues/app-dashboard/es.js';
import { messages as account } from '../../../../contracts/i18n/catalogues/app-account/es.js';
import { messages as analytics } from '../../../../contracts/i18n/catalogues/app-analytics/es.js';
import { messages as admin } from '../../../../contracts/i18n/catalogues/app-admin/es.js';
import { messages as newsletter } from '../../../../contracts/i18n/catalogues/app-newsletter/es.js';
import { messages as bulk } from '../../../../contracts/i18n/catalogues/app-bulk/es.js';
import { messages as payments } from '../../../../contracts/i18n/catalogues/app-payments/es.js';
import { messages as trial } from '../../../../contracts/i18n/catalogues/app-trial/es.js';
import { messages as whiteLabel } from '../../../../contracts/i18n/catalogues/app-white-label/es.js';
import { messages as auth } from '../../../../contracts/i18n/catalogues/app-auth/es.js';

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
