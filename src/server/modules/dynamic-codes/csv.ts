/**
 * CSV (RFC 4180): fields separated by commas, records by CRLF; a field containing a comma, a
 * double quote, CR or LF is enclosed in double quotes with inner quotes doubled.
 * Cells that a spreadsheet would run as a formula (starting with = + - @, tab or CR: the OWASP
 * "CSV injection" list) get a leading apostrophe, so they open as text.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole document, header first, each record ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (string | number)[][]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
