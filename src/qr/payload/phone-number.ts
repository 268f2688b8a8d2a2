/**
 * Removes the punctuation people type inside phone numbers: spaces, dashes, dots and
 * brackets. A leading `+` and the digits are kept; anything else is left for the caller
 * to reject.
 */
export function compactPhoneNumber(phone: string): string {
  return phone.replace(/[\s\-.()[\]]/g, '');
}

/** The digits of an international number as wa.me wants them: no `+`, no punctuation. */
export function phoneDigits(phone: string): string {
  return compactPhoneNumber(phone).replace(/^\+/, '');
}
