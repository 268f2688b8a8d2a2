import { useId, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { Button } from '../../../components/ui/button.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import {
  addDays,
  customRangeError,
  presetLabel,
  presetSelection,
  presetShort,
  type RangePreset,
  type RangeSelection,
} from '../date-range.js';

const PRESETS: RangePreset[] = ['24h', '7d', '30d', '90d'];

/**
 * Preset buttons (24 h, 7 d, 30 d, 90 d) and a custom from/to pair of date inputs. A custom
 * range is applied only when valid (from ≤ to, at most the contract's maximum length); the
 * reason is shown otherwise. `today` is the current local date in the analytics' tz.
 */
export function RangePicker({
  selection,
  onChange,
  today,
  tz,
}: {
  selection: RangeSelection;
  onChange: (next: RangeSelection) => void;
  today: string;
  tz: string;
}) {
  const [customOpen, setCustomOpen] = useState(selection.kind === 'custom');
  const [from, setFrom] = useState(
    selection.kind === 'custom' ? selection.from : addDays(today, -29),
  );
  const [to, setTo] = useState(selection.kind === 'custom' ? selection.to : today);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const words = useAppT('analytics');
  const { t } = words;

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const problem = customRangeError(from, to, words);
    setError(problem);
    if (!problem) onChange({ kind: 'custom', from, to });
  };

  const pill = (active: boolean) =>
    clsx(
      'min-h-9 rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
      'focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
      active ? 'bg-primary text-white' : 'bg-white text-gray-700 hover:bg-gray-100',
    );

  return (
    <div className="grid gap-3">
      <div
        role="group"
        aria-label={t('range.label')}
        className="flex flex-wrap gap-1 rounded-lg border border-gray-200 bg-gray-50 p-1"
      >
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={!customOpen && selection.kind === preset}
            aria-label={presetLabel(preset, words)}
            className={pill(!customOpen && selection.kind === preset)}
            onClick={() => {
              setCustomOpen(false);
              setError(null);
              onChange(presetSelection(preset, new Date(), tz));
            }}
          >
            {presetShort(preset, words)}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={customOpen}
          aria-expanded={customOpen}
          aria-controls={`${id}-custom`}
          className={pill(customOpen)}
          onClick={() => setCustomOpen(true)}
        >
          {t('range.custom')}
        </button>
      </div>
      {customOpen && (
        <form
          id={`${id}-custom`}
          noValidate
          onSubmit={applyCustom}
          aria-label={t('range.customLabel')}
          className="flex flex-wrap items-end gap-3"
        >
          <label className="grid gap-1 text-sm font-medium text-gray-800">
            {t('range.from')}
            <input
              type="date"
              value={from}
              max={today}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="rounded-md border border-gray-300 bg-white px-3 py-2 text-base sm:text-sm"
            />
          </label>
          <label className="grid gap-1 text-sm font-medium text-gray-800">
            {t('range.to')}
            <input
              type="date"
              value={to}
              max={today}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="rounded-md border border-gray-300 bg-white px-3 py-2 text-base sm:text-sm"
            />
          </label>
          <Button type="submit" variant="outline">
            {t('range.apply')}
          </Button>
          {error && (
            <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-600">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
