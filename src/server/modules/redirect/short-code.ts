/** Short codes are 8 base62 characters (issue 5); anything else is not a code and is never looked up. */
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9]{8}$/;

export function isShortCode(value: string): boolean {
  return SHORT_CODE_PATTERN.test(value);
}
