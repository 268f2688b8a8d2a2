import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import {
  DESIGN_MESSAGES,
  MARGIN_MODULES,
  type ErrorCorrectionLevel,
} from '../../../../contracts/design.js';
import { useT } from '../../../lib/i18n/i18n.js';
import { localizeMessage } from '../../../lib/i18n/localize-message.js';
import type { DesignState } from '../design-state.js';
import { FIELD_CLASSES, LABEL_CLASSES } from './field-styles.js';

const ECL_OPTIONS = [
  { value: 'L', label: 'advanced.ecl.L' },
  { value: 'M', label: 'advanced.ecl.M' },
  { value: 'Q', label: 'advanced.ecl.Q' },
  { value: 'H', label: 'advanced.ecl.H' },
] as const satisfies readonly { value: ErrorCorrectionLevel; label: string }[];

/**
 * "Advanced" (issue 23): error correction and margin (quiet zone), folded away by default.
 * A logo always draws at H, so the level is fixed then and says why. A margin under 4 modules
 * is allowed down to 2, with the warning the server gives too.
 */
export function AdvancedSection({
  design,
  onChange,
  hasLogo,
}: {
  design: DesignState;
  onChange(patch: Partial<DesignState>): void;
  hasLogo: boolean;
}) {
  const { t } = useT('generatorDesign');
  const id = useId();
  const [open, setOpen] = useState(false);
  // The margin as typed: an out-of-range or partial entry stays in the field with its message
  // and leaves the design (and so the request) at the last valid value.
  const [marginText, setMarginText] = useState(String(design.margin));
  const typed = Number(marginText);
  const marginValid =
    marginText.trim() !== '' &&
    Number.isInteger(typed) &&
    typed >= MARGIN_MODULES.min &&
    typed <= MARGIN_MODULES.max;

  return (
    <div className="rounded-lg border border-gray-200">
      <h3 className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          {t('advanced.title')}
          <ChevronDown
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </h3>
      <div id={`${id}-panel`} hidden={!open} className="grid gap-4 px-3 pt-1 pb-3">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-ecl`} className={LABEL_CLASSES}>
            {t('advanced.ecl')}
          </label>
          <select
            id={`${id}-ecl`}
            className={FIELD_CLASSES}
            value={hasLogo ? 'H' : design.errorCorrectionLevel}
            disabled={hasLogo}
            aria-describedby={`${id}-ecl-hint`}
            onChange={(event) =>
              onChange({ errorCorrectionLevel: event.target.value as ErrorCorrectionLevel })
            }
          >
            {ECL_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
          <p id={`${id}-ecl-hint`} className="text-xs text-gray-500">
            {hasLogo ? t('advanced.eclLogoHint') : t('advanced.eclHint')}
          </p>
        </div>

        <div className="grid gap-1.5">
          <label htmlFor={`${id}-margin`} className={LABEL_CLASSES}>
            {t('advanced.margin')}
          </label>
          <input
            id={`${id}-margin`}
            type="number"
            inputMode="numeric"
            min={MARGIN_MODULES.min}
            max={MARGIN_MODULES.max}
            step={1}
            value={marginText}
            aria-invalid={!marginValid}
            aria-describedby={`${id}-margin-hint`}
            onChange={(event) => {
              const text = event.target.value;
              setMarginText(text);
              const value = Number(text);
              if (
                text.trim() !== '' &&
                Number.isInteger(value) &&
                value >= MARGIN_MODULES.min &&
                value <= MARGIN_MODULES.max
              ) {
                onChange({ margin: value });
              }
            }}
            className={`${FIELD_CLASSES} max-w-32`}
          />
          <p id={`${id}-margin-hint`} className="text-xs text-gray-500">
            {t('advanced.marginHint')}
          </p>
          {!marginValid ? (
            <p role="alert" className="text-sm text-red-600">
              {localizeMessage(DESIGN_MESSAGES.margin)}
            </p>
          ) : (
            design.margin < MARGIN_MODULES.default && (
              <p role="status" className="text-sm text-amber-900">
                {localizeMessage(DESIGN_MESSAGES.smallMargin)}
              </p>
            )
          )}
        </div>
      </div>
    </div>
  );
}
