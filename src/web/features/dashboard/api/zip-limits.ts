/** The file formats a selection's ZIP offers (issue 40 item 3). */
export const ZIP_FORMATS = ['svg', 'png'] as const;
export type ZipFormat = (typeof ZIP_FORMATS)[number];

/**
 * Codes in one ZIP. SVG files are small and quick to draw; each PNG is drawn on a canvas 960 px
 * wide (about 20 ms and 30 kB a code), so a PNG ZIP stops at a thousand.
 */
export const ZIP_MAX: Record<ZipFormat, number> = { svg: 10_000, png: 1_000 };

/** Why `count` codes do not fit one ZIP of `format`, or null when they do. */
export function zipLimitProblem(count: number, format: ZipFormat): string | null {
  if (count === 0) return 'Select at least one code.';
  if (count <= ZIP_MAX[format]) return null;
  const more = format === 'png' ? ' or choose SVG' : '';
  return `A ZIP of ${format.toUpperCase()} files holds at most ${ZIP_MAX[format].toLocaleString('en-US')} codes: select fewer${more}.`;
}
