import type { SiteAboutMessageId } from '../../../contracts/i18n/catalogues/site-about/en.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { BRAND_NAME } from '../../lib/brand.js';
import { useT } from '../../lib/i18n/i18n.js';
import { CallToAction, PageHeader, Section } from './page-parts.js';
import { SiteStatsBand } from './site-stats.js';

/** The values' cards: each a title and a text of the site-about catalogue. */
const VALUES: readonly { title: SiteAboutMessageId; text: SiteAboutMessageId }[] = [
  { title: 'values.scan.title', text: 'values.scan.text' },
  { title: 'values.privacy.title', text: 'values.privacy.text' },
  { title: 'values.free.title', text: 'values.free.text' },
  { title: 'values.selfHosted.title', text: 'values.selfHosted.text' },
];

const OFFER: readonly SiteAboutMessageId[] = [
  'offer.generator',
  'offer.design',
  'offer.dynamic',
  'offer.analytics',
  'offer.dashboard',
  'offer.trial',
];

/**
 * /about (spec 001 §2): this site's real totals, story, values, what it offers and credits, in
 * the page's language (/es/about ...). The DB-IP attribution keeps its licence's English words.
 */
export function AboutPage() {
  const { t } = useT('about');
  const landing = useT('landing').t;
  const brand = { brand: BRAND_NAME };
  usePageMeta(t('page.title', brand), t('page.description', brand));
  return (
    <>
      <PageHeader title={t('page.title', brand)}>
        <p>{t('page.intro')}</p>
      </PageHeader>

      <Section id="about-stats" title={landing('stats.heading')} className="py-10">
        <SiteStatsBand />
        <p className="mt-4 text-center text-sm text-gray-600">{t('stats.note')}</p>
      </Section>

      <Section id="story" title={t('story.title')} className="bg-gray-50 py-12 sm:py-16">
        <div className="max-w-3xl space-y-4 text-gray-700">
          <p>{t('story.problem')}</p>
          <p>{t('story.answer', brand)}</p>
        </div>
      </Section>

      <Section id="values" title={t('values.title')}>
        <ul className="grid gap-5 sm:grid-cols-2">
          {VALUES.map((v) => (
            <li key={v.title} className="rounded-lg border border-gray-200 bg-white p-5">
              <h3 className="font-semibold text-gray-900">{t(v.title)}</h3>
              <p className="mt-2 text-sm text-gray-700">{t(v.text, brand)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="offer" title={t('offer.title')} className="bg-gray-50 py-12 sm:py-16">
        <ul className="grid list-disc gap-2 pl-5 text-gray-700 sm:grid-cols-2">
          {OFFER.map((o) => (
            <li key={o}>{t(o)}</li>
          ))}
        </ul>
      </Section>

      <Section id="credits" title={t('credits.title')} className="py-10">
        <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
          <li>
            <a
              href="https://db-ip.com/"
              lang="en"
              className="text-blue-700 underline"
              rel="noopener noreferrer"
              target="_blank"
            >
              IP Geolocation by DB-IP
            </a>{' '}
            {t('credits.dbip')}
          </li>
          <li>{t('credits.inter')}</li>
          <li>{t('credits.icons')}</li>
        </ul>
      </Section>

      <CallToAction
        title={t('cta.title')}
        text={t('cta.text')}
        actions={[
          { label: landing('cta.create'), href: '/' },
          { label: t('cta.features'), href: '/features' },
        ]}
      />
    </>
  );
}
