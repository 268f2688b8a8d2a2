import { useState, type MouseEvent } from 'react';
import type { Locale } from '../../../../contracts/i18n/locales.js';
import { ChartBox, ChartTooltip, integerTicks, labelIndexes, textWidth } from './chart-frame.js';
import { seriesColor } from './chart-colors.js';
import { DataTable } from './data-table.js';

export interface SeriesSpec<Key extends string> {
  key: Key;
  label: string;
}

/**
 * Lines over time, one per series. `rows` carry a display `label` for the time bucket and one
 * number per series key. The chart (SVG, chart-frame.tsx) is hidden from assistive technology
 * and is no focus stop (a focusable chart inside aria-hidden fails axe's aria-hidden-focus); a
 * visually hidden table with `caption` carries the same numbers.
 */
export function TimeSeriesChart<Key extends string>({
  rows,
  series,
  caption,
  timeHeader,
  locale,
}: {
  rows: ({ label: string } & Record<Key, number>)[];
  series: SeriesSpec<Key>[];
  caption: string;
  timeHeader: string;
  /** The language of the table's numbers; the charts' words come in as props. */
  locale?: Locale;
}) {
  return (
    <figure className="m-0">
      <ChartBox height={256}>
        {(width) => <Lines rows={rows} series={series} width={width} height={256} />}
      </ChartBox>
      <DataTable
        srOnly
        caption={caption}
        locale={locale}
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

const MARGIN = { top: 8, right: 12, bottom: 44, left: 40 };

function Lines<Key extends string>({
  rows,
  series,
  width,
  height,
}: {
  rows: ({ label: string } & Record<Key, number>)[];
  series: SeriesSpec<Key>[];
  width: number;
  height: number;
}) {
  const [hover, setHover] = useState<number | null>(null);
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const ticks = integerTicks(Math.max(0, ...rows.flatMap((r) => series.map((s) => r[s.key]))));
  // integerTicks gives at least [0, 1].
  const top = ticks.at(-1) ?? 1;
  const slot = rows.length > 1 ? plotWidth / (rows.length - 1) : plotWidth;
  const x = (i: number) => MARGIN.left + (rows.length > 1 ? i * slot : plotWidth / 2);
  const y = (v: number) => MARGIN.top + plotHeight - (v / top) * plotHeight;
  const widest = Math.max(0, ...rows.map((r) => textWidth(r.label, 11)));
  const shownLabels = labelIndexes(rows.length, slot, widest + 16);
  const onMove = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const i = Math.round((event.clientX - box.left - MARGIN.left) / slot);
    setHover(rows.length === 0 ? null : Math.min(rows.length - 1, Math.max(0, i)));
  };
  const hovered = hover === null ? undefined : rows[hover];
  return (
    <>
      <svg width={width} height={height} onMouseMove={onMove} onMouseLeave={() => setHover(null)}>
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={MARGIN.left}
              x2={MARGIN.left + plotWidth}
              y1={y(t)}
              y2={y(t)}
              stroke="#e5e7eb"
              strokeDasharray="3 3"
            />
            <text x={MARGIN.left - 6} y={y(t) + 4} textAnchor="end" fontSize={12} fill="#6b7280">
              {t}
            </text>
          </g>
        ))}
        {shownLabels.map((i) => (
          <text
            key={i}
            x={x(i)}
            y={MARGIN.top + plotHeight + 16}
            textAnchor="middle"
            fontSize={11}
            fill="#6b7280"
          >
            {rows[i]?.label}
          </text>
        ))}
        {hover !== null && (
          <line
            x1={x(hover)}
            x2={x(hover)}
            y1={MARGIN.top}
            y2={MARGIN.top + plotHeight}
            stroke="#9ca3af"
          />
        )}
        {series.map((s, si) => {
          const color = seriesColor(si);
          return (
            <g key={s.key}>
              <polyline
                fill="none"
                stroke={color}
                strokeWidth={2}
                strokeLinejoin="round"
                points={rows.map((r, i) => `${x(i)},${y(r[s.key])}`).join(' ')}
              />
              {rows.length <= 31 &&
                rows.map((r, i) => (
                  <circle key={i} cx={x(i)} cy={y(r[s.key])} r={3} fill="#fff" stroke={color} />
                ))}
            </g>
          );
        })}
        {series.map((s, si) => {
          // The legend, centred under the axis labels.
          const itemWidth = (label: string) => 22 + textWidth(label) + 16;
          const total = series.reduce((sum, item) => sum + itemWidth(item.label), 0);
          const left =
            MARGIN.left +
            (plotWidth - total) / 2 +
            series.slice(0, si).reduce((sum, item) => sum + itemWidth(item.label), 0);
          const color = seriesColor(si);
          return (
            <g key={s.key} transform={`translate(${left}, ${height - 12})`}>
              <line x1={0} x2={16} y1={-4} y2={-4} stroke={color} strokeWidth={2} />
              <text x={22} y={0} fontSize={12} fill={color}>
                {s.label}
              </text>
            </g>
          );
        })}
      </svg>
      {hovered && hover !== null && (
        <ChartTooltip
          x={Math.min(x(hover) + 12, Math.max(0, width - 160))}
          y={MARGIN.top}
          title={hovered.label}
          rows={series.map((s, si) => ({
            name: s.label,
            value: hovered[s.key],
            color: seriesColor(si),
          }))}
        />
      )}
    </>
  );
}
