// Public toast API: `toast({ title, description, variant })` anywhere, `useToast()` in
// components, and <Toaster /> mounted once by the app providers.
export { toast, dismissToast, useToast, TOAST_DURATION_MS } from './toast-store.js';
export type { ToastInput, ToastItem, ToastVariant } from './toast-store.js';
export { Toaster } from './toaster.js';
