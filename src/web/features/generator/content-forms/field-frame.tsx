import type { ReactNode } from 'react';
import clsx from 'clsx';
import { localizeMessage } from '../../../lib/i18n/localize-message.js';

/** Ids of a field's parts: the input, its hint and its error message. */
export interface FieldIds {
  input: string;
  hint: string;
  error: string;
}

export function fieldIds(id: string): FieldIds {
  return { input: id, hint: `${id}-hint`, error: `${id}-error` };
}

/** The aria-describedby of an input: its hint and error, when shown. */
export function describedBy(ids: FieldIds, hint: unknown, error: unknown, ...more: string[]) {
  const parts = [hint ? ids.hint : '', ...more, error ? ids.error : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

export const INPUT_CLASSES =
  'min-h-11 w-full min-w-0 rounded-md border bg-white px-3 py-2 text-base text-gray-900 sm:min-h-10 sm:text-sm ' +
  'placeholder:text-gray-400 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none ' +
  'disabled:cursor-not-allowed disabled:bg-gray-100';

export function inputBorder(error: string | undefined): string {
  return error ? 'border-red-500' : 'border-gray-300';
}

/** The visible required marker; assistive technology hears `required` on the input instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-600">
      *
    </span>
  );
}

interface FieldFrameProps {
  ids: FieldIds;
  /** The label in the page's language. */
  label: string;
  required: boolean;
  hint?: ReactNode;
  /** A contract's message (shown in the page's language) or one already translated. */
  error?: string;
  wide?: boolean;
  /** When the control is not a labelable element, the label is a plain span with this id. */
  labelAsText?: boolean;
  children: ReactNode;
}

/** Label (with the required marker), control, hint, and the error as an alert under it. */
export function FieldFrame({
  ids,
  label,
  required,
  hint,
  error,
  wide,
  labelAsText,
  children,
}: FieldFrameProps) {
  const labelClasses = 'text-sm font-medium text-gray-800';
  const labelContent = (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  );
  return (
    <div className={clsx('grid min-w-0 content-start gap-1.5', wide && 'sm:col-span-2')}>
      {labelAsText ? (
        <span id={`${ids.input}-label`} className={labelClasses}>
          {labelContent}
        </span>
      ) : (
        <label htmlFor={ids.input} className={labelClasses}>
          {labelContent}
        </label>
      )}
      {children}
      {hint && (
        <div id={ids.hint} className="text-xs text-gray-500">
          {hint}
        </div>
      )}
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-red-600">
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
}
