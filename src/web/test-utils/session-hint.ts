/**
 * The readable cookie the server sets beside the session cookie (auth/session-cookie.ts): fake
 * APIs that start signed in set it as the server would have at sign-in, others clear it, so a
 * test's first screen matches a real browser's (see features/auth/use-auth.ts wasSignedIn).
 */
export function setSessionHint(signedIn: boolean): void {
  document.cookie = signedIn ? 'qrs_signed_in=1; path=/' : 'qrs_signed_in=; max-age=0; path=/';
}
