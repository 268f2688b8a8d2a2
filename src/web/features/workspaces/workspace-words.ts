import { useMemo } from 'react';
import { createTranslator, type Catalogues } from '../../../contracts/i18n/format.js';
import { LOCALES } from '../../../contracts/i18n/locales.js';
import {
  messages as english,
  type AppWorkspacesMessageId,
} from '../../../contracts/i18n/catalogues/app-workspaces/en.js';
import type { WorkspaceRole } from '../../../contracts/workspaces.js';
import { toast } from '../../components/ui/toast.js';
import { serverMessage } from '../../lib/api.js';
import { useAppT, useSiteI18n } from '../../lib/i18n/i18n.js';

/**
 * The workspaces' messages for the pieces that are also drawn outside the app's screens: the
 * header's switcher and the plan screens' owners note show on public pages too (/pricing,
 * /subscribe) for a signed-in visitor, where the app's messages are not loaded (AppLanguage).
 * There they speak English, as before issue 42; inside the app, the account's language.
 */
export function useWorkspaceWords(): (
  id: AppWorkspacesMessageId,
  values?: Record<string, string | number>,
) => string {
  const { app, locale } = useSiteI18n();
  return useMemo(() => {
    const catalogue = app?.workspaces ?? english;
    const catalogues = Object.fromEntries(
      LOCALES.map((l) => [l, catalogue]),
    ) as Catalogues<AppWorkspacesMessageId>;
    return createTranslator(catalogues, app ? locale : 'en').t;
  }, [app, locale]);
}

/** The workspaces' messages and a toast for a failed request, in the app's language. */
export function useWorkspacesT() {
  const { t, rich, locale } = useAppT('workspaces');
  const common = useAppT('common');
  /** A failed request's message for a toast: the server's reason, or "Please try again." */
  const failed = (title: string) => (error: unknown) =>
    toast({
      title,
      description: serverMessage(error) ?? common.t('toast.tryAgain'),
      variant: 'destructive',
    });
  return { t, rich, locale, failed, tryAgain: () => common.t('toast.tryAgain') };
}

/** A workspace role's name in the app's language ("owner", "Inhaber"...). */
export function roleName(t: ReturnType<typeof useWorkspacesT>['t'], role: WorkspaceRole): string {
  return t(`role.${role}`);
}
