/**
 * True when the page asks for the pseudo-locale (`?i18n=pseudo`) and may have it: in
 * `npm run dev`, or in a browser driven by automation (navigator.webdriver: the e2e suite), so a
 * visitor never gets it.
 */
export function pseudoLocaleRequested(location: Location, nav: Navigator): boolean {
  if (new URLSearchParams(location.search).get('i18n') !== 'pseudo') return false;
  return import.meta.env.DEV || nav.webdriver;
}
