import { useEffect, useMemo, useRef, useState } from 'react';
import { renderMarkdown } from '../../../contracts/markdown.js';
import { BRAND_NAME } from '../../lib/brand.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
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
 * operation, rendered in the browser by Swagger UI (swagger-ui-dist, Apache-2.0, bundled into
 * our own assets: no third-party request, no inline script) from the live /api/v1/openapi.json.
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

type ReferenceState = 'loading' | 'ready' | 'failed';

/** Swagger UI, loaded on demand (its chunk is large) into a node of its own. */
function ApiReference() {
  const node = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ReferenceState>('loading');
  useEffect(() => {
    let cancelled = false;
    Promise.all([
      import('swagger-ui-dist/swagger-ui-es-bundle.js'),
      import('swagger-ui-dist/swagger-ui.css'),
    ])
      .then(([{ default: SwaggerUI }]) => {
        if (cancelled || !node.current) return;
        SwaggerUI({
          domNode: node.current,
          url: OPENAPI_URL,
          // The public validator badge would call a third-party service: off.
          validatorUrl: null,
          deepLinking: false,
          defaultModelsExpandDepth: 0,
          // "Try it out" sends the key given under Authorize, never the session cookie.
          withCredentials: false,
        });
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <>
      {state === 'loading' && <p className="mt-4 text-gray-600">Loading the reference…</p>}
      {state === 'failed' && (
        <p className="mt-4 text-gray-600" role="alert">
          The reference could not be loaded. The document itself is at{' '}
          <a className="text-blue-700 underline" href={OPENAPI_URL}>
            {OPENAPI_URL}
          </a>
          .
        </p>
      )}
      <div ref={node} data-testid="api-reference" className="mt-4" />
    </>
  );
}
