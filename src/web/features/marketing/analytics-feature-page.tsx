import { lazy, Suspense, useRef } from 'react';
import { BarChart3, CalendarRange, Download, Globe2, MonitorSmartphone, Radio } from 'lucide-react';
import type { SiteAnalyticsFeatureMessageId } from '../../../contracts/i18n/catalogues/site-analytics-feature/en.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { useT } from '../../lib/i18n/i18n.js';
import { SiteLink } from '../../lib/i18n/site-link.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { useNearViewport } from '../../lib/use-near-viewport.js';
import { PageHeader, Section } from './page-parts.js';

// The analytics feature's charts (our SVG charts) load after the page itself: they are drawn in the
// browser only, so the prerendered page holds their place with a box of the same height.
const AnalyticsDemo = lazy(() =>
  import('../analytics/index.js').then((m) => ({ default: m.AnalyticsDemo })),
);

function DemoPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-[22rem] rounded-xl border border-gray-200 bg-gray-50 lg:h-[19rem]"
    />
  );
}

/**
 * The live demo of the dashboard's charts, once the page runs in the browser and the demo is
 * near the viewport: it sits below the fold, and loading and drawing the charts (their code is
 * the page's largest part) would otherwise hold up the page while it starts.
 */
function LiveDemo() {
  const box = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const near = useNearViewport(box);
  return (
    <div ref={box}>
      {hydrated && near ? (
        <Suspense fallback={<DemoPlaceholder />}>
          <AnalyticsDemo />
        </Suspense>
      ) : (
        <DemoPlaceholder />
      )}
    </div>
  );
}

/** The six cards: an icon, and a title and a text of the site-analytics-feature catalogue. */
const CARDS: {
  id: string;
  icon: typeof Radio;
  title: SiteAnalyticsFeatureMessageId;
  text: SiteAnalyticsFeatureMessageId;
}[] = [
  { id: 'realtime', icon: Radio, title: 'card.realtime.title', text: 'card.realtime.text' },
  { id: 'geo', icon: Globe2, title: 'card.geo.title', text: 'card.geo.text' },
  {
    id: 'devices',
    icon: MonitorSmartphone,
    title: 'card.devices.title',
    text: 'card.devices.text',
  },
  {
    id: 'performance',
    icon: BarChart3,
    title: 'card.performance.title',
    text: 'card.performance.text',
  },
  { id: 'export', icon: Download, title: 'card.export.title', text: 'card.export.text' },
  { id: 'dates', icon: CalendarRange, title: 'card.dates.title', text: 'card.dates.text' },
];

/**
 * /features/analytics (spec 001 §2): what the scan analytics of dynamic codes show, in the page's
 * language (/es/features/analytics ...). The live demo is the dashboard's own charts, which speak
 * English only for now (issue 42): `lang` says so.
 */
export function AnalyticsFeaturePage() {
  const { t } = useT('analyticsFeature');
  usePageMeta(t('page.title'), t('page.description'));
  return (
    <>
      <PageHeader title={t('page.title')}>
        <p>{t('page.intro')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <SiteLink to="/register" className={buttonClasses('primary', 'px-6 py-3 text-base')}>
            {t('hero.start')}
          </SiteLink>
          <SiteLink to="/features" className={buttonClasses('outline', 'px-6 py-3 text-base')}>
            {t('hero.features')}
          </SiteLink>
        </div>
      </PageHeader>
      <Section id="analytics-features" title={t('cards.title')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {CARDS.map(({ id, icon: Icon, title, text }) => (
            <li
              key={id}
              data-testid="analytics-feature-card"
              className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
            >
              <Icon className="h-6 w-6 text-blue-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-gray-900">{t(title)}</h3>
              <p className="mt-2 text-sm text-gray-700">{t(text)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="analytics-demo" title={t('demo.title')}>
        <p className="mb-6 max-w-3xl text-gray-700">{t('demo.text')}</p>
        <div lang="en">
          <LiveDemo />
        </div>
      </Section>
      <Section id="analytics-plans" title={t('plans.title')} className="bg-gray-50 py-12">
        <p className="max-w-3xl text-gray-700">{t('plans.text')}</p>
        <SiteLink to="/register" className={buttonClasses('primary', 'mt-6')}>
          {t('plans.start')}
        </SiteLink>
      </Section>
    </>
  );
}
