import clsx from 'clsx';
import type { Locale } from '../../../../contracts/i18n/locales.js';
import { formatCount } from './stat-card.js';

export interface TableColumn<Row> {
  header: string;
  /** Cell content; numbers are formatted and right-aligned. */
  cell: (row: Row) => string | number;
}

/**
 * A plain table of rows. Charts render one with `srOnly` as their text alternative, so a
 * screen reader (or anyone who cannot read the bars) gets the exact numbers.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  srOnly = false,
  locale,
}: {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  srOnly?: boolean;
  /** The language numbers are written in (the runtime's without it: the public demo). */
  locale?: Locale;
}) {
  return (
    <table className={clsx(srOnly ? 'sr-only' : 'w-full text-left text-sm')}>
      <caption className={srOnly ? undefined : 'sr-only'}>{caption}</caption>
      <thead>
        <tr className="border-b border-gray-200 text-gray-500">
          {columns.map((column) => (
            <th key={column.header} scope="col" className="py-2 pr-3 font-medium last:pr-0">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} className="border-b border-gray-100 last:border-0">
            {columns.map((column) => {
              const value = column.cell(row);
              return (
                <td
                  key={column.header}
                  className={clsx(
                    'py-2 pr-3 last:pr-0',
                    typeof value === 'number' && 'text-right tabular-nums',
                  )}
                >
                  {typeof value === 'number' ? formatCount(value, locale) : value}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
