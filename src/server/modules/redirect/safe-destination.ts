import { checkDestination, MAX_DESTINATION_LENGTH } from '../../../contracts/destination.js';

/** Longest destination we redirect to; the same bound the forms and API apply (contracts). */
export { MAX_DESTINATION_LENGTH };

/**
 * The Location value for a stored destination, or null when it must not be redirected to.
 * Checked again at redirect time because a row may predate today's validation (or be written
 * by hand), by the same function the API validates with (contracts/destination.ts): only
 * absolute http(s) URLs without credentials, control characters or excessive length pass. The
 * URL parser's serialisation is returned, so the header is always well-formed (non-ASCII
 * characters are percent- or punycode-encoded).
 */
export function safeRedirectTarget(destination: string): string | null {
  if (destination.length === 0) return null;
  const check = checkDestination(destination);
  return check.ok ? check.href : null;
}
