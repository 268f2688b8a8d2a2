import { renderMessagePage } from '../../lib/html-page.js';
import { createTranslator, type Catalogues } from '../../../contracts/i18n/format.js';
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/i18n/locales.js';
import {
  linkPageMessages,
  type LinkPageMessageId,
} from '../../../contracts/i18n/catalogues/link-pages/index.js';

/**
 * The pages a short link shows instead of redirecting. Static text (the link-pages catalogue, in
 * the scanner's language) plus the brand name, all escaped by renderMessagePage; served with a
 * CSP that allows nothing but inline styles.
 */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export type RedirectPageKind = 'paused' | 'not-found' | 'unsafe' | 'retired' | 'unavailable';

const TEXT: Record<RedirectPageKind, { heading: LinkPageMessageId; message: LinkPageMessageId }> = {
  paused: { heading: 'paused.heading', message: 'paused.message' },
  'not-found': { heading: 'notFound.heading', message: 'notFound.message' },
  retired: { heading: 'retired.heading', message: 'retired.message' },
  // An inactive white-label client's host: neutral, no brand and no link (who the client is
  // stays unsaid), as modules/white-label/tenancy.ts answers every other path there.
  unavailable: { heading: 'unavailable.heading', message: 'unavailable.message' },
  unsafe: { heading: 'unsafe.heading', message: 'unsafe.message' },
};

/**
 * The page of `kind` in `locale` (English by default; `catalogues` for tests' pseudo-locale).
 * Only the brand name comes from outside the catalogue.
 */
export function renderRedirectPage(
  kind: RedirectPageKind,
  brandName: string,
  locale: Locale = DEFAULT_LOCALE,
  catalogues: Catalogues<LinkPageMessageId> = linkPageMessages,
): string {
  const { t } = createTranslator(catalogues, locale);
  const text = { heading: t(TEXT[kind].heading), message: t(TEXT[kind].message), lang: locale };
  if (kind === 'unavailable') return renderMessagePage({ brandName: '', ...text });
  return renderMessagePage({
    brandName,
    ...text,
    link: { href: '/', text: t('home', { brand: brandName }) },
  });
}
