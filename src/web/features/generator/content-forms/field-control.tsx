import type { ChangeEvent, ReactNode } from 'react';
import clsx from 'clsx';
import { parseWebUrl } from '../../../../qr/payload/index.js';
import { useT } from '../../../lib/i18n/i18n.js';
import { localizeMessage } from '../../../lib/i18n/localize-message.js';
import { choiceText } from './choice-labels.js';
import { textOf, type ContentValue } from './content-value.js';
import {
  describedBy,
  FieldFrame,
  fieldIds,
  INPUT_CLASSES,
  inputBorder,
  RequiredMark,
} from './field-frame.js';
import { formText, isRequired, type FieldSpec } from './field-specs.js';
import { isTimeZone } from '../../../../contracts/qr-content.js';
import {
  isoToLocalInput,
  localInputToIso,
  timeZoneLabel,
  timeZoneNames,
  userTimeZone,
} from './local-date-time.js';
import { GalleryField } from './gallery-field.js';
import { UploadField } from './upload-field.js';

export interface FieldControlProps {
  spec: FieldSpec;
  /** The input's id; hint and error ids derive from it. */
  id: string;
  value: ContentValue;
  onChange(next: ContentValue): void;
  error?: string;
  /** All of the form's messages (a gallery shows those of its images too). */
  errors?: Record<string, string>;
  onBlur?(name: string): void;
  disabled?: boolean;
}

const HTTP_SCHEME = /^https?:\/\//i;

/** The list with `current` first when it is not in it (an alias the browser reports). */
const withCurrent = (names: string[], current: string) =>
  names.includes(current) ? names : [current, ...names];

/** One field of a type form, drawn according to its kind. */
export function FieldControl({
  spec,
  id,
  value,
  onChange,
  error,
  errors,
  onBlur,
  disabled,
}: FieldControlProps) {
  const { t } = useT('generatorForms');
  const ids = fieldIds(id);
  const required = isRequired(spec, value);
  const set = (field: unknown) => onChange({ ...value, [spec.name]: field });
  const text = textOf(value, spec.name);
  // The IANA zone a date-time's wall clock is in, when the form names a valid one.
  const zoneName = spec.kind === 'date-time' && spec.zoneKey ? textOf(value, spec.zoneKey) : '';
  const zone = zoneName && isTimeZone(zoneName) ? zoneName : undefined;

  if (spec.kind === 'gallery') {
    return (
      <GalleryField
        spec={spec}
        ids={ids}
        value={value}
        onChange={onChange}
        errors={errors ?? (error ? { [spec.name]: error } : {})}
        required={required}
        disabled={disabled}
      />
    );
  }

  if (spec.kind === 'upload') {
    return (
      <UploadField
        spec={spec}
        ids={ids}
        value={value}
        onChange={onChange}
        error={error}
        required={required}
        disabled={disabled}
      />
    );
  }

  const common = {
    id: ids.input,
    name: spec.name,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    disabled,
  } as const;
  const label = t(spec.label);
  const hintText = spec.hint && formText(t, spec.hint);

  if (spec.kind === 'checkbox') {
    return (
      <div className={clsx('grid gap-1.5', spec.wide && 'sm:col-span-2')}>
        <div className="flex items-center gap-2">
          <input
            {...common}
            type="checkbox"
            checked={value[spec.name] === true}
            aria-describedby={describedBy(ids, hintText, error)}
            onChange={(e) => set(e.target.checked)}
            onBlur={() => onBlur?.(spec.name)}
            className="size-4 rounded border-gray-300 accent-primary focus-visible:ring-2 focus-visible:ring-primary"
          />
          <label htmlFor={ids.input} className="min-w-0 text-sm break-words text-gray-800">
            {label}
            {required && <RequiredMark />}
          </label>
        </div>
        {hintText && (
          <p id={ids.hint} className="text-xs text-gray-500">
            {hintText}
          </p>
        )}
        {error && (
          <p id={ids.error} role="alert" className="text-sm text-red-600">
            {localizeMessage(error)}
          </p>
        )}
      </div>
    );
  }

  let hint: ReactNode = hintText;
  if (spec.kind === 'textarea' && spec.counter !== undefined) {
    hint = (
      <div className="flex flex-wrap justify-between gap-x-3">
        <span>{hintText}</span>
        <span
          className={clsx('tabular-nums', text.length > spec.counter && 'font-medium text-red-600')}
        >
          {text.length} / {spec.counter}
        </span>
      </div>
    );
  } else if (spec.kind === 'date-time') {
    hint = (
      <>
        {hintText && <span className="block">{hintText}</span>}
        <span className="block">
          {zone
            ? t('dateTime.eventZone', { zone: timeZoneLabel(new Date(), zone) })
            : t('dateTime.yourZone', { zone: timeZoneLabel() })}
        </span>
      </>
    );
  }

  const field = {
    ...common,
    'aria-describedby': describedBy(ids, hint, error),
    placeholder: spec.placeholder && t(spec.placeholder),
    autoComplete: spec.autoComplete,
    maxLength: spec.maxLength,
    className: clsx(INPUT_CLASSES, inputBorder(error)),
  };
  const onText = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    set(e.target.value);
  const blurred = () => onBlur?.(spec.name);

  let control: ReactNode;
  switch (spec.kind) {
    case 'textarea':
      control = (
        <textarea {...field} rows={spec.rows} value={text} onChange={onText} onBlur={blurred} />
      );
      break;
    case 'select':
      control = (
        <select {...field} value={text} onChange={onText} onBlur={blurred}>
          {spec.placeholder !== undefined && (
            <option value="" disabled={required}>
              {t(spec.placeholder)}
            </option>
          )}
          {spec.options.map((option) => (
            <option key={option.value} value={option.value}>
              {choiceText(t, option)}
            </option>
          ))}
        </select>
      );
      break;
    case 'time-zone': {
      const current = text || userTimeZone();
      control = (
        <select
          {...field}
          value={current}
          onChange={(e) => {
            // Keep each date's wall-clock time: 18:00 stays 18:00, now in the chosen zone.
            const next: ContentValue = { ...value, [spec.name]: e.target.value };
            for (const key of spec.dateFields) {
              const iso = textOf(value, key);
              const wall = iso && isoToLocalInput(iso, isTimeZone(current) ? current : undefined);
              if (wall) next[key] = localInputToIso(wall, e.target.value);
            }
            onChange(next);
          }}
          onBlur={blurred}
        >
          {withCurrent(timeZoneNames(), current).map((name) => (
            <option key={name} value={name}>
              {name.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      );
      break;
    }
    case 'date-time':
      control = (
        <input
          {...field}
          type="datetime-local"
          value={isoToLocalInput(text, zone)}
          onChange={(e) => set(localInputToIso(e.target.value, zone))}
          onBlur={blurred}
        />
      );
      break;
    case 'number':
      control = (
        <input
          {...field}
          type="number"
          inputMode="decimal"
          min={spec.min}
          max={spec.max}
          step={spec.step}
          value={text}
          onChange={onText}
          onBlur={blurred}
        />
      );
      break;
    case 'web-url':
      control = (
        <input
          {...field}
          // Not type="url": browsers refuse "example.com", which we accept (000 §4).
          type="text"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          value={text}
          onChange={onText}
          onBlur={() => {
            // Show the https:// that a bare host gets (spec 000 §4) once the user moves on.
            const typed = text.trim();
            if (!HTTP_SCHEME.test(typed) && parseWebUrl(typed).ok) {
              set(`https://${typed}`);
            }
            blurred();
          }}
        />
      );
      break;
    default:
      control = (
        <input
          {...field}
          type={spec.kind === 'decimal' ? 'text' : spec.kind}
          inputMode={spec.kind === 'decimal' ? 'decimal' : undefined}
          autoCapitalize={spec.kind === 'email' ? 'none' : undefined}
          value={text}
          onChange={onText}
          onBlur={blurred}
        />
      );
  }

  return (
    <FieldFrame
      ids={ids}
      label={label}
      required={required}
      hint={hint}
      error={error}
      wide={spec.wide}
    >
      {control}
    </FieldFrame>
  );
}
