import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS } from './chart-colors.js';
import { DataTable } from './data-table.js';

export interface CategoryCount {
  label: string;
  count: number;
}

/**
 * Counts per category as bars: `horizontal` bars for named categories (devices, browsers,
 * referrers: long labels read well on the left), `vertical` columns for ordered ones (hour of
 * day, day of week). The chart is hidden from assistive technology, and is no focus stop
 * (recharts' keyboard layer is off: a focusable chart inside aria-hidden fails axe's
 * aria-hidden-focus); a visually hidden table with `caption` carries the same numbers.
 */
export function CategoryBarChart({
  data,
  caption,
  categoryHeader,
  valueHeader = 'Scans',
  orientation = 'horizontal',
  color = SERIES_COLORS[0],
}: {
  data: CategoryCount[];
  caption: string;
  categoryHeader: string;
  valueHeader?: string;
  orientation?: 'horizontal' | 'vertical';
  color?: string;
}) {
  const horizontal = orientation === 'horizontal';
  // Horizontal bars need room per row; columns share a fixed height.
  const height = horizontal ? Math.max(120, data.length * 32 + 24) : 220;
  const longestLabel = Math.max(...data.map((d) => d.label.length), 4);
  return (
    <figure className="m-0">
      <div aria-hidden="true" className="w-full" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            layout={horizontal ? 'vertical' : 'horizontal'}
            margin={{ top: 4, right: 12, bottom: 4, left: 4 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={!horizontal} vertical={horizontal} />
            {horizontal ? (
              <>
                <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
                <YAxis
                  type="category"
                  dataKey="label"
                  width={Math.min(140, longestLabel * 7 + 8)}
                  tick={{ fontSize: 12 }}
                  interval={0}
                />
              </>
            ) : (
              <>
                <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
                <YAxis allowDecimals={false} width={36} tick={{ fontSize: 12 }} />
              </>
            )}
            <Tooltip cursor={{ fill: '#f3f4f6' }} />
            <Bar
              dataKey="count"
              name={valueHeader}
              fill={color}
              radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <DataTable
        srOnly
        caption={caption}
        rows={data}
        rowKey={(row) => row.label}
        columns={[
          { header: categoryHeader, cell: (row) => row.label },
          { header: valueHeader, cell: (row) => row.count },
        ]}
      />
    </figure>
  );
}
