import clsx from 'clsx';

export type QrMode = 'static' | 'dynamic';

const MODES: readonly { value: QrMode; label: string }[] = [
  { value: 'static', label: 'Static' },
  { value: 'dynamic', label: 'Dynamic' },
];

/**
 * Static/dynamic (spec 000 §2), shown to signed-in users only. Dynamic: Generate creates a
 * short link to the entered web address, which can be edited, paused and counted later.
 */
export function ModeToggle({ mode, onChange }: { mode: QrMode; onChange(next: QrMode): void }) {
  return (
    <div className="grid gap-2">
      <div
        role="radiogroup"
        aria-label="QR code mode"
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
            {option.label}
          </button>
        ))}
      </div>
      {mode === 'dynamic' && (
        <p role="status" className="text-sm text-gray-600">
          Generate creates a short link to your content: you can change the content (or its type),
          pause it and count its scans after printing.
        </p>
      )}
    </div>
  );
}
