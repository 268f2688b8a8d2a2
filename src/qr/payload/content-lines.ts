/**
 * Joins content lines (vCard, iCalendar) with CRLF, the line end both standards require,
 * including after the last line (RFC 2426 §4 and RFC 5545 §3.1 end every line with CRLF).
 * Lines are not folded at 75 octets: folding is a SHOULD in both RFCs, costs bytes in the
 * code, and every QR reader we target reads unfolded lines.
 */
export function joinContentLines(lines: readonly string[]): string {
  return lines.map((line) => `${line}\r\n`).join('');
}

/** True when the optional value holds more than whitespace. */
export function isPresent(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
