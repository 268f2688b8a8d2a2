import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast.js';
import type { DashboardCode } from '../api/code-lists.js';
import { deleteCode, useCodeMutation } from '../api/code-actions.js';

/**
 * Delete confirmation. The dialog closes whatever the outcome (spec 000 §8); a failure is
 * logged and, unlike the spec's silent failure, also shown: the user must know the code is
 * still there.
 */
export function DeleteConfirmation({ item, onDone }: { item: DashboardCode; onDone(): void }) {
  const mutation = useCodeMutation(() => deleteCode(item));

  async function confirm() {
    try {
      await mutation.mutateAsync(undefined);
      toast({ title: 'QR Code deleted', variant: 'success' });
    } catch (error) {
      console.warn('Deleting the QR code failed', error);
      toast({
        title: 'Delete failed',
        description: 'There was a problem deleting your QR code. Please try again.',
        variant: 'destructive',
      });
    } finally {
      onDone();
    }
  }

  const busy = mutation.isPending;
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onDone} disabled={busy}>
        Cancel
      </Button>
      <Button
        onClick={() => void confirm()}
        disabled={busy}
        className="bg-red-600 hover:bg-red-700 focus-visible:ring-red-600"
      >
        {busy ? 'Deleting...' : 'Delete'}
      </Button>
    </div>
  );
}

/** What deleting means for this code, in plain words. */
export function deleteDescription(item: DashboardCode): string {
  return item.kind === 'dynamic'
    ? 'This cannot be undone. Printed copies of this dynamic code will stop redirecting and show a "not found" page. To stop it only for a while, pause it instead.'
    : 'This cannot be undone. Printed copies of a static code keep working: it only leaves your dashboard.';
}
