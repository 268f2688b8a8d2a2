import { isPresent } from './content-lines.js';
import { encodeAddrSpec, normalizeLineBreaks, percentEncode } from './escape.js';

/** Fields of the email type (spec 000 §3). */
export interface EmailFields {
  email: string;
  subject?: string | null;
  body?: string | null;
}

/**
 * A mailto: URI (RFC 6068): the address, then `?subject=...&body=...` percent-encoded as
 * UTF-8, each omitted when empty. Body line breaks become %0D%0A (RFC 6068 §2); a subject
 * cannot hold a line break (it is a header field), so its line breaks become spaces.
 */
export function buildEmailPayload(fields: EmailFields): string {
  const params: string[] = [];
  if (isPresent(fields.subject)) {
    params.push(`subject=${percentEncode(normalizeLineBreaks(fields.subject, ' '))}`);
  }
  if (isPresent(fields.body)) {
    params.push(`body=${percentEncode(normalizeLineBreaks(fields.body, '\r\n'))}`);
  }
  const query = params.length > 0 ? `?${params.join('&')}` : '';
  return `mailto:${encodeAddrSpec(fields.email.trim())}${query}`;
}
