import { useState, type FormEvent } from 'react';
import { editDestinationSchema } from '../../../../contracts/dynamic-codes.js';
import type { DynamicQrCode } from '../../../../contracts/dynamic-codes.js';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { toast } from '../../../components/ui/toast.js';
import { useSaveToasts } from '../../../components/ui/save-toast.js';
import { serverFieldErrors } from '../../../lib/api.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { editDestination, useCodeMutation } from '../api/code-actions.js';

/**
 * Edit destination (spec 000 §5): the field is checked with the contract's schema ("URL is
 * required", "Please enter a valid URL", http/https only); an unchanged URL closes without a
 * request. Success toasts "Dynamic QR Code saved". Editing is always allowed, whatever the plan.
 */
export function EditDestinationForm({ code, onDone }: { code: DynamicQrCode; onDone(): void }) {
  const [value, setValue] = useState(code.destination);
  const [error, setError] = useState<string | undefined>();
  const mutation = useCodeMutation((destination: string) => editDestination(code.id, destination));
  const { t } = useAppT('codeDialogs');
  const common = useAppT('common');
  const toasts = useSaveToasts();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = editDestinationSchema.safeParse({ destination: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (parsed.data.destination === code.destination) {
      toast({
        title: t('destination.unchangedTitle'),
        description: t('destination.unchanged'),
      });
      onDone();
      return;
    }
    try {
      await mutation.mutateAsync(parsed.data.destination);
      toasts.saved(t('what.dynamicCode'));
      onDone();
    } catch (failure) {
      console.warn('Editing the destination failed', failure);
      const fieldMessage = serverFieldErrors(failure).destination;
      if (fieldMessage) {
        setError(fieldMessage);
        return;
      }
      toasts.notSaved(t('what.dynamicCode'), failure);
    }
  }

  const busy = mutation.isPending;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <TextField
        label={t('destination.label')}
        type="url"
        inputMode="url"
        autoComplete="url"
        value={value}
        error={error}
        disabled={busy}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? common.t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
