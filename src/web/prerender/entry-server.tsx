// Build-time renderer (vite.config.ts builds this file for Node, then scripts/prerender-pages.ts
// calls renderPage for every public page). It renders the same <App> tree the browser hydrates
// (main.tsx), as a visitor without a session sees it: no user, queries not yet answered.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { AppRoutes } from '../app/app-routes.js';
import { Providers } from '../app/providers.js';
import { createQueryClient } from '../lib/query-client.js';
import { publicPagePaths, splitLocalePath } from '../../contracts/public-pages.js';
import type { Locale } from '../../contracts/i18n/locales.js';
import { I18nProvider } from '../lib/i18n/i18n.js';
import { loadSiteBundle } from '../lib/i18n/load-bundle.js';
import { POSTS } from '../features/blog/posts.js';
import { PageHeadContext, type PageHead } from '../lib/use-page-meta.js';
import { DEFAULT_TITLE, SITE_DESCRIPTION } from '../lib/brand.js';

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  head: PageHead;
  /** The page's language (its address's /{lang}/ prefix; English without one). */
  locale: Locale;
}

/**
 * `path`'s page as HTML, after every lazily loaded part of it has arrived (prerender waits for
 * Suspense boundaries), with the title and description the page declared (usePageMeta).
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const head: PageHead = { title: DEFAULT_TITLE, description: SITE_DESCRIPTION };
  const errors: unknown[] = [];
  const { locale } = splitLocalePath(path);
  const bundle = await loadSiteBundle(locale);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nProvider value={{ locale, bundle }}>
        <PageHeadContext.Provider value={head}>
          <Providers client={createQueryClient()}>
            <Router ssrPath={path}>
              <AppRoutes />
            </Router>
          </Providers>
        </PageHeadContext.Provider>
      </I18nProvider>
    </StrictMode>,
    {
      // Every Suspense boundary written in place, so the page needs none of React's inline
      // scripts that move streamed parts (the Content-Security-Policy forbids inline scripts).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An error inside a Suspense boundary would leave that part to the browser: fail the
      // build instead, so every page ships complete.
      onError(error) {
        errors.push(error);
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${path} failed`);
  return { html: Buffer.concat(chunks).toString('utf8'), head, locale };
}

/** Every page to prerender: the public pages, each blog post and the translated pages. */
export function prerenderPaths(): string[] {
  return publicPagePaths(POSTS.map((p) => p.id));
}
