// The messages of the app behind sign-in (issue 42), one catalogue per screen or feature
// (src/contracts/i18n/catalogues/app-*), gathered per language into app-bundles/{locale}.ts. Each
// language is its own chunk (load-app-bundle.ts), loaded by AppLanguage (src/web/app/app-language.tsx) for the
// signed-in account's language only; the public pages never load them.
import type { Catalogue } from '../../../contracts/i18n/format.js';
import type { AppAccountMessageId } from '../../../contracts/i18n/catalogues/app-account/en.js';
import type { AppCommonMessageId } from '../../../contracts/i18n/catalogues/app-common/en.js';
import type { AppCodeDialogsMessageId } from '../../../contracts/i18n/catalogues/app-code-dialogs/en.js';
import type { AppWorkspacesMessageId } from '../../../contracts/i18n/catalogues/app-workspaces/en.js';
import type { AppDesignsMessageId } from '../../../contracts/i18n/catalogues/app-designs/en.js';
import type { AppDashboardMessageId } from '../../../contracts/i18n/catalogues/app-dashboard/en.js';
import type { AppAnalyticsMessageId } from '../../../contracts/i18n/catalogues/app-analytics/en.js';
import type { AppAdminMessageId } from '../../../contracts/i18n/catalogues/app-admin/en.js';
import type { AppNewsletterMessageId } from '../../../contracts/i18n/catalogues/app-newsletter/en.js';
import type { AppBulkMessageId } from '../../../contracts/i18n/catalogues/app-bulk/en.js';
import type { AppPaymentsMessageId } from '../../../contracts/i18n/catalogues/app-payments/en.js';
import type { AppTrialMessageId } from '../../../contracts/i18n/catalogues/app-trial/en.js';
import type { AppWhiteLabelMessageId } from '../../../contracts/i18n/catalogues/app-white-label/en.js';
import type { AppAuthMessageId } from '../../../contracts/i18n/catalogues/app-auth/en.js';

/** The message ids of each namespace of the app's bundle. */
export interface AppMessageIds {
  common: AppCommonMessageId;
  codeDialogs: AppCodeDialogsMessageId;
  workspaces: AppWorkspacesMessageId;
  designs: AppDesignsMessageId;
  dashboard: AppDashboardMessageId;
  account: AppAccountMessageId;
  analytics: AppAnalyticsMessageId;
  admin: AppAdminMessageId;
  newsletter: AppNewsletterMessageId;
  bulk: AppBulkMessageId;
  payments: AppPaymentsMessageId;
  trial: AppTrialMessageId;
  whiteLabel: AppWhiteLabelMessageId;
  auth: AppAuthMessageId;
}

export type AppNamespace = keyof AppMessageIds;

/** One language's messages for the app behind sign-in. */
export type AppBundle = { readonly [N in AppNamespace]: Catalogue<AppMessageIds[N]> };
