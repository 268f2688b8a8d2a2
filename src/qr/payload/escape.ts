// Escaping helpers shared by the payload builders. Each states the standard it follows.

/**
 * Replaces unpaired UTF-16 surrogates with U+FFFD, exactly as UTF-8 encoding does.
 * Needed before encodeURIComponent, which throws on them.
 */
export function toWellFormed(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
}

/**
 * Percent-encodes the UTF-8 bytes of `text` (RFC 3986 §2.1). Leaves only the unreserved
 * characters and `! ' ( ) *` literal, which is valid inside any query value (RFC 6068
 * qchar, BIP21, the wa.me and Google Maps query parameters).
 */
export function percentEncode(text: string): string {
  return encodeURIComponent(toWellFormed(text));
}

/** Rewrites every line break (CRLF, lone CR, lone LF) as `lineBreak`. */
export function normalizeLineBreaks(text: string, lineBreak: string): string {
  return text.replace(/\r\n|\r|\n/g, lineBreak);
}

/**
 * Escapes a TEXT property value for vCard 3.0 (RFC 2426 §5, §4 "text") and iCalendar
 * (RFC 5545 §3.3.11): `\` `;` `,` get a backslash, every line break becomes `\n`.
 * Other control characters (except TAB) are dropped: neither format allows them in a value.
 */
export function escapeContentText(text: string): string {
  return (
    normalizeLineBreaks(text, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
      .replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`))
  );
}

/**
 * Makes a URI safe as a vCard/iCalendar "uri" value: whitespace and control characters
 * (never valid in a URI, and a line break would end the property) are percent-encoded.
 * A URI that passed validation is returned unchanged.
 */
export function escapeUriValue(uri: string): string {
  return uri.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u0020\u007F]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/**
 * Escapes a field of the `WIFI:` format (ZXing "WiFi Network config", also read by the
 * iOS and Android cameras): `\ ; , : "` get a backslash.
 */
export function escapeWifiField(text: string): string {
  return text.replace(/[\\;,:"]/g, '\\$&');
}

/**
 * Percent-encodes an e-mail address for the `to` part of a mailto: URI (RFC 6068 §2):
 * everything except the unreserved characters, `@` and the sub-delims other than
 * `& ; = ,` (which RFC 6068 requires encoded; `,` would separate addresses) is encoded.
 */
export function encodeAddrSpec(address: string): string {
  return percentEncode(address).replace(/%(40|24|2B)/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}
