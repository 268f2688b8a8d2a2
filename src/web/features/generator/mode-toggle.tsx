import clsx from 'clsx';
import { useT } from '../../lib/i18n/i18n.js';

export type QrMode = 'static' | 'dynamic';

const MODES = [
  { value: 'static', label: 'mode.static' },
  { value: 'dynamic', label: 'mode.dynamic' },
] as const satisfies readonly { value: QrMode; label: string }[];

/**
 * Static/dynamic (spec 000 §2), shown to signed-in users only. Dynamic: Generate creates a
 * short link to the entered web address, which can be edited, paused and counted later.
 */
export function ModeToggle({ mode, onChange }: { mode: QrMode; onChange(next: QrMode): void }) {
  const { t } = useT('generatorDesign');
  return (
    <div className="grid gap-2">
      <div
        role="radiogroup"
        aria-label={t('mode.label')}
        className="inline-flex w-fit rounded-lg bg-gray-100 p-1"
      >
        {MODES.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={mode === option.value}
            tabIndex={mode === option.value ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => {
              if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
                event.preventDefault();
                const next = mode === 'static' ? 'dynamic' : 'static';
                onChange(next);
                const group = event.currentTarget.parentElement;
                group?.querySelector<HTMLElement>(`[data-mode="${next}"]`)?.focus();
              }
            }}
            data-mode={option.value}
            className={clsx(
              'rounded-md px-4 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
              mode === option.value ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600',
            )}
          >
            {t(option.label)}
          </button>
        ))}
      </div>
      {mode === 'dynamic' && (
        <p role="status" className="text-sm text-gray-600">
          {t('mode.dynamicHint')}
        </p>
      )}
    </div>
  );
}
