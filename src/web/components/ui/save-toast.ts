import { useMemo } from 'react';
import { serverMessage } from '../../lib/api.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { toast } from './toast-store.js';

/**
 * The one way a save reports its outcome (issue 37 item 8), everywhere something is saved: a
 * success toast "{what} saved", or a destructive toast "{what} not saved" with the server's
 * reason. Field messages stay under their fields as well; the toast says the save as a whole
 * did not happen. `what` starts with a capital: "Link controls", "Smart rules".
 */
export function toastSaved(what: string, description?: string): void {
  toast({ title: `${what} saved`, ...(description ? { description } : {}), variant: 'success' });
}

/** See toastSaved: the failure's server message, or "Please try again." without one. */
export function toastNotSaved(what: string, failure: unknown): void {
  toast({
    title: `${what} not saved`,
    description: serverMessage(failure) ?? 'Please try again.',
    variant: 'destructive',
  });
}

/**
 * toastSaved and toastNotSaved in the app's language, for a screen shown by AppLanguage
 * (issue 42): the same toasts, their words from the app's common messages.
 */
export function useSaveToasts() {
  const { t } = useAppT('common');
  return useMemo(
    () => ({
      saved(what: string, description?: string): void {
        toast({
          title: t('toast.saved', { what }),
          ...(description ? { description } : {}),
          variant: 'success',
        });
      },
      notSaved(what: string, failure: unknown): void {
        toast({
          title: t('toast.notSaved', { what }),
          description: serverMessage(failure) ?? t('toast.tryAgain'),
          variant: 'destructive',
        });
      },
    }),
    [t],
  );
}
