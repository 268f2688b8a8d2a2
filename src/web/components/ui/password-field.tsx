import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField } from './text-field.js';
import { useT } from '../../lib/i18n/i18n.js';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string;
  /** "current-password" on sign-in and the current password; "new-password" elsewhere. */
  autoComplete: 'current-password' | 'new-password';
};

/**
 * The one password input of every form (sign-in, register, change password, set password): a
 * labelled field with a show/hide toggle. The toggle is a real button with a fixed name ("Show
 * password", in its text, so it never competes with the field's label) and aria-pressed saying
 * whether the password is shown.
 * Forwards its ref for react-hook-form.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField({ label, id, ...rest }, ref) {
    const { t, locale } = useT('common');
    const [visible, setVisible] = useState(false);
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const Icon = visible ? EyeOff : Eye;
    return (
      <TextField
        ref={ref}
        id={inputId}
        label={label}
        type={visible ? 'text' : 'password'}
        // No spelling or capitalisation help on a password shown as text.
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...rest}
        trailing={
          <button
            type="button"
            aria-pressed={visible}
            aria-controls={inputId}
            onClick={() => setVisible((v) => !v)}
            className="inline-flex h-9 w-9 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">
              {/* German writes its nouns with a capital. */}
              {t('password.show', {
                field: locale === 'de' ? label : label.toLocaleLowerCase(locale),
              })}
            </span>
          </button>
        }
      />
    );
  },
);
