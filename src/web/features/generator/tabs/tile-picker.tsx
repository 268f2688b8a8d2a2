import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n.js';
import { LABEL_CLASSES } from './field-styles.js';

export interface TileOption<T extends string> {
  value: T;
  /** The tile's caption (in the page's language), also its name for screen readers. */
  label: string;
  /** More words for screen readers, after the caption (e.g. a preset's two colours). */
  description?: string;
  /** The picture (a data URI drawn by src/qr); decorative, the caption names it. */
  image: string;
}

/**
 * One choice among pictures: an ARIA radio group of small tiles (WAI-ARIA APG radio group).
 * Tab enters the group at the checked tile (the first when none is checked); arrow keys move
 * and choose, wrapping; Home and End jump to the ends; Space chooses the focused tile. On a
 * narrow screen the row scrolls sideways instead of wrapping. Stateless: the caller holds
 * `value` (null when no tile matches, as for colour presets after a custom colour).
 */
export function TilePicker<T extends string>({
  label,
  value,
  options,
  onChange,
  tileClassName = 'size-14',
}: {
  label: string;
  value: T | null;
  options: readonly TileOption<T>[];
  onChange(next: T): void;
  /** Size of the picture (Tailwind classes); square tiles by default. */
  tileClassName?: string;
}) {
  const { t } = useT('generatorForms');
  const labelId = useId();
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const checkedIndex = options.findIndex((o) => o.value === value);
  const tabStop = checkedIndex >= 0 ? checkedIndex : 0;

  function choose(index: number) {
    const option = options[index];
    if (!option) return;
    tiles.current[index]?.focus();
    onChange(option.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = options.length - 1;
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = index === last ? 0 : index + 1;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = index === 0 ? last : index - 1;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      default:
        return;
    }
    event.preventDefault();
    choose(next);
  }

  return (
    <div className="grid min-w-0 gap-1.5">
      <span id={labelId} className={LABEL_CLASSES}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        // Room for the focus ring inside the scrolling row.
        className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 [scrollbar-width:thin]"
      >
        {options.map((option, index) => {
          const checked = index === checkedIndex;
          return (
            <button
              key={option.value}
              ref={(element) => {
                tiles.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={
                option.description
                  ? t('tile.described', { label: option.label, description: option.description })
                  : undefined
              }
              tabIndex={index === tabStop ? 0 : -1}
              onClick={() => choose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={clsx(
                'relative flex shrink-0 flex-col items-center gap-1 rounded-lg border-2 bg-white p-1.5 text-xs text-gray-800',
                'hover:border-gray-400 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none',
                checked ? 'border-primary font-semibold text-gray-900' : 'border-gray-200',
              )}
            >
              <img
                src={option.image}
                alt=""
                draggable={false}
                className={clsx('rounded object-contain', tileClassName)}
              />
              <span className="max-w-20 text-center leading-tight break-words hyphens-auto">
                {option.label}
              </span>
              {checked && (
                <Check
                  className="absolute top-0.5 right-0.5 size-3.5 rounded-full bg-primary p-0.5 text-white"
                  aria-hidden="true"
                  strokeWidth={3}
                />
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
