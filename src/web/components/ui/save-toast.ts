import { useMemo } from 'react';
import { serverMessage } from '../../lib/api.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { toast } from './toast-store.js';

/** The words of the save toasts, in one language. */
interface SaveWords {
  saved(what: string): string;
  notSaved(what: string): string;
  tryAgain: string;
}

const ENGLISH: SaveWords = {
  saved: (what) => `${what} saved`,
  notSaved: (what) => `${what} not saved`,
  tryAgain: 'Please try again.',
};

function showSaved(words: SaveWords, what: string, description?: string): void {
  toast({
    title: words.saved(what),
    ...(description ? { description } : {}),
    variant: 'success',
  });
}

function showNotSaved(words: SaveWords, what: string, failure: unknown): void {
  toast({
    title: words.notSaved(what),
    description: serverMessage(failure) ?? words.tryAgain,
    variant: 'destructive',
  });
}

/**
 * The one way a save reports its outcome (issue 37 item 8), everywhere something is saved: a
 * success toast "{what} saved", or a destructive toast "{what} not saved" with the server's
 * reason. Field messages stay under their fields as well; the toast says the save as a whole
 * did not happen. `what` starts with a capital: "Link controls", "Smart rules".
 */
export function toastSaved(what: string, description?: string): void {
  showSaved(ENGLISH, what, description);
}

/** See toastSaved: the failure's server message, or "Please try again." without one. */
export function toastNotSaved(what: string, failure: unknown): void {
  showNotSaved(ENGLISH, what, failure);
}

/**
 * toastSaved and toastNotSaved in the app's language, for a screen shown by AppLanguage
 * (issue 42): the same toasts, their words from the app's common messages.
 */
export function useSaveToasts() {
  const { t } = useAppT('common');
  return useMemo(() => {
    const words: SaveWords = {
      saved: (what) => t('toast.saved', { what }),
      notSaved: (what) => t('toast.notSaved', { what }),
      tryAgain: t('toast.tryAgain'),
    };
    return {
      saved: (what: string, description?: string) => showSaved(words, what, description),
      notSaved: (what: string, failure: unknown) => showNotSaved(words, what, failure),
    };
  }, [t]);
}
