/**
 * Country display helpers. The server sends ISO 3166-1 alpha-2 codes (or null when the
 * address has no country in the database); flags are drawn from Unicode regional indicator
 * symbols, so no image is ever downloaded.
 */

const REGIONAL_INDICATOR_A = 0x1f1e6;
const ISO_ALPHA2 = /^[A-Z]{2}$/;

/** The flag emoji for an alpha-2 code ("DE" -> 🇩🇪), or '' for anything else. */
export function flagEmoji(code: string | null | undefined): string {
  const upper = (code ?? '').toUpperCase();
  if (!ISO_ALPHA2.test(upper)) return '';
  return String.fromCodePoint(
    ...[...upper].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

let displayNames: Intl.DisplayNames | null | undefined;

function regionNames(): Intl.DisplayNames | null {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(undefined, { type: 'region' });
    } catch {
      displayNames = null;
    }
  }
  return displayNames;
}

/**
 * The country's name in the browser's language ("DE" -> "Germany" in English), the code
 * itself when the runtime has no name for it, and "Unknown" when there is no code.
 */
export function countryName(code: string | null | undefined): string {
  const upper = (code ?? '').toUpperCase();
  if (!ISO_ALPHA2.test(upper)) return 'Unknown';
  try {
    return regionNames()?.of(upper) ?? upper;
  } catch {
    return upper;
  }
}
