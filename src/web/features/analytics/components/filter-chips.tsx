import { X } from 'lucide-react';
import type { AnalyticsFilter, AnalyticsFilterDimension } from '../../../../contracts/analytics.js';
import { useAppT } from '../../../lib/i18n/i18n.js';

/**
 * The page's active filters as removable chips ("Country: Germany ×"), each a button; and
 * "Clear filters" when there are several. Empty when there is no filter.
 */
export function FilterChips({
  filters,
  label,
  onRemove,
  onClear,
}: {
  filters: AnalyticsFilter[];
  /** "Country: Germany" for a dimension's value. */
  label: (dimension: AnalyticsFilterDimension, value: string) => string;
  onRemove: (dimension: AnalyticsFilterDimension, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useAppT('analytics');
  const chips = filters.flatMap((f) =>
    f.values.map((value) => ({ dimension: f.dimension, value })),
  );
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('filters.label')}>
      <span className="text-sm text-gray-600">{t('filters.only')}</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map(({ dimension, value }) => {
          const text = label(dimension, value);
          return (
            <li key={`${dimension}=${value}`}>
              <button
                type="button"
                onClick={() => onRemove(dimension, value)}
                aria-label={t('filters.remove', { filter: text })}
                className="inline-flex min-h-8 max-w-[18rem] items-center gap-1 rounded-full border border-primary/40 bg-primary/10 px-3 text-sm text-gray-900 hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
              >
                <span className="truncate">{text}</span>
                <X className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      {chips.length > 1 && (
        <button
          type="button"
          onClick={onClear}
          className="min-h-8 rounded px-2 text-sm text-primary underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          {t('filters.clear')}
        </button>
      )}
    </div>
  );
}
