// Test-only: cells that exercise every CSV rule (quotes, separators, line breaks, formula
// starts, near-misses, unicode), shared by csv.test.ts and the scan-history CSV test, which
// checks the database formats them as csv.ts does.

export const TRICKY_CELLS: readonly string[] = [
  'plain',
  '',
  'a,b',
  'say "hi"',
  '"',
  '""',
  ',',
  'line\nbreak',
  'a\r\nb',
  '\n',
  '=SUM(A1)',
  '=HYPERLINK("http://evil.example","x")',
  '+1 555',
  '-2',
  '-',
  '@cmd',
  '\tTab',
  '\rCR',
  "'already quoted",
  ' =after a space',
  'a=b',
  'naïve 日本 🦈',
  '🦈=shark',
  '\u00a0nbsp',
  '\u2028separator',
];
