import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { renderMarkdown } from '../../../contracts/markdown.js';
import { LOCALES, type Locale } from '../../../contracts/i18n/locales.js';
import { BRAND_NAME } from '../../lib/brand.js';
import { useT } from '../../lib/i18n/i18n.js';
import { pseudoLocaleRequested } from '../../lib/i18n/pseudo-request.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { ApiReferenceView, type OpenApiDocument } from './api-reference.js';
import { loadDeveloperGuides, markCode, pseudoGuide } from './guides.js';

/** The public OpenAPI document the reference renders (served by the API itself). */
export const OPENAPI_URL = '/api/v1/openapi.json';

const proseClass = [
  'max-w-3xl text-gray-800 leading-7',
  '[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-gray-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-gray-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:mt-1',
  '[&_a]:text-blue-700 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-gray-900',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-gray-100',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-gray-100 [&_:not(pre)>code]:px-1',
].join(' ');

/** The guides in one language, its own chunk (guides.ts), drawn once it has arrived. */
function guidesIn(locale: Locale): ComponentType {
  return lazy(async () => {
    const guides = await loadDeveloperGuides(locale);
    return {
      default: function Guides() {
        // The pseudo-locale (e2e only) has the English guides accented like its messages.
        const pseudo =
          typeof window !== 'undefined' && pseudoLocaleRequested(window.location, navigator);
        const [html, webhooksHtml] = useMemo(
          () =>
            [guides.guide, guides.webhooks].map((markdown) =>
              // renderMarkdown escapes raw HTML and unsafe link schemes (contracts/markdown.ts).
              markCode(renderMarkdown(pseudo ? pseudoGuide(markdown) : markdown)),
            ),
          [pseudo],
        );
        return (
          <>
            <div className={proseClass} dangerouslySetInnerHTML={{ __html: html ?? '' }} />
            {/* Its own block so that /developers#webhooks (linked from account settings) lands on it. */}
            <div
              id="webhooks"
              className={`${proseClass} scroll-mt-20`}
              dangerouslySetInnerHTML={{ __html: webhooksHtml ?? '' }}
            />
          </>
        );
      },
    };
  });
}

const GUIDES = Object.fromEntries(LOCALES.map((locale) => [locale, guidesIn(locale)])) as Record<
  Locale,
  ComponentType
>;

/**
 * /developers (issue 19 item 6): our guide to the public API (guide.md, with curl and JavaScript
 * examples; webhooks.md, scan webhooks and the signature check), then the reference of every
 * operation, drawn in the browser by our own ApiReferenceView (api-reference.tsx) from the live
 * /api/v1/openapi.json: no third-party request, no inline script. In the page's language
 * (/es/developers ..., issue 42): the guides are translated per language around the same code;
 * the reference's operations come from the API in English and are marked so.
 */
export function DevelopersPage() {
  const { t, rich, locale } = useT('developers');
  usePageMeta(t('page.title'), t('page.description', { brand: BRAND_NAME }));
  const Guides = GUIDES[locale];
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">
        {t('page.title')}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-gray-600">
        {rich('page.intro', {
          code: (chunks) => <code translate="no">{chunks}</code>,
        })}
      </p>
      <Suspense fallback={null}>
        <Guides />
      </Suspense>
      <section aria-labelledby="api-reference" className="mt-16">
        <h2 id="api-reference" className="text-2xl font-bold text-gray-900">
          {t('reference.title')}
        </h2>
        {locale !== 'en' && <p className="mt-2 text-gray-600">{t('reference.englishOnly')}</p>}
        <ApiReference />
      </section>
    </div>
  );
}

type ReferenceState =
  { state: 'loading' } | { state: 'ready'; document: OpenApiDocument } | { state: 'failed' };

/** The live OpenAPI document, fetched once the page is in the browser, drawn by ApiReferenceView. */
function ApiReference() {
  const { t, rich } = useT('developers');
  const [reference, setReference] = useState<ReferenceState>({ state: 'loading' });
  useEffect(() => {
    let cancelled = false;
    fetch(OPENAPI_URL, { credentials: 'omit' })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<OpenApiDocument>;
      })
      .then((document) => {
        if (!cancelled) setReference({ state: 'ready', document });
      })
      .catch(() => {
        if (!cancelled) setReference({ state: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <>
      {reference.state === 'loading' && (
        <p className="mt-4 text-gray-600">{t('reference.loading')}</p>
      )}
      {reference.state === 'failed' && (
        <p className="mt-4 text-gray-600" role="alert">
          {rich('reference.failed', {
            link: (
              <a className="text-blue-700 underline" href={OPENAPI_URL} translate="no">
                {OPENAPI_URL}
              </a>
            ),
          })}
        </p>
      )}
      <div data-testid="api-reference" className="mt-4">
        {reference.state === 'ready' && <ApiReferenceView document={reference.document} />}
      </div>
    </>
  );
}
