import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import clsx from 'clsx';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Message shown under the input; also marks it invalid for assistive technology. */
  error?: string;
};

/** A labelled input with its validation message. Forwards its ref for react-hook-form. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, id, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={clsx('grid gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          'w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900 sm:text-sm',
          'focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
          error ? 'border-red-500' : 'border-gray-300',
        )}
        {...rest}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});
