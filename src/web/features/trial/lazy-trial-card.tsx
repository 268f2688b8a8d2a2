import { lazy } from 'react';
import { GatedSuspense } from '../../components/hydration-gate.js';

// The card validates with the contract's zod schema: loading it on demand keeps zod and the
// content schemas out of the landing page's first download.
const TrialActivationCard = lazy(() =>
  import('./trial-activation-card.js').then((module) => ({ default: module.TrialActivationCard })),
);

/** The trial-activation card, loaded as its own chunk, with a same-sized frame meanwhile. */
export function LazyTrialActivationCard() {
  return (
    <GatedSuspense
      fallback={
        <div
          aria-busy="true"
          className="mx-auto min-h-48 w-full max-w-xl rounded-2xl border border-blue-200 bg-white"
        />
      }
    >
      <TrialActivationCard />
    </GatedSuspense>
  );
}
