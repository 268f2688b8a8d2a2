import { lazy, memo } from 'react';
import { GatedSuspense } from '../../components/hydration-gate.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { GeneratorSection } from '../generator/index.js';
import { LazyTrialActivationCard } from '../trial/index.js';
import { BRAND_NAME, SITE_DESCRIPTION } from '../../lib/brand.js';
import { JsonLd, siteOrigin } from '../../components/json-ld.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { useT } from '../../lib/i18n/i18n.js';
import { SiteLink } from '../../lib/i18n/site-link.js';

// Below the fold: its own chunk, so the generator and hero arrive first.
const LandingSections = lazy(() =>
  import('./landing-sections.js').then((m) => ({ default: m.LandingSections })),
);

/** The landing hero when no QR type is preselected. */
function LandingHero() {
  const { t } = useT('landing');
  const chrome = useT('chrome');
  return (
    <section className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-16 text-center sm:pt-24">
        <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-gray-600">{t('hero.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="#generator" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
            {t('hero.create')}
          </a>
          <SiteLink to="/register" className={buttonClasses('outline', 'px-6 py-3 text-base')}>
            {chrome.t('nav.signup')}
          </SiteLink>
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
  const { t, locale } = useT('chrome');
  // In English the site's own title and description (a white-label host's brand in them).
  const description = locale === 'en' ? SITE_DESCRIPTION : t('site.description');
  usePageMeta(locale === 'en' ? null : t('site.title'), description);
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Organization',
          name: BRAND_NAME,
          url: siteOrigin(),
          logo: `${siteOrigin()}/favicon.svg`,
          description,
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
