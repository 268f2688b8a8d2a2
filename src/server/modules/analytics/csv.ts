// CSV cells and rows (RFC 4180): fields with a comma, quote, CR or LF are quoted and quotes
// doubled; lines end with CRLF. Cells a spreadsheet would run as a formula (starting with
// = + - @, tab or CR) get a leading apostrophe (OWASP "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: null → empty. */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record with its CRLF. */
export function csvRow(values: (string | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
