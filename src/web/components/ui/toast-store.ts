import { useSyncExternalStore } from 'react';
import { localizeMessage } from '../../lib/i18n/localize-message.js';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One button in the toast (e.g. Undo); choosing it also closes the toast. */
  action?: { label: string; onClick(): void };
  /** How long it stays up, when not TOAST_DURATION_MS (an Undo lasts as long as it is offered). */
  durationMs?: number;
}

export interface ToastItem extends ToastInput {
  /** Changes with every toast so a replacement restarts its timer and announcement. */
  id: number;
  open: boolean;
}

/** How long a toast stays up (spec 000 §9, 001 §9). */
export const TOAST_DURATION_MS = 5000;

// At most one toast at a time (spec 000 §9): the store holds a single slot, and a new toast
// replaces whatever is showing.
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. Returns a function that dismisses it. */
export function toast(input: ToastInput): () => void {
  const id = nextId++;
  // A contract's message (a title or the server's answer) in the language shown.
  current = {
    ...input,
    title: localizeMessage(input.title),
    description: localizeMessage(input.description),
    variant: input.variant ?? 'default',
    id,
    open: true,
  };
  emit();
  return () => dismissToast(id);
}

/** Closes the toast with this id (or the current one) if it is still showing. */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast on screen (or null) plus the functions to show and dismiss one. */
export function useToast(): {
  current: ToastItem | null;
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return { current: snapshot, toast, dismiss: dismissToast };
}
