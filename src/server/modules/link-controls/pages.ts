import type { OutgoingHttpHeaders } from 'node:http';
import { createTranslator, type Catalogues } from '../../../contracts/i18n/format.js';
import type { Locale } from '../../../contracts/i18n/locales.js';
import {
  linkPageMessages,
  type LinkPageMessageId,
} from '../../../contracts/i18n/catalogues/link-pages/index.js';
import { escapeHtml, renderMessagePage } from '../../lib/html-page.js';
import {
  languageHeaders,
  memoByBrandAndLocale,
  staticPages,
  type StaticPage,
} from '../../lib/brand-pages.js';

/** A page the short link answers instead of redirecting: built once per brand and language. */
export type LinkPage = StaticPage;

/**
 * Nothing but inline styles, and the password form posting back to the same link. form-action
 * also governs every redirect that follows the form's POST (browsers check each hop): the right
 * answer goes 303 to the link and from there to the code's destination, any http(s) site, so
 * 'self' alone made Chromium abort the landing after a correct password. The page carries no
 * script and nothing of the visitor's, so no other form can be put on it.
 */
export const LINK_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self' http: https:; frame-ancestors 'none'";

export type LinkPageKind =
  'not-active' | 'expired' | 'password' | 'password-wrong' | 'password-throttled';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:1.5rem;width:100%;max-width:24rem;margin:1rem;box-sizing:border-box}
.brand{font-weight:700;color:#1d4ed8;margin:0 0 1rem}
h1{font-size:1.25rem;margin:0 0 .5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;font-size:1rem;padding:.75rem;border:1px solid #94a3b8;border-radius:8px}
input:focus{outline:3px solid #93c5fd;outline-offset:1px}
button{margin-top:1rem;width:100%;font-size:1rem;padding:.75rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600;min-height:44px}
.error{color:#b91c1c;font-weight:600}`;

type T = (id: LinkPageMessageId, values?: Record<string, string>) => string;

function passwordPage(brandName: string, error: string | null, t: T, locale: Locale): string {
  const e = escapeHtml;
  const described = error ? ' aria-describedby="password-error" aria-invalid="true"' : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(t('password.title'))} - ${e(brandName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${e(brandName)}</p>
<h1>${e(t('password.heading'))}</h1>
<p>${e(t('password.message'))}</p>
<form method="post">
${error ? `<p id="password-error" class="error" role="alert">${e(error)}</p>` : ''}
<label for="password">${e(t('password.label'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus${described}>
<button type="submit">${e(t('password.submit'))}</button>
</form>
</main>
</body>
</html>
`;
}

const STATUS: Record<LinkPageKind, number> = {
  'not-active': 200,
  expired: 410,
  password: 200,
  'password-wrong': 401,
  'password-throttled': 429,
};

/**
 * The page of `kind` in `locale`; `catalogues` for tests' pseudo-locale. Only the brand name
 * comes from outside the catalogue.
 */
export function renderLinkPage(
  kind: LinkPageKind,
  brandName: string,
  locale: Locale,
  catalogues: Catalogues<LinkPageMessageId> = linkPageMessages,
): string {
  const { t } = createTranslator(catalogues, locale);
  const message = (heading: LinkPageMessageId, text: LinkPageMessageId) =>
    renderMessagePage({
      brandName,
      heading: t(heading),
      message: t(text),
      link: { href: '/', text: t('home', { brand: brandName }) },
      lang: locale,
    });
  switch (kind) {
    case 'not-active':
      return message('notActive.heading', 'notActive.message');
    case 'expired':
      return message('expired.heading', 'expired.message');
    case 'password':
      return passwordPage(brandName, null, t, locale);
    case 'password-wrong':
      return passwordPage(brandName, t('password.wrong'), t, locale);
    case 'password-throttled':
      return passwordPage(brandName, t('password.tooManyTries'), t, locale);
  }
}

/** Every link-control page, per brand name and language (each built once), ready to send. */
export function buildLinkPages(
  security: OutgoingHttpHeaders,
): (brandName: string, locale: Locale) => Record<LinkPageKind, LinkPage> {
  return memoByBrandAndLocale((brandName, locale) => linkPagesFor(brandName, locale, security));
}

function linkPagesFor(
  brandName: string,
  locale: Locale,
  security: OutgoingHttpHeaders,
): Record<LinkPageKind, LinkPage> {
  return staticPages(
    STATUS,
    (kind) => renderLinkPage(kind, brandName, locale),
    {
      'content-security-policy': LINK_PAGE_CSP,
      // same-origin, not no-referrer: under no-referrer Chromium sends "Origin: null" with the
      // password form's POST, which the origin check rightly refuses; other sites (the
      // destination after the password) still get no referrer.
      'referrer-policy': 'same-origin',
      ...languageHeaders(locale),
      ...security,
    },
    (kind) => (kind === 'password-throttled' ? { 'retry-after': '300' } : {}),
  );
}
