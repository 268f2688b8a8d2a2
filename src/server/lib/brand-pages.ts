import type { OutgoingHttpHeaders } from 'node:http';
import { LOCALES, type Locale } from '../../contracts/i18n/locales.js';

/** The brand a page is served under: the white-label client's on its hosts, else ours. */
export interface PageBrand {
  name: string;
  /** The client's primary colour (#RRGGBB); null under our brand. */
  color: string | null;
}

/** More brands than this in one process is not a real deployment: start over rather than grow. */
const MAX_BRANDS = 1_000;

/**
 * `build` memoised by brand name: pages that differ only in the brand they name (the default
 * brand, or a white-label client's on its hosts) are built once per brand and then reused for
 * every request. Bounded: past MAX_BRANDS names the memo starts over.
 */
export function memoByBrand<T>(build: (brandName: string) => T): (brandName: string) => T {
  const built = new Map<string, T>();
  return (brandName) => {
    let value = built.get(brandName);
    if (value === undefined) {
      if (built.size >= MAX_BRANDS) built.clear();
      value = build(brandName);
      built.set(brandName, value);
    }
    return value;
  };
}

/** memoByBrand per language: pages that differ in the brand they name and their language. */
export function memoByBrandAndLocale<T>(
  build: (brandName: string, locale: Locale) => T,
): (brandName: string, locale: Locale) => T {
  const memos = new Map<Locale, (brandName: string) => T>(
    LOCALES.map((locale) => [locale, memoByBrand((brandName) => build(brandName, locale))]),
  );
  return (brandName, locale) => memos.get(locale)!(brandName);
}

/**
 * The headers of a page written in the language `Accept-Language` chose: shared caches keep one
 * copy per header value (the pages are no-store anyway) and the page says its language.
 */
export function languageHeaders(locale: Locale): OutgoingHttpHeaders {
  return { vary: 'Accept-Language', 'content-language': locale };
}

/** An HTML page ready to send on the raw node:http response. */
export interface StaticPage {
  status: number;
  body: Buffer;
  headers: OutgoingHttpHeaders;
}

/**
 * One ready page per kind: `html(kind)` with its status, never stored by caches or indexed, its
 * type not sniffed, and `headers` (at least its CSP and referrer policy) plus `extra(kind)`.
 */
export function staticPages<K extends string>(
  status: Record<K, number>,
  html: (kind: K) => string,
  headers: OutgoingHttpHeaders & {
    'content-security-policy': string;
    'referrer-policy': string;
  },
  extra: (kind: K) => OutgoingHttpHeaders = () => ({}),
): Record<K, StaticPage> {
  const pages = {} as Record<K, StaticPage>;
  for (const kind of Object.keys(status) as K[]) {
    const body = Buffer.from(html(kind));
    pages[kind] = {
      status: status[kind],
      body,
      headers: {
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex',
        'x-content-type-options': 'nosniff',
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(body.length),
        ...headers,
        ...extra(kind),
      },
    };
  }
  return pages;
}
