import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { clearSelectedTemplate, readPreselection } from './preselection.js';
import { TypeHero } from './type-hero.js';
import type { CreateDynamicCode } from './generator-card.js';

// The card (with the QR core, the content schemas and the font parser the core's renderer
// imports) is its own chunk: the page's first download stays small and the hero shows at once.
const GeneratorCard = lazy(() =>
  import('./generator-card.js').then((module) => ({ default: module.GeneratorCard })),
);

/**
 * The generator with its hero (spec 000 §2): when a type is preselected (template, ?qr= or
 * localStorage) the type's hero is shown and the card opens on that type; otherwise
 * `fallbackHero` (the page's own hero, if any). A template is read once, then removed.
 */
export function GeneratorSection({
  signedIn,
  fallbackHero,
  typeHero = true,
  createDynamic,
}: {
  signedIn: boolean;
  /** Enables the card's Dynamic mode (the dashboard passes its create action). */
  createDynamic?: CreateDynamicCode;
  fallbackHero?: ReactNode;
  /** false: always show `fallbackHero` (the dashboard keeps its own heading). */
  typeHero?: boolean;
}) {
  const search = useSearch();
  // Read once on mount: later URL changes do not reset a form the user is filling in.
  const [preselection] = useState(() => readPreselection(search, signedIn));
  // Removed in an effect, not while reading: React may run the initialiser twice.
  useEffect(() => clearSelectedTemplate(), []);

  return (
    <>
      {preselection && typeHero ? (
        <TypeHero qrType={preselection.qrType} templateTitle={preselection.template?.title} />
      ) : (
        fallbackHero
      )}
      <div className="px-4 py-8 sm:py-12">
        <Suspense fallback={<GeneratorPlaceholder />}>
          <GeneratorCard
            signedIn={signedIn}
            preselection={preselection}
            createDynamic={createDynamic}
          />
        </Suspense>
      </div>
    </>
  );
}

/** Holds the card's place (same frame, similar height) while its chunk loads. */
function GeneratorPlaceholder() {
  return (
    <div
      id="generator"
      aria-busy="true"
      className="mx-auto flex min-h-[36rem] w-full max-w-6xl items-center justify-center rounded-2xl border border-gray-200 bg-white p-6 text-sm text-gray-500 shadow-sm"
    >
      Loading the QR code generator...
    </div>
  );
}
