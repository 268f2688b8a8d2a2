import { escapeContentText } from '../../../qr/payload/escape.js';

export { escapeContentText };

/** Octets a content line may hold before it is folded (RFC 6350 §3.2, RFC 5545 §3.1). */
const LINE_OCTETS = 75;

/**
 * Folds one content line: no line longer than 75 octets of UTF-8 (CRLF excluded), every
 * continuation starting with one space, never splitting a character's UTF-8 sequence (or a
 * surrogate pair). Used by both the vCard 4.0 and the iCalendar files.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Folded lines joined by CRLF, ending with CRLF. */
export function contentLines(lines: readonly string[]): string {
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
