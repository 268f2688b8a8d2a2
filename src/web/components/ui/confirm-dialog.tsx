import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './button.js';
import { useT } from '../../lib/i18n/i18n.js';

/**
 * "Are you sure?" before an action that cannot be taken back (a bulk send, removing an admin).
 * Confirm closes the dialog, then runs `onConfirm`; Cancel, Escape and the overlay close it
 * without running it. Radix traps focus and returns it to the opener.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  destructive = false,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm(): void;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
}) {
  const { t } = useT('common');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-gray-600">{description}</Dialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">{t('action.cancel')}</Button>
            </Dialog.Close>
            <Button
              variant={destructive ? 'destructive' : 'primary'}
              onClick={() => {
                onOpenChange(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
