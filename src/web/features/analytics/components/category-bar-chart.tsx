import { useState } from 'react';
import type { Locale } from '../../../../contracts/i18n/locales.js';
import { ChartBox, ChartTooltip, integerTicks, labelIndexes, textWidth } from './chart-frame.js';
import { SERIES_COLORS } from './chart-colors.js';
import { DataTable } from './data-table.js';

export interface CategoryCount {
  label: string;
  count: number;
}

/**
 * Counts per category as bars: `horizontal` bars for named categories (devices, browsers,
 * referrers: long labels read well on the left), `vertical` columns for ordered ones (hour of
 * day, day of week). The chart (SVG, chart-frame.tsx) is hidden from assistive technology and
 * is no focus stop (a focusable chart inside aria-hidden fails axe's aria-hidden-focus); a
 * visually hidden table with `caption` carries the same numbers.
 */
export function CategoryBarChart({
  data,
  caption,
  categoryHeader,
  valueHeader = 'Scans',
  orientation = 'horizontal',
  color = SERIES_COLORS[0],
  locale,
}: {
  data: CategoryCount[];
  caption: string;
  categoryHeader: string;
  valueHeader?: string;
  orientation?: 'horizontal' | 'vertical';
  color?: string;
  /** The language of the table's numbers; the chart's words come in as props. */
  locale?: Locale;
}) {
  const horizontal = orientation === 'horizontal';
  // Horizontal bars need room per row; columns share a fixed height.
  const height = horizontal ? Math.max(120, data.length * 32 + 24) : 220;
  const longestLabel = Math.max(...data.map((d) => d.label.length), 4);
  return (
    <figure className="m-0">
      <ChartBox height={height}>
        {(width) => (
          <Bars
            data={data}
            horizontal={horizontal}
            width={width}
            height={height}
            labelWidth={horizontal ? Math.min(140, longestLabel * 7 + 8) : 36}
            valueHeader={valueHeader}
            color={color}
          />
        )}
      </ChartBox>
      <DataTable
        srOnly
        caption={caption}
        locale={locale}
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

/** Bars along a category axis; `labelWidth` is the left axis' width (category or value labels). */
function Bars({
  data,
  horizontal,
  width,
  height,
  labelWidth,
  valueHeader,
  color,
}: {
  data: CategoryCount[];
  horizontal: boolean;
  width: number;
  height: number;
  labelWidth: number;
  valueHeader: string;
  color: string;
}) {
  const [hover, setHover] = useState<number | null>(null);
  const margin = { top: 4, right: 12, bottom: 24, left: labelWidth + 8 };
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const ticks = integerTicks(Math.max(0, ...data.map((d) => d.count)));
  // integerTicks gives at least [0, 1].
  const top = ticks.at(-1) ?? 1;
  const slots = Math.max(1, data.length);
  // The category axis: each category's band, and the bar's thickness within it.
  const band = (horizontal ? plotHeight : plotWidth) / slots;
  const thickness = Math.max(2, band * 0.7);
  const valueLength = (v: number) => (v / top) * (horizontal ? plotWidth : plotHeight);
  const truncate = (label: string) =>
    textWidth(label) > labelWidth ? `${label.slice(0, Math.floor(labelWidth / 7) - 1)}…` : label;
  const shownColumns = horizontal
    ? data.map((_, i) => i)
    : labelIndexes(data.length, band, Math.max(0, ...data.map((d) => textWidth(d.label, 11))) + 8);
  const hovered = hover === null ? undefined : data[hover];
  return (
    <>
      <svg width={width} height={height} onMouseLeave={() => setHover(null)}>
        {ticks.map((t) => {
          const at = horizontal
            ? margin.left + valueLength(t)
            : margin.top + plotHeight - valueLength(t);
          return horizontal ? (
            <g key={t}>
              <line
                x1={at}
                x2={at}
                y1={margin.top}
                y2={margin.top + plotHeight}
                stroke="#e5e7eb"
                strokeDasharray="3 3"
              />
              <text
                x={at}
                y={margin.top + plotHeight + 16}
                textAnchor="middle"
                fontSize={12}
                fill="#6b7280"
              >
                {t}
              </text>
            </g>
          ) : (
            <g key={t}>
              <line
                x1={margin.left}
                x2={margin.left + plotWidth}
                y1={at}
                y2={at}
                stroke="#e5e7eb"
                strokeDasharray="3 3"
              />
              <text x={margin.left - 6} y={at + 4} textAnchor="end" fontSize={12} fill="#6b7280">
                {t}
              </text>
            </g>
          );
        })}
        {data.map((d, i) => {
          const start = (horizontal ? margin.top : margin.left) + i * band;
          const length = valueLength(d.count);
          const bar = horizontal
            ? {
                x: margin.left,
                y: start + (band - thickness) / 2,
                width: length,
                height: thickness,
              }
            : {
                x: start + (band - thickness) / 2,
                y: margin.top + plotHeight - length,
                width: thickness,
                height: length,
              };
          return (
            <g key={`${d.label}-${i}`} onMouseEnter={() => setHover(i)}>
              {hover === i && (
                <rect
                  {...(horizontal
                    ? { x: margin.left, y: start, width: plotWidth, height: band }
                    : { x: start, y: margin.top, width: band, height: plotHeight })}
                  fill="#f3f4f6"
                />
              )}
              {/* The band catches the pointer even where the bar is short. */}
              <rect
                {...(horizontal
                  ? { x: margin.left, y: start, width: plotWidth, height: band }
                  : { x: start, y: margin.top, width: band, height: plotHeight })}
                fill="transparent"
              />
              <rect {...bar} rx={Math.min(4, thickness / 2)} fill={color} />
              {horizontal ? (
                <text
                  x={margin.left - 6}
                  y={start + band / 2 + 4}
                  textAnchor="end"
                  fontSize={12}
                  fill="#6b7280"
                >
                  {truncate(d.label)}
                </text>
              ) : (
                shownColumns.includes(i) && (
                  <text
                    x={start + band / 2}
                    y={margin.top + plotHeight + 16}
                    textAnchor="middle"
                    fontSize={11}
                    fill="#6b7280"
                  >
                    {d.label}
                  </text>
                )
              )}
            </g>
          );
        })}
      </svg>
      {hovered && hover !== null && (
        <ChartTooltip
          x={Math.min(
            (horizontal
              ? margin.left + valueLength(hovered.count)
              : margin.left + (hover + 1) * band) + 8,
            Math.max(0, width - 160),
          )}
          y={horizontal ? margin.top + hover * band : margin.top}
          title={hovered.label}
          rows={[{ name: valueHeader, value: hovered.count, color }]}
        />
      )}
    </>
  );
}
