import type { ReactNode } from 'react';
import { formatCount } from './stat-card.js';

export interface FilterableRow {
  /** The filter value the row stands for ('' = unknown); null: a row that cannot filter. */
  value: string | null;
  label: string;
  /** Shown before the label (a flag), hidden from assistive technology. */
  icon?: ReactNode;
  scans: number;
}

function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '0%';
}

/**
 * A breakdown (countries, devices, ...) as a table whose every row is a button: a click or
 * Enter adds the row's value as a filter of the whole page (issue 40 item 8). A bar behind each
 * row shows its share of `total`. The table's caption names it for assistive technology.
 */
export function FilterableBreakdown({
  caption,
  categoryHeader,
  dimensionLabel,
  rows,
  total,
  otherScans = 0,
  onFilter,
}: {
  caption: string;
  categoryHeader: string;
  /** "Country": the buttons read "Filter by country: Germany". */
  dimensionLabel: string;
  rows: FilterableRow[];
  total: number;
  otherScans?: number;
  onFilter: (value: string) => void;
}) {
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-200 text-gray-500">
          <th scope="col" className="py-2 pr-3 font-medium">
            {categoryHeader}
          </th>
          <th scope="col" className="w-20 py-2 pr-3 text-right font-medium">
            Scans
          </th>
          <th scope="col" className="w-16 py-2 text-right font-medium">
            Share
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
                  style={{ width: percent(row.scans, total) }}
                />
                {value === null ? (
                  <span className="relative block truncate px-1 py-1">{row.label}</span>
                ) : (
                  <button
                    type="button"
                    onClick={() => onFilter(value)}
                    aria-label={`Filter by ${dimensionLabel.toLowerCase()}: ${row.label}`}
                    title={`Show only scans with ${dimensionLabel.toLowerCase()} ${row.label}`}
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
              <td className="py-1 pr-3 text-right tabular-nums">{formatCount(row.scans)}</td>
              <td className="py-1 text-right text-gray-600 tabular-nums">
                {percent(row.scans, total)}
              </td>
            </tr>
          );
        })}
        {otherScans > 0 && (
          <tr>
            <td className="px-1 py-2 pr-3 text-gray-600">Other</td>
            <td className="py-2 pr-3 text-right tabular-nums">{formatCount(otherScans)}</td>
            <td className="py-2 text-right text-gray-600 tabular-nums">
              {percent(otherScans, total)}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
