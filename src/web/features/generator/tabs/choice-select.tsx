import { useId } from 'react';
import { FIELD_CLASSES, LABEL_CLASSES } from './field-styles.js';

/** A labelled native <select> over a fixed list of choices. */
export function ChoiceSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(next: T): void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <select
        id={id}
        className={FIELD_CLASSES}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
