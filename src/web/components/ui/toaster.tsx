import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { TOAST_DURATION_MS, useToast, type ToastVariant } from './toast-store.js';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-gray-200 bg-white text-gray-900',
  success: 'border-green-200 bg-green-50 text-green-900',
  destructive: 'border-red-600 bg-red-600 text-white',
};

/**
 * Renders the single current toast (Radix Toast: announced to screen readers, paused on hover
 * and focus, swipe to dismiss). The viewport takes focus with F8, Radix's default hotkey.
 * Mount once, near the root.
 */
export function Toaster() {
  const { current, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          open={current.open}
          duration={current.durationMs}
          onOpenChange={(open) => {
            if (!open) dismiss(current.id);
          }}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={current.variant}
          className={clsx(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            variantClasses[current.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {current.title}
            </ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {current.description}
              </ToastPrimitive.Description>
            )}
            {current.action && (
              <ToastPrimitive.Action
                altText={current.action.label}
                onClick={current.action.onClick}
                className="mt-1 w-fit rounded-md border border-current px-3 py-1 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
              >
                {current.action.label}
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-primary sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
