/**
 * Formats a number as a plain decimal (never exponent notation) with at most `maxDecimals`
 * fraction digits, rounded, trailing zeros removed, and "-0" written as "0".
 * Valid for |value| < 1e21 (toFixed switches to exponent notation beyond that).
 */
export function formatDecimal(value: number, maxDecimals: number): string {
  const fixed = value.toFixed(maxDecimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}
