import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { localizeMessage } from '../../lib/i18n/localize-message.js';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Message shown under the input; also marks it invalid for assistive technology. */
  error?: string;
  /** A control drawn inside the input's right end (e.g. the password field's show/hide). */
  trailing?: ReactNode;
  /** A sentence under the input that says what to enter; it describes the input, as the error does. */
  hint?: ReactNode;
};

/** A labelled input with its validation message. Forwards its ref for react-hook-form. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, id, className, trailing, hint, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  // The hint and the error, each only when shown (never an id no element has).
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const input = (
    <input
      ref={ref}
      id={inputId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      className={clsx(
        'w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900 sm:text-sm',
        'focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
        error ? 'border-red-500' : 'border-gray-300',
        trailing && 'pr-11',
      )}
      {...rest}
    />
  );
  return (
    <div className={clsx('grid gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {trailing ? (
        <div className="relative">
          {input}
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        </div>
      ) : (
        input
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
});
