// Test support: a mail as the local SMTP peer received it (smtp-peer.ts), read back into its
// decoded subject, text and HTML parts, so a test can compare what arrived with the catalogue's
// words (accents and all) rather than with the wire's encodings.

export interface DecodedMail {
  subject: string;
  text: string;
  html: string;
  headers: Map<string, string>;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Headers (lower-case names, folded lines joined) and the body after the first blank line. */
function splitPart(raw: string): Part {
  const normal = raw.replace(/\r\n/g, '\n');
  const blank = normal.indexOf('\n\n');
  const head = blank === -1 ? normal : normal.slice(0, blank);
  const body = blank === -1 ? '' : normal.slice(blank + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Quoted-printable (RFC 2045 §6.7) to UTF-8 text; `underscores` for RFC 2047 Q words. */
function fromQuotedPrintable(text: string, underscores = false): string {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i]!;
    const hex = char === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else if (underscores && char === '_') {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return fromQuotedPrintable(part.body);
  return part.body;
}

/** A header with RFC 2047 encoded words (B or Q, UTF-8) decoded; adjacent words joined. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g,
      (_all, _charset: string, kind: string, word: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(word, 'base64').toString('utf8')
          : fromQuotedPrintable(word, true),
    );
}

/**
 * Every leaf part of a (possibly nested) multipart message. The line break before a boundary
 * belongs to the boundary (RFC 2046 §5.1.1), not to the part.
 */
function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const pieces = part.body.split(`--${boundary}`).slice(1);
  return pieces
    .filter((piece) => !piece.startsWith('--'))
    .flatMap((piece) => leaves(splitPart(piece.replace(/^\n/, '').replace(/\n$/, ''))));
}

export function decodeMail(raw: string): DecodedMail {
  const top = splitPart(raw);
  const parts = leaves(top);
  const ofType = (type: string) =>
    parts.find((p) =>
      (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type),
    );
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    subject: decodeWords(top.headers.get('subject') ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
    headers: top.headers,
  };
}
