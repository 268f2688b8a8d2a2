import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n.js';
import type { ContentFormProps } from './content-value.js';
import { FieldControl } from './field-control.js';
import { CONTENT_FIELDS } from './field-specs.js';

/**
 * The fields of one QR type (spec 000 §2 "Type forms", §3). Controlled: it shows `value`
 * and `errors` and reports every edit through `onChange` with the whole new value. One
 * column on phones, two on wider screens.
 */
export function ContentForm({
  qrType,
  value,
  onChange,
  errors,
  onFieldBlur,
  disabled,
}: ContentFormProps) {
  const { t, rich } = useT('generatorForms');
  const idPrefix = useId();
  const fields = CONTENT_FIELDS[qrType].filter((spec) => spec.shownWhen?.(value) ?? true);
  return (
    <fieldset
      disabled={disabled}
      aria-label={t('form.details', { type: t(`type.${qrType}`) })}
      className="m-0 grid min-w-0 gap-4 border-0 p-0 sm:grid-cols-2"
    >
      <p aria-hidden="true" className="text-xs text-gray-500 sm:col-span-2">
        {rich('form.requiredNote', {
          star: (chunks) => <span className="text-red-600">{chunks}</span>,
        })}
      </p>
      {fields.map((spec) => (
        <FieldControl
          key={`${qrType}:${spec.name}`}
          spec={spec}
          id={`${idPrefix}${qrType}-${spec.name}`}
          value={value}
          onChange={onChange}
          error={errors[spec.name]}
          errors={errors}
          onBlur={onFieldBlur}
          disabled={disabled}
        />
      ))}
    </fieldset>
  );
}
