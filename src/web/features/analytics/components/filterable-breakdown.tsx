import type { ReactNode } from 'react';
import type { AnalyticsFilterDimension } from '../../../../contracts/analytics.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { formatCount, formatShare } from './stat-card.js';

export interface FilterableRow {
  /** The filter value the row stands for ('' = unknown); null: a row that cannot filter. */
  value: string | null;
  label: string;
  /** Shown before the label (a flag), hidden from assistive technology. */
  icon?: ReactNode;
  scans: number;
}

/**
 * A breakdown (countries, devices, ...) as a table whose every row is a button: a click or
 * Enter adds the row's value as a filter of the whole page (issue 40 item 8). A bar behind each
 * row shows its share of `total`. The table's caption names it for assistive technology.
 */
export function FilterableBreakdown({
  caption,
  categoryHeader,
  dimension,
  rows,
  total,
  otherScans = 0,
  onFilter,
}: {
  caption: string;
  categoryHeader: string;
  /** "country": the buttons read "Filter by country: Germany". */
  dimension: AnalyticsFilterDimension;
  rows: FilterableRow[];
  total: number;
  otherScans?: number;
  onFilter: (value: string) => void;
}) {
  const { t, locale } = useAppT('analytics');
  // The bar's width is a CSS percentage, whatever the language's way of writing one.
  const width = (part: number) => (total > 0 ? `${Math.round((part / total) * 100)}%` : '0%');
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-200 text-gray-500">
          <th scope="col" className="py-2 pr-3 font-medium">
            {categoryHeader}
          </th>
          <th scope="col" className="w-20 py-2 pr-3 text-right font-medium">
            {t('scans')}
          </th>
          <th scope="col" className="w-16 py-2 text-right font-medium">
            {t('share')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const value = row.value;
          return (
            <tr key={value ?? row.label} className="border-b border-gray-100 last:border-0">
              <td className="relative py-1 pr-3">
                <span
                  aria-hidden="true"
                  className="absolute inset-y-1 left-0 rounded bg-primary/10"
                  style={{ width: width(row.scans) }}
                />
                {value === null ? (
                  <span className="relative block truncate px-1 py-1">{row.label}</span>
                ) : (
                  <button
                    type="button"
                    onClick={() => onFilter(value)}
                    aria-label={t(`filter.by.${dimension}`, { value: row.label })}
                    title={t(`filter.only.${dimension}`, { value: row.label })}
                    className="relative flex min-h-8 w-full min-w-0 items-center gap-2 rounded px-1 text-left text-gray-900 hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                  >
                    {row.icon && (
                      <span aria-hidden="true" className="w-6 shrink-0 text-lg leading-none">
                        {row.icon}
                      </span>
                    )}
                    <span className="min-w-0 truncate">{row.label}</span>
                  </button>
                )}
              </td>
              <td className="py-1 pr-3 text-right tabular-nums">
                {formatCount(row.scans, locale)}
              </td>
              <td className="py-1 text-right text-gray-600 tabular-nums">
                {formatShare(row.scans, total, locale)}
              </td>
            </tr>
          );
        })}
        {otherScans > 0 && (
          <tr>
            <td className="px-1 py-2 pr-3 text-gray-600">{t('other')}</td>
            <td className="py-2 pr-3 text-right tabular-nums">{formatCount(otherScans, locale)}</td>
            <td className="py-2 text-right text-gray-600 tabular-nums">
              {formatShare(otherScans, total, locale)}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
