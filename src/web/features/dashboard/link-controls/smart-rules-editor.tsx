import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  linkControlsInputSchema,
  type LinkOs,
  type LinkRule,
} from '../../../../contracts/link-controls.js';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useSaveToasts } from '../../../components/ui/save-toast.js';
import { apiRequest, serverFieldErrors } from '../../../lib/api.js';
import { useAppT } from '../../../lib/i18n/i18n.js';

/** The most rules a code may have (the contract's limit, repeated for the Add button). */
export const MAX_RULES = 20;

const OS_LABELS = {
  ios: 'rule.os.ios',
  android: 'rule.os.android',
  other: 'rule.os.other',
} as const satisfies Record<LinkOs, string>;

/** Monday to Sunday in `locale` ("Monday", "lunes", "Montag"...): 2024-01-01 was a Monday. */
function dayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

/** One rule as the form holds it: lists as typed text, a stable key for React and focus. */
interface DraftRule {
  key: number;
  destination: string;
  /** The rule sends its scans to the code's split instead of `destination`. */
  toSplit: boolean;
  os: LinkOs[];
  countries: string;
  languages: string;
  days: number[];
  fromTime: string;
  toTime: string;
  timeZone: string;
}

let nextKey = 1;

function toDraft(rule: LinkRule): DraftRule {
  return {
    key: nextKey++,
    destination: rule.destination ?? '',
    toSplit: rule.split === true,
    os: rule.os ?? [],
    countries: (rule.countries ?? []).join(', '),
    languages: (rule.languages ?? []).join(', '),
    days: rule.days ?? [],
    fromTime: rule.fromTime ?? '',
    toTime: rule.toTime ?? '',
    timeZone: rule.timeZone ?? '',
  };
}

const words = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((w) => w.trim())
    .filter((w) => w !== '');

/** The rule the API gets: empty conditions are left out (an absent list matches everyone). */
export function fromDraft(draft: Omit<DraftRule, 'key'>): Record<string, unknown> {
  const rule: Record<string, unknown> = draft.toSplit
    ? { split: true }
    : { destination: draft.destination.trim() };
  if (draft.os.length > 0) rule.os = draft.os;
  const countries = words(draft.countries);
  if (countries.length > 0) rule.countries = countries;
  const languages = words(draft.languages);
  if (languages.length > 0) rule.languages = languages;
  if (draft.days.length > 0) rule.days = [...draft.days].sort((a, b) => a - b);
  if (draft.fromTime !== '') rule.fromTime = draft.fromTime;
  if (draft.toTime !== '') rule.toTime = draft.toTime;
  if (draft.timeZone !== '') rule.timeZone = draft.timeZone;
  return rule;
}

/** Field errors keyed as the API keys them ("rules.0.countries.1", "rules.0", "rules"). */
function validate(rules: Record<string, unknown>[]): Record<string, string> {
  const parsed = linkControlsInputSchema.safeParse({ rules });
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
    }
  }
  return errors;
}

/** The first error for `rules.{index}.{field}` or anything below it. */
function errorFor(errors: Record<string, string>, index: number, field?: string) {
  const prefix = field === undefined ? `rules.${index}` : `rules.${index}.${field}`;
  if (field === undefined) return errors[prefix];
  const key = Object.keys(errors).find((k) => k === prefix || k.startsWith(`${prefix}.`));
  return key === undefined ? undefined : errors[key];
}

let zones: string[] | null = null;
/** Every IANA zone the browser knows, UTC first. */
function timeZones(): string[] {
  if (zones === null) {
    const known =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    zones = ['UTC', ...known.filter((z) => z !== 'UTC')];
  }
  return zones;
}

/** Which control takes the focus after the list changed (a move keeps it on the moved rule). */
type PendingFocus = { key: number; control: 'up' | 'down' | 'legend' } | { control: 'add' };

/**
 * The smart rules of one dynamic code: an ordered list, first match wins, the code's own
 * destination last. Each rule routes by device OS, country, language, and days and a time
 * window in a chosen time zone to its own destination. Validated with the API's own contract
 * before saving (PUT .../controls { rules }), so messages are the same either side; every
 * control is a native button, checkbox, input or select, and moving or removing a rule keeps
 * the keyboard focus on a sensible control and announces the change.
 */
export function SmartRulesEditor({
  codeId,
  rules: saved,
  hasSplit = false,
  onSaved,
}: {
  codeId: number;
  rules: LinkRule[];
  /** The code has a saved split: a rule may send its scans there. */
  hasSplit?: boolean;
  onSaved(): void;
}) {
  const [rules, setRules] = useState<DraftRule[]>(() => saved.map(toDraft));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [pendingFocus, setPendingFocus] = useState<PendingFocus | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const { t } = useAppT('codeDialogs');
  const common = useAppT('common');
  const toasts = useSaveToasts();

  useEffect(() => {
    if (pendingFocus === null) return;
    if (pendingFocus.control === 'add') {
      formRef.current?.querySelector<HTMLElement>('[data-focus="add"]')?.focus();
    } else {
      const selector = `[data-rule-key="${pendingFocus.key}"] [data-focus="${pendingFocus.control}"]`;
      const target = listRef.current?.querySelector<HTMLElement>(selector);
      // A rule moved to the top or bottom has its Up or Down disabled: focus its legend then.
      const fallback = listRef.current?.querySelector<HTMLElement>(
        `[data-rule-key="${pendingFocus.key}"] [data-focus="legend"]`,
      );
      (target && !(target as HTMLButtonElement).disabled ? target : fallback)?.focus();
    }
    setPendingFocus(null);
  }, [pendingFocus]);

  const update = (key: number, patch: Partial<DraftRule>) =>
    setRules((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  function add() {
    const rule = toDraft({ destination: '' });
    setRules((list) => [...list, rule]);
    setAnnouncement(t('rules.added', { n: rules.length + 1 }));
    setPendingFocus({ key: rule.key, control: 'legend' });
  }

  function remove(index: number) {
    const next = rules.filter((_, i) => i !== index);
    setRules(next);
    setErrors({});
    setAnnouncement(t('rules.removed', { n: index + 1 }));
    const neighbour = next[Math.min(index, next.length - 1)];
    setPendingFocus(neighbour ? { key: neighbour.key, control: 'legend' } : { control: 'add' });
  }

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    const rule = rules[index];
    if (rule === undefined || to < 0 || to >= rules.length) return;
    const next = rules.filter((_, i) => i !== index);
    next.splice(to, 0, rule);
    setRules(next);
    setErrors({});
    setAnnouncement(t('rules.moved', { to: to + 1, count: next.length }));
    setPendingFocus({ key: rule.key, control: by < 0 ? 'up' : 'down' });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = rules.map(fromDraft);
    const found = validate(body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAnnouncement(t('rules.hasErrors'));
      return;
    }
    setBusy(true);
    try {
      await apiRequest('PUT', `/api/dynamic-qrcodes/${codeId}/controls`, { rules: body });
      toasts.saved(t('rules.heading'));
      onSaved();
    } catch (failure) {
      setErrors(serverFieldErrors(failure));
      toasts.notSaved(t('rules.heading'), failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="grid gap-3"
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        {t('rules.heading')}
      </h3>
      <p className="text-sm text-gray-600">
        {t('rules.intro', { toSplit: hasSplit ? 'yes' : 'no' })}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {rules.length === 0 ? <p className="text-sm text-gray-600">{t('rules.none')}</p> : null}
      <ol ref={listRef} className="grid gap-3" aria-label={t('rules.listLabel')}>
        {rules.map((rule, index) => (
          <li key={rule.key} data-rule-key={rule.key}>
            <RuleFields
              rule={rule}
              index={index}
              count={rules.length}
              hasSplit={hasSplit}
              errors={errors}
              onChange={(patch) => update(rule.key, patch)}
              onMove={(by) => move(index, by)}
              onRemove={() => remove(index)}
            />
          </li>
        ))}
      </ol>
      {errors.rules ? <p className="text-sm text-red-600">{errors.rules}</p> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          data-focus="add"
          variant="outline"
          disabled={rules.length >= MAX_RULES}
          onClick={add}
        >
          {t('rules.add')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? common.t('saving') : t('rules.save')}
        </Button>
      </div>
      {rules.length >= MAX_RULES ? (
        <p className="text-sm text-gray-600">{t('rules.tooMany', { max: MAX_RULES })}</p>
      ) : null}
    </form>
  );
}

function RuleFields({
  rule,
  index,
  count,
  hasSplit,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  rule: DraftRule;
  index: number;
  count: number;
  hasSplit: boolean;
  errors: Record<string, string>;
  onChange(patch: Partial<DraftRule>): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  const n = index + 1;
  const { t, locale } = useAppT('codeDialogs');
  const days = useMemo(() => dayNames(locale), [locale]);
  const ruleError = errorFor(errors, index);
  const toggle = <T,>(list: T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((v) => v !== value);
  const checkbox = 'h-4 w-4 rounded border-gray-300 text-primary focus-visible:ring-primary';
  const zoneError = errorFor(errors, index, 'timeZone');
  const zoneErrorId = `rule-${rule.key}-zone-error`;
  return (
    <fieldset
      className="grid min-w-0 gap-3 rounded-md border border-gray-200 p-3"
      aria-invalid={ruleError ? true : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-gray-900">
        <span tabIndex={-1} data-focus="legend" className="focus-visible:outline-none">
          {t('rule.legend', { n })}
        </span>
      </legend>
      {hasSplit || rule.toSplit ? (
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium text-gray-800">{t('rule.sendTo', { n })}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <label className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name={`rule-${rule.key}-target`}
                className={checkbox}
                checked={!rule.toSplit}
                onChange={() => onChange({ toSplit: false })}
              />
              {t('rule.toUrl')}
            </label>
            <label className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name={`rule-${rule.key}-target`}
                className={checkbox}
                checked={rule.toSplit}
                onChange={() => onChange({ toSplit: true })}
              />
              {t('rule.toSplit')}
            </label>
          </div>
          {errorFor(errors, index, 'split') ? (
            <p className="text-sm text-red-600">{errorFor(errors, index, 'split')}</p>
          ) : null}
        </fieldset>
      ) : null}
      {rule.toSplit ? null : (
        <TextField
          label={t('rule.destination', { n })}
          type="url"
          inputMode="url"
          value={rule.destination}
          error={errorFor(errors, index, 'destination')}
          onChange={(e) => onChange({ destination: e.target.value })}
        />
      )}
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium text-gray-800">{t('rule.device')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {(Object.keys(OS_LABELS) as LinkOs[]).map((os) => (
            <label key={os} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                className={checkbox}
                checked={rule.os.includes(os)}
                onChange={(e) => onChange({ os: toggle(rule.os, os, e.target.checked) })}
              />
              {t(OS_LABELS[os])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('rule.countries')}
          value={rule.countries}
          autoCapitalize="characters"
          error={errorFor(errors, index, 'countries')}
          onChange={(e) => onChange({ countries: e.target.value })}
        />
        <TextField
          label={t('rule.languages')}
          value={rule.languages}
          autoCapitalize="none"
          error={errorFor(errors, index, 'languages')}
          onChange={(e) => onChange({ languages: e.target.value })}
        />
      </div>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-medium text-gray-800">{t('rule.days')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {days.map((day, i) => (
            <label key={day} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                className={checkbox}
                checked={rule.days.includes(i + 1)}
                onChange={(e) => onChange({ days: toggle(rule.days, i + 1, e.target.checked) })}
              />
              {day}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('rule.from')}
          type="time"
          value={rule.fromTime}
          error={errorFor(errors, index, 'fromTime')}
          onChange={(e) => onChange({ fromTime: e.target.value })}
        />
        <TextField
          label={t('rule.until')}
          type="time"
          value={rule.toTime}
          error={errorFor(errors, index, 'toTime')}
          onChange={(e) => onChange({ toTime: e.target.value })}
        />
        <div className="grid gap-1.5">
          <label htmlFor={`rule-${rule.key}-zone`} className="text-sm font-medium text-gray-800">
            {t('rule.timeZone')}
          </label>
          <select
            id={`rule-${rule.key}-zone`}
            value={rule.timeZone}
            aria-invalid={zoneError ? true : undefined}
            aria-describedby={zoneError ? zoneErrorId : undefined}
            onChange={(e) => onChange({ timeZone: e.target.value })}
            className={`w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:text-sm ${zoneError ? 'border-red-500' : 'border-gray-300'}`}
          >
            <option value="">{t('rule.noTimeZone')}</option>
            {timeZones().map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
          {zoneError ? (
            <p id={zoneErrorId} className="text-sm text-red-600">
              {zoneError}
            </p>
          ) : null}
        </div>
      </div>
      {ruleError ? <p className="text-sm text-red-600">{ruleError}</p> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          data-focus="up"
          aria-label={t('rule.moveUpLabel', { n })}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          {t('rule.moveUp')}
        </Button>
        <Button
          variant="outline"
          data-focus="down"
          disabled={index === count - 1}
          aria-label={t('rule.moveDownLabel', { n })}
          onClick={() => onMove(1)}
        >
          {t('rule.moveDown')}
        </Button>
        {/* The visible text starts each name (WCAG 2.5.3); the number tells the rules apart. */}
        <Button variant="outline" aria-label={t('rule.removeLabel', { n })} onClick={onRemove}>
          {t('remove')}
        </Button>
      </div>
    </fieldset>
  );
}
