import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { splitLocalePath } from '../contracts/public-pages.js';
import { I18nProvider, type SiteI18n } from './lib/i18n/i18n.js';
import { loadSiteBundle } from './lib/i18n/load-bundle.js';
import { showMessagesIn } from './lib/i18n/localize-message.js';
import { pseudoLocaleRequested } from './lib/i18n/pseudo-request.js';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

/**
 * The page's language from its address (/es/... is Spanish, anything else English) and that
 * language's messages, its own chunk (load-bundle.ts); the pseudo-locale when a test asks for it.
 */
async function loadI18n(): Promise<SiteI18n> {
  const { locale } = splitLocalePath(window.location.pathname);
  if (pseudoLocaleRequested(window.location, navigator)) {
    const [{ pseudoBundle }, english] = await Promise.all([
      import('./lib/i18n/pseudo.js'),
      loadSiteBundle('en'),
    ]);
    return { locale, bundle: pseudoBundle(english), pseudo: true };
  }
  return { locale, bundle: await loadSiteBundle(locale) };
}

// The language the server's markup is in: the not-found page it sends for an unknown /es/...
// address is the English one, which the Spanish app must draw afresh rather than take over.
const servedLocale = document.documentElement.lang;
const i18n = await loadI18n();
document.documentElement.lang = i18n.locale;
// The contracts' messages (field errors, the server's answers) in the page's language.
showMessagesIn({ locale: i18n.locale, catalogue: i18n.bundle.contract });
const app = (
  <StrictMode>
    <I18nProvider value={i18n}>
      <App />
    </I18nProvider>
  </StrictMode>
);
// A public page sent prerendered (src/web/prerender, served by server lib/prerendered-pages.ts)
// already holds its markup: React takes it over. Otherwise the root is empty and React draws.
// Hydration runs as a transition: React then works in slices of a few milliseconds, yielding to
// the browser between them, instead of one task as long as the whole page (outside a
// transition the root's hydration is never sliced). The page reads and scrolls meanwhile, and
// its form controls stay disabled until their part is hydrated (HydrationGate).
if (rootElement.firstElementChild && servedLocale === i18n.locale) {
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
} else {
  rootElement.replaceChildren();
  createRoot(rootElement).render(app);
}
