// The app's messages in German.
import type { AppBundle } from '../app-bundle.js';
import { messages as common } from '../../../../contracts/i18n/catalogues/app-common/de.js';
import { messages as codeDialogs } from '../../../../contracts/i18n/catalogues/app-code-dialogs/de.js';
import { messages as workspaces } from '../../../../contracts/i18n/catalogues/app-workspaces/de.js';
import { messages as designs } from '../../../../contracts/i18n/catalogues/app-designs/de.js';
import { messages as dashboard } from '../../../../contracts/i18n/catalogues/app-dashboard/de.js';
import { messages as account } from '../../../../contracts/i18n/catalogues/app-account/de.js';
import { messages as analytics } from '../../../../contracts/i18n/catalogues/app-analytics/de.js';
import { messages as admin } from '../../../../contracts/i18n/catalogues/app-admin/de.js';
import { messages as newsletter } from '../../../../contracts/i18n/catalogues/app-newsletter/de.js';
import { messages as bulk } from '../../../../contracts/i18n/catalogues/app-bulk/de.js';
import { messages as payments } from '../../../../contracts/i18n/catalogues/app-payments/de.js';
import { messages as trial } from '../../../../contracts/i18n/catalogues/app-trial/de.js';
import { messages as whiteLabel } from '../../../../contracts/i18n/catalogues/app-white-label/de.js';
import { messages as auth } from '../../../../contracts/i18n/catalogues/app-auth/de.js';

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
