// The app's messages in French.
import type { AppBundle } from '../app-bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/app-common/fr.js';
import { messages as codeDialogs } from '../../../../contracts/i18n/catalogues/app-code-dialogs/fr.js';
import { messages as workspaces } from '../../../../contracts/i18n/catalogues/app-workspaces/fr.js';
import { messages as designs } from '../../../../contracts/i18n/catalogues/app-designs/fr.js';
import { messages as dashboard } from '../../../../contracts/i18n/catalogues/app-dashboard/fr.js';
import { messages as account } from '../../../../contracts/i18n/catalogues/app-account/fr.js';
import { messages as analytics } from '../../../../contracts/i18n/catalogues/app-analytics/fr.js';
import { messages as admin } from '../../../../contracts/i18n/catalogues/app-admin/fr.js';
import { messages as newsletter } from '../../../../contracts/i18n/catalogues/app-newsletter/fr.js';
import { messages as bulk } from '../../../../contracts/i18n/catalogues/app-bulk/fr.js';
import { messages as payments } from '../../../../contracts/i18n/catalogues/app-payments/fr.js';
import { messages as trial } from '../../../../contracts/i18n/catalogues/app-trial/fr.js';
import { messages as whiteLabel } from '../../../../contracts/i18n/catalogues/app-white-label/fr.js';
import { messages as auth } from '../../../../contracts/i18n/catalogues/app-auth/fr.js';

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
