// Test-only readers for the payload formats, written from the standards, independent of
// the builders. The property tests check parse(build(x)) against x.

/** One content line of a vCard or VEVENT: name (with parameters) and raw value. */
export interface ContentLine {
  name: string;
  value: string;
}

/**
 * Splits a vCard/iCalendar text into content lines. Every line must end in CRLF; the name
 * is everything before the first colon (names and our parameters never contain one).
 */
export function parseContentLines(text: string): ContentLine[] {
  if (!text.endsWith('\r\n')) throw new Error('last line does not end in CRLF');
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      if (/[\r\n]/.test(line)) throw new Error(`bare line break in ${JSON.stringify(line)}`);
      const colon = line.indexOf(':');
      if (colon < 1) throw new Error(`no property name in ${JSON.stringify(line)}`);
      return { name: line.slice(0, colon), value: line.slice(colon + 1) };
    });
}

/** The value of the only line named `name`, or undefined; throws when it appears twice. */
export function propertyValue(lines: ContentLine[], name: string): string | undefined {
  const found = lines.filter((line) => line.name === name);
  if (found.length > 1) throw new Error(`${name} appears ${found.length} times`);
  return found[0]?.value;
}

/**
 * Splits a structured value on unescaped `;` (RFC 2426 N) and unescapes each component.
 * TEXT unescaping (RFC 2426 §4, RFC 5545 §3.3.11): `\n`/`\N` is a line break, `\\ \; \,`
 * the character itself; any other backslash sequence is an error.
 */
export function splitStructured(value: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\') {
      current += value.slice(i, i + 2);
      i++;
    } else if (c === ';') {
      parts.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  parts.push(current);
  return parts.map(unescapeText);
}

export function unescapeText(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === ',' || c === ';') throw new Error(`unescaped ${c} in ${JSON.stringify(value)}`);
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = value[i + 1];
    i++;
    if (next === 'n' || next === 'N') out += '\n';
    else if (next === '\\' || next === ';' || next === ',') out += next;
    else throw new Error(`bad escape \\${next} in ${JSON.stringify(value)}`);
  }
  return out;
}

/**
 * Reads `WIFI:K:v;K:v;...;;`: values end at an unescaped `;`, a backslash escapes the next
 * character, and `, : "` must be escaped (the format's rule), else it throws.
 */
export function parseWifi(text: string): Record<string, string> {
  if (!text.startsWith('WIFI:') || !text.endsWith(';;')) throw new Error('not a WIFI: payload');
  const fields: Record<string, string> = {};
  let i = 'WIFI:'.length;
  while (text[i] !== ';') {
    const colon = text.indexOf(':', i);
    const key = text.slice(i, colon);
    let value = '';
    i = colon + 1;
    while (text[i] !== ';') {
      if (i >= text.length) throw new Error('unterminated field');
      if (/[,:"]/.test(text[i]!)) throw new Error(`unescaped ${text[i]} in ${key}`);
      if (text[i] === '\\') i++;
      value += text[i];
      i++;
    }
    if (key in fields) throw new Error(`duplicate ${key}`);
    fields[key] = value;
    i++;
  }
  if (i !== text.length - 1) throw new Error('text after the closing ;;');
  return fields;
}

/** Splits `prefix?k=v&k=v` and percent-decodes every key and value. */
export function parseUriQuery(uri: string): { base: string; params: Record<string, string> } {
  const question = uri.indexOf('?');
  const base = question === -1 ? uri : uri.slice(0, question);
  const params: Record<string, string> = {};
  if (question !== -1) {
    for (const pair of uri.slice(question + 1).split('&')) {
      const eq = pair.indexOf('=');
      params[decodeURIComponent(pair.slice(0, eq))] = decodeURIComponent(pair.slice(eq + 1));
    }
  }
  return { base, params };
}

/** Characters allowed anywhere in a URI (RFC 3986 unreserved, reserved and `%`). */
export const URI_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;

/**
 * The text a TEXT value must read back as: line breaks as LF and other control characters
 * (except TAB) gone, neither format being able to carry them.
 */
export function asContentText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n|\r/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');
}
