import { useEffect, useMemo, useState } from 'react';
import { renderMarkdown } from '../../../contracts/markdown.js';
import { BRAND_NAME } from '../../lib/brand.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { ApiReferenceView, type OpenApiDocument } from './api-reference.js';
import guide from './guide.md?raw';
import webhooksGuide from './webhooks.md?raw';

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

/**
 * /developers (issue 19 item 6): our guide to the public API (guide.md, with curl and JavaScript
 * examples; webhooks.md, scan webhooks and the signature check), then the reference of every
 * operation, drawn in the browser by our own ApiReferenceView (api-reference.tsx) from the live
 * /api/v1/openapi.json: no third-party request, no inline script.
 */
export function DevelopersPage() {
  usePageMeta(
    'API for developers',
    `The ${BRAND_NAME} REST API: create a key, create codes one at a time or a thousand at once, change where they point, list your codes, render any code as SVG, PNG or PDF, pause and resume dynamic codes, receive scans by webhook. Examples in curl and JavaScript, and the full reference.`,
  );
  // renderMarkdown escapes raw HTML and unsafe link schemes (contracts/markdown.ts).
  const html = useMemo(() => renderMarkdown(guide), []);
  const webhooksHtml = useMemo(() => renderMarkdown(webhooksGuide), []);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">
        API for developers
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-gray-600">
        Everything the web app does with your codes, from your own systems: a REST API under{' '}
        <code>/api/v1</code> with personal keys.
      </p>
      <div className={proseClass} dangerouslySetInnerHTML={{ __html: html }} />
      {/* Its own block so that /developers#webhooks (linked from account settings) lands on it. */}
      <div
        id="webhooks"
        className={`${proseClass} scroll-mt-20`}
        dangerouslySetInnerHTML={{ __html: webhooksHtml }}
      />
      <section aria-labelledby="api-reference" className="mt-16">
        <h2 id="api-reference" className="text-2xl font-bold text-gray-900">
          API reference
        </h2>
        <ApiReference />
      </section>
    </div>
  );
}

type ReferenceState =
  { state: 'loading' } | { state: 'ready'; document: OpenApiDocument } | { state: 'failed' };

/** The live OpenAPI document, fetched once the page is in the browser, drawn by ApiReferenceView. */
function ApiReference() {
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
        <p className="mt-4 text-gray-600">Loading the reference…</p>
      )}
      {reference.state === 'failed' && (
        <p className="mt-4 text-gray-600" role="alert">
          The reference could not be loaded. The document itself is at{' '}
          <a className="text-blue-700 underline" href={OPENAPI_URL}>
            {OPENAPI_URL}
          </a>
          .
        </p>
      )}
      <div data-testid="api-reference" className="mt-4">
        {reference.state === 'ready' && <ApiReferenceView document={reference.document} />}
      </div>
    </>
  );
}
