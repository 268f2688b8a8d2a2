import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page is rendered at build time (src/web/prerender) and while the browser
 * hydrates that HTML; true in every later render and in a page rendered by the browser alone.
 * Whatever depends on the browser (its storage, the page's origin) is shown only once this is
 * true, so the first browser render matches the prerendered markup exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
