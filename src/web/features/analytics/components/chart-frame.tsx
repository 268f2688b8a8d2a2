import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * What the two analytics charts share: the width of their box (measured, so text keeps its size
 * at any width), integer axis ticks, and the hover tooltip. The charts are drawn as plain SVG
 * (issue 38: recharts and its 34 packages were 42 MB of every install for two charts).
 */

/** Width in px before the box is measured (the prerender, and jsdom, which has no layout). */
const FALLBACK_WIDTH = 640;

/** A ref for the chart's box and its current width in CSS px. */
export function useBoxWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      if (node.clientWidth > 0) setWidth(node.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Whole-number ticks from 0 to at least `max`, at most about five of them, on a 1-2-5 step
 * (0, 5, 10, 15...). `max` 0 gives [0, 1] so an empty chart still has an axis.
 */
export function integerTicks(max: number): number[] {
  const top = Math.max(1, Math.ceil(max));
  let step = 1;
  for (let magnitude = 1; ; magnitude *= 10) {
    const found = [1, 2, 5].map((m) => m * magnitude).find((s) => top / s <= 5);
    if (found) {
      step = found;
      break;
    }
  }
  const ticks: number[] = [];
  for (let t = 0; t < top + step; t += step) ticks.push(t);
  return ticks;
}

/** Indexes of the labels to print along an axis of `count` slots `slot` px apart. */
export function labelIndexes(count: number, slot: number, labelWidth: number): number[] {
  const every = Math.max(1, Math.ceil(labelWidth / Math.max(slot, 1)));
  const indexes: number[] = [];
  for (let i = 0; i < count; i += every) indexes.push(i);
  // The last label too, when it does not crowd the one before it.
  const last = count - 1;
  const previous = indexes.at(-1);
  if (last > 0 && previous !== undefined && !indexes.includes(last) && last - previous >= every) {
    indexes.push(last);
  }
  return indexes;
}

/** A rough text width at the charts' 11-12 px font, to keep labels apart. */
export const textWidth = (text: string, fontSize = 12) => text.length * fontSize * 0.6;

/** The box shown beside the pointer: a heading and one row per value. */
export function ChartTooltip({
  x,
  y,
  title,
  rows,
}: {
  x: number;
  y: number;
  title: string;
  rows: { name: string; value: number; color: string }[];
}) {
  return (
    <div
      className="pointer-events-none absolute z-10 rounded border border-gray-200 bg-white px-3 py-2 text-xs shadow"
      style={{ left: x, top: y }}
    >
      <p className="font-semibold text-gray-900">{title}</p>
      {rows.map((row) => (
        <p key={row.name} style={{ color: row.color }}>
          {row.name}: {row.value}
        </p>
      ))}
    </div>
  );
}

/** The positioned box a chart draws in; `children` gets the measured width. */
export function ChartBox({
  height,
  children,
}: {
  height: number;
  children: (width: number) => ReactNode;
}) {
  const { ref, width } = useBoxWidth<HTMLDivElement>();
  return (
    <div ref={ref} aria-hidden="true" className="relative w-full" style={{ height }}>
      {children(width)}
    </div>
  );
}
