// CSV writing, in one place for the server's exports (dynamic codes, analytics, the account
// export) and the browser's bulk manifest and template. RFC 4180: fields separated by commas,
// every record ended by CRLF, and a field holding a comma, a double quote, CR or LF enclosed in
// double quotes with its quotes doubled. Cells a spreadsheet would run as a formula get a
// leading apostrophe (OWASP "CSV injection"), so they open as text. The scan-history CSV is
// formatted by the database with the same rule (`csvCellSql` in modules/analytics/repository.ts,
// built from CSV_FORMULA_STARTS and tested against csvRow).

/** First characters that make a spreadsheet read a cell as a formula: = + - @, tab and CR. */
export const CSV_FORMULA_STARTS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

export type CsvValue = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;

/** One field as RFC 4180 writes it, nothing neutralised (for fixed text only, not users'). */
export function quoteCsvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `text` with a leading apostrophe when a spreadsheet would run it as a formula. */
export function neutraliseFormula(text: string): string {
  return text !== '' && CSV_FORMULA_STARTS.includes(text.charAt(0)) ? `'${text}` : text;
}

/**
 * One cell: null and undefined are empty; text is neutralised, then quoted when needed. A finite
 * number is written as it is (a negative number stays a number, not text); booleans are
 * true/false.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return quoteCsvField(neutraliseFormula(String(value)));
}

/** One record of cells, with its CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A whole document: the header, then each row, every record ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map(csvRow).join('');
}
