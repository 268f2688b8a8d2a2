import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.js';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A public page sent prerendered (src/web/prerender, served by server lib/prerendered-pages.ts)
// already holds its markup: React takes it over. Otherwise the root is empty and React draws.
// Hydration runs as a transition: React then works in slices of a few milliseconds, yielding to
// the browser between them, instead of one task as long as the whole page (outside a
// transition the root's hydration is never sliced). The page reads and scrolls meanwhile, and
// its form controls stay disabled until their part is hydrated (HydrationGate).
if (rootElement.firstElementChild) {
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
} else createRoot(rootElement).render(app);
