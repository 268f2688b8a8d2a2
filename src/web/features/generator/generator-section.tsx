import { useEffect, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { GeneratorCard } from './generator-card.js';
import { clearSelectedTemplate, readPreselection } from './preselection.js';
import { TypeHero } from './type-hero.js';

/**
 * The generator with its hero (spec 000 §2): when a type is preselected (template, ?qr= or
 * localStorage) the type's hero is shown and the card opens on that type; otherwise
 * `fallbackHero` (the page's own hero, if any). A template is read once, then removed.
 */
export function GeneratorSection({
  signedIn,
  fallbackHero,
  typeHero = true,
}: {
  signedIn: boolean;
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
        <TypeHero qrType={preselection.qrType} templateTitle={preselection.templateTitle} />
      ) : (
        fallbackHero
      )}
      <div className="px-4 py-8 sm:py-12">
        <GeneratorCard signedIn={signedIn} preselection={preselection} />
      </div>
    </>
  );
}
