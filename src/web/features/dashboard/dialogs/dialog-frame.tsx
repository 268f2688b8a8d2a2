import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useAppT } from '../../../lib/i18n/i18n.js';

/**
 * The dashboard's modal dialogs: title, description, body, an optional row of actions and a
 * close button. Radix handles focus trapping, Escape and returning focus to the opener.
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  wide = false,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Wider dialog for analytics. */
  wide?: boolean;
}) {
  const { t } = useAppT('codeDialogs');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none',
            wide ? 'max-w-3xl' : 'max-w-md',
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold break-words text-gray-900">
              {title}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('close')}
              className="-m-1 rounded-md p-1 text-gray-500 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm break-words text-gray-600">
            {description}
          </Dialog.Description>
          {children}
          {actions && (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
