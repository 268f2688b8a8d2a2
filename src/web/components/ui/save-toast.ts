import { serverMessage } from '../../lib/api.js';
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
