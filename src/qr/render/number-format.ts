// Compact number printing for SVG path data: at most 3 decimals (1/1000 of a module is far
// below a pixel at any sane size), no trailing zeros, no leading zero ('.5', '-.25').

export function fmt(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  if (rounded === 0) return '0';
  const text = String(rounded);
  if (text.startsWith('0.')) return text.slice(1);
  if (text.startsWith('-0.')) return '-' + text.slice(2);
  return text;
}
