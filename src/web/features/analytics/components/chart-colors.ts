/** Series colours: the brand blue first, then colours that stay distinct for colour-blind users. */
export const SERIES_COLORS = ['#3b82f6', '#f59e0b', '#10b981', '#8b5cf6', '#ef4444'] as const;

/** The colour of the series at `index`, the palette repeating past its end. */
export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length] ?? SERIES_COLORS[0];
}
