/** Longest destination we redirect to; the same bound the forms and API apply (contracts). */
export const MAX_DESTINATION_LENGTH = 2048;

// C0 controls (including CR, LF and TAB), DEL and the C1 block.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The Location value for a stored destination, or null when it must not be redirected to.
 * Checked again at redirect time because a row may predate today's validation (or be written
 * by hand): only absolute http(s) URLs without credentials, control characters or excessive
 * length pass. The URL parser's serialisation is returned, so the header is always
 * well-formed (non-ASCII characters are percent- or punycode-encoded).
 */
export function safeRedirectTarget(destination: string): string | null {
  if (destination.length === 0 || destination.length > MAX_DESTINATION_LENGTH) return null;
  if (CONTROL_CHARACTERS.test(destination)) return null;
  let url: URL;
  try {
    url = new URL(destination);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  const href = url.href;
  return href.length <= MAX_DESTINATION_LENGTH ? href : null;
}
