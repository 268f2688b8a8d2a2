import { lazy, memo } from 'react';
import { GatedSuspense } from '../../components/hydration-gate.js';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { GeneratorSection } from '../generator/index.js';
import { LazyTrialActivationCard } from '../trial/index.js';
import { BRAND_NAME, SITE_DESCRIPTION } from '../../lib/brand.js';
import { JsonLd, siteOrigin } from '../../components/json-ld.js';
import { usePageMeta } from '../../lib/use-page-meta.js';

// Below the fold: its own chunk, so the generator and hero arrive first.
const LandingSections = lazy(() =>
  import('./landing-sections.js').then((m) => ({ default: m.LandingSections })),
);

/** The landing hero when no QR type is preselected. */
function LandingHero() {
  return (
    <section className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-16 text-center sm:pt-24">
        <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
          Create QR codes that always scan
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-600">
          Make static QR codes for free, or sign up to save them and to create dynamic codes you can
          edit after printing.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="#generator" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
            Create your QR code
          </a>
          <Link href="/register" className={buttonClasses('outline', 'px-6 py-3 text-base')}>
            Sign up
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * / when signed out (spec 000 §2): the hero (or a preselected type's hero), the generator, the
 * landing sections (stats, features, use cases, benefits, stories, FAQ, call to action) and
 * the trial-activation card.
 *
 * Memoised (it has no props): the session's answer re-renders the home page around it, and a
 * re-render reaching a lazily loaded part of the prerendered page before that part has hydrated
 * makes React throw the part's server markup away and draw it again in the browser (its
 * placeholder first). Skipping the re-render keeps the markup and saves that work.
 */
export const LandingPage = memo(function LandingPage() {
  usePageMeta(null, SITE_DESCRIPTION);
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Organization',
          name: BRAND_NAME,
          url: siteOrigin(),
          logo: `${siteOrigin()}/favicon.svg`,
          description: SITE_DESCRIPTION,
        }}
      />
      <GeneratorSection signedIn={false} fallbackHero={<LandingHero />} />
      <GatedSuspense fallback={null}>
        <LandingSections />
      </GatedSuspense>
      <div className="px-4 py-16">
        <LazyTrialActivationCard />
      </div>
    </>
  );
});
