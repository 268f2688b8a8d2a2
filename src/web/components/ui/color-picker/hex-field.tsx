// The hex input: accepts #RRGGBB, #RGB and either without '#'. The text is a draft until blur
// or Enter; invalid text shows "Enter a colour as #RRGGBB" (in the page's language) and commits
// nothing.
import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n.js';
import { parseHex } from './colour.js';
import { FOCUS_RING } from './focus-ring.js';

/** The invalid-text message in English (generatorDesign picker.hexError). */
export const HEX_ERROR = 'Enter a colour as #RRGGBB';

interface HexFieldProps {
  /** The current colour, #RRGGBB. */
  value: string;
  /** Receives the normalised colour, #RRGGBB upper case. */
  onCommit(hex: string): void;
}

export function HexField({ value, onCommit }: HexFieldProps) {
  const { t } = useT('generatorDesign');
  const id = useId();
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);

  function commit() {
    if (draft === null) return;
    const hex = parseHex(draft);
    if (hex === null) {
      setInvalid(true); // keep the text so the user can correct it
      return;
    }
    setDraft(null);
    setInvalid(false);
    onCommit(hex);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-gray-600">
        {t('picker.hex')}
      </label>
      <input
        id={id}
        type="text"
        spellCheck={false}
        autoComplete="off"
        value={draft ?? value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          setInvalid(false);
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
        className={`w-full rounded-md border px-2 py-1 font-mono text-sm uppercase ${
          invalid ? 'border-red-600' : 'border-gray-300'
        } ${FOCUS_RING}`}
      />
      {invalid && (
        <p id={errorId} role="alert" className="text-xs text-red-700">
          {t('picker.hexError')}
        </p>
      )}
    </div>
  );
}
