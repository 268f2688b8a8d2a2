// A whole-number input for one colour component (R, G, B 0-255; hue 0-360). What the user
// types is a draft; it commits on blur or Enter, rounded and clamped to [min, max]. Empty or
// unreadable text commits nothing and shows the current value again.
import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n.js';
import { clamp } from './colour.js';
import { FOCUS_RING } from './focus-ring.js';

interface NumberFieldProps {
  /** Visible short label, e.g. "R" (in the page's language, as `label`). */
  shortLabel: string;
  /** Accessible name, e.g. "Red". */
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit(value: number): void;
}

export function NumberField({ shortLabel, label, value, min, max, onCommit }: NumberFieldProps) {
  const { t } = useT('generatorDesign');
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    setDraft(null);
    const n = Number(draft.trim());
    if (draft.trim() === '' || !Number.isFinite(n)) return;
    onCommit(clamp(Math.round(n), min, max));
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-gray-600" title={label}>
        {shortLabel}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        aria-label={t('picker.range', { label, min, max })}
        min={min}
        max={max}
        step={1}
        value={draft ?? String(Math.round(value))}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        className={`w-full min-w-0 rounded-md border border-gray-300 px-1.5 py-1 text-sm tabular-nums ${FOCUS_RING}`}
      />
    </div>
  );
}
