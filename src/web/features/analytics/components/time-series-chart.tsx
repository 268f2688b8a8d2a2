import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { SERIES_COLORS } from './chart-colors.js';
import { DataTable } from './data-table.js';

export interface SeriesSpec<Key extends string> {
  key: Key;
  label: string;
}

/**
 * Lines over time, one per series. `rows` carry a display `label` for the time bucket and one
 * number per series key. The chart is hidden from assistive technology, and is no focus stop
 * (recharts' keyboard layer is off: a focusable chart inside aria-hidden fails axe's
 * aria-hidden-focus); a visually hidden table with `caption` carries the same numbers.
 */
export function TimeSeriesChart<Key extends string>({
  rows,
  series,
  caption,
  timeHeader,
}: {
  rows: ({ label: string } & Record<Key, number>)[];
  series: SeriesSpec<Key>[];
  caption: string;
  timeHeader: string;
}) {
  return (
    <figure className="m-0">
      <div aria-hidden="true" className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={rows}
            margin={{ top: 8, right: 12, bottom: 4, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={16} />
            <YAxis allowDecimals={false} width={36} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {series.map((s, i) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={SERIES_COLORS[i % SERIES_COLORS.length]}
                strokeWidth={2}
                dot={rows.length <= 31}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <DataTable
        srOnly
        caption={caption}
        rows={rows}
        rowKey={(row, i) => `${row.label}-${i}`}
        columns={[
          { header: timeHeader, cell: (row) => row.label },
          ...series.map((s) => ({
            header: s.label,
            cell: (row: Record<Key, number>) => row[s.key],
          })),
        ]}
      />
    </figure>
  );
}
