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

/** The message ids of each namespace of the app's bundle. */
export interface AppMessageIds {
  common: AppCommonMessageId;
  codeDialogs: AppCodeDialogsMessageId;
  workspaces: AppWorkspacesMessageId;
  designs: AppDesignsMessageId;
  dashboard: AppDashboardMessageId;
  account: AppAccountMessageId;
  analytics: AppAnalyticsMessageId;
}

export type AppNamespace = keyof AppMessageIds;

/** One language's messages for the app behind sign-in. */
export type AppBundle = { readonly [N in AppNamespace]: Catalogue<AppMessageIds[N]> };
