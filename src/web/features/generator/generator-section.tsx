import { lazy, memo, useEffect, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useT } from '../../lib/i18n/i18n.js';
import { GatedSuspense } from '../../components/hydration-gate.js';
import {
  clearSelectedTemplate,
  isRestrictedType,
  readPreselection,
  resolveQrType,
  TEMPLATE_QUERY_PARAM,
} from './preselection.js';
import { TypeHero } from './type-hero.js';
import type { CreateDynamicCode } from './generator-card.js';
import type { Preselection } from './preselection.js';

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
  // The browser's storage is read once the page is the browser's own: a prerendered landing
  // page (no storage at build time) is hydrated as it was rendered, then opens on the stored
  // type. Read once: later URL changes do not reset a form the user is filling in.
  const hydrated = useHydrated();
  const [preselection, setPreselection] = useState(() =>
    hydrated ? readPreselection(search, signedIn) : undefined,
  );
  if (hydrated && preselection === undefined) setPreselection(readPreselection(search, signedIn));
  // Removed in an effect, not while reading: React may run the initialiser twice.
  useEffect(() => {
    if (hydrated) clearSelectedTemplate();
  }, [hydrated]);
  // A template named on the address (the templates page's plain link, followed before that page
  // had hydrated): its content loads on demand, then the card starts afresh from it and the
  // address loses the name (a reload keeps what the user has changed since).
  const templateId = hydrated ? new URLSearchParams(search).get(TEMPLATE_QUERY_PARAM) : null;
  useEffect(() => {
    if (!templateId || preselection?.template) return;
    let current = true;
    void import('../marketing/content/templates.js').then(({ templateSelectionById }) => {
      const template = templateSelectionById(templateId);
      const qrType = resolveQrType(template?.qrType);
      if (!current) return;
      if (template && qrType && !isRestrictedType(qrType, signedIn)) {
        setPreselection({ qrType, template });
      }
      const params = new URLSearchParams(window.location.search);
      params.delete(TEMPLATE_QUERY_PARAM);
      const query = params.toString();
      // The page's own path: "/", or a translated landing page ("/es/") it was opened on.
      const home = window.location.pathname;
      window.history.replaceState(window.history.state, '', query ? `${home}?${query}` : home);
    });
    return () => {
      current = false;
    };
  }, [templateId, preselection?.template, signedIn]);
  const chosen = preselection ?? null;

  return (
    <>
      {chosen && typeHero ? (
        <TypeHero qrType={chosen.qrType} templateTitle={chosen.template?.title} />
      ) : (
        fallbackHero
      )}
      <GeneratorCardSlot signedIn={signedIn} preselection={chosen} createDynamic={createDynamic} />
    </>
  );
}

/**
 * The card's lazily loaded boundary, memoised: once the page is hydrated the section renders
 * again (it reads the browser's storage then), and when nothing is preselected that render must
 * not reach the card's prerendered markup before the card has hydrated (React would throw the
 * markup away and draw the card afresh in the browser, its placeholder first).
 */
const GeneratorCardSlot = memo(function GeneratorCardSlot({
  signedIn,
  preselection,
  createDynamic,
}: {
  signedIn: boolean;
  preselection: Preselection | null;
  createDynamic?: CreateDynamicCode;
}) {
  return (
    <div className="px-4 py-8 sm:py-12">
      <GatedSuspense fallback={<GeneratorPlaceholder />}>
        <GeneratorCard
          // The card takes its preselection when it mounts: a late one starts it afresh.
          key={preselection ? (preselection.template ? 'template' : 'preselected') : 'plain'}
          signedIn={signedIn}
          preselection={preselection}
          createDynamic={createDynamic}
        />
      </GatedSuspense>
    </div>
  );
});

/** Holds the card's place (same frame, similar height) while its chunk loads. */
function GeneratorPlaceholder() {
  const { t } = useT('generatorResult');
  return (
    <div
      id="generator"
      aria-busy="true"
      className="mx-auto flex min-h-[36rem] w-full max-w-6xl items-center justify-center rounded-2xl border border-gray-200 bg-white p-6 text-sm text-gray-500 shadow-sm"
    >
      {t('section.loading')}
    </div>
  );
}
