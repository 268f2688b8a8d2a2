// Public toast API: `toast({ title, description, variant })` anywhere, `useToast()` in
// components; <Toaster /> (./toaster.tsx) is mounted by the app providers with the first toast.
export { toast, dismissToast, useToast, TOAST_DURATION_MS } from './toast-store.js';
export type { ToastInput, ToastItem, ToastVariant } from './toast-store.js';
