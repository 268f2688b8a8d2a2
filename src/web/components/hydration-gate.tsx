import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.js';

/**
 * Keeps every form control inside it (buttons, inputs, selects, text areas) disabled until React
 * has hydrated this part of a prerendered page, so no click or keystroke is taken by markup that
 * nothing listens to yet: a click on a button before hydration would do nothing, a native submit
 * would reload the page with the fields in the URL, and text typed into a controlled field
 * would be out of step with React's state. Links are not form controls: they keep working as
 * plain HTML. Without JavaScript the controls stay disabled (they cannot work); the text reads.
 *
 * A `<fieldset>` without a box (display: contents, no role), so it changes neither the layout nor
 * what assistive technology announces. In a page rendered by the browser alone it is enabled
 * from the first render.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset
      role="none"
      disabled={!hydrated}
      data-hydrated={hydrated ? 'true' : 'false'}
      className="contents"
    >
      {children}
    </fieldset>
  );
}

/**
 * A Suspense boundary whose content is gated (HydrationGate). React hydrates a prerendered
 * boundary only once its lazily loaded code has arrived, after the rest of the page: its controls
 * stay disabled until then, while the controls around it already work.
 */
export function GatedSuspense({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <HydrationGate>{children}</HydrationGate>
    </Suspense>
  );
}
