import { Check } from 'lucide-react';
import { PLAN_LIMITS } from '../../../contracts/dynamic-codes.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { LANDING_FAQ } from '../marketing/index.js';
import { FEATURES, featureMessageIds } from '../marketing/index.js';
import { USE_CASES, messageIdsOfUseCase } from '../marketing/index.js';
import { CallToAction, FaqAccordion, Section } from '../marketing/index.js';
import { SiteStatsBand } from '../marketing/index.js';
import { useT } from '../../lib/i18n/i18n.js';
import { SiteLink } from '../../lib/i18n/site-link.js';
import type { SiteLandingMessageId } from '../../../contracts/i18n/catalogues/site-landing/en.js';
import { STORIES } from './content/stories.js';

const LANDING_FEATURE_IDS = ['types', 'scan-check', 'downloads', 'shapes', 'dynamic', 'analytics'];
const LANDING_USE_CASE_IDS = [
  'restaurants',
  'retail',
  'events',
  'small-business',
  'marketing',
  'hospitality',
];

/** What a free account adds: each message and its figures, from the plan limits. */
const BENEFITS: readonly [SiteLandingMessageId, Record<string, number>?][] = [
  ['benefits.static'],
  ['benefits.dynamic', { count: PLAN_LIMITS.free.dynamic }],
  ['benefits.analytics', { scans: PLAN_LIMITS.free.detailedScansPerMonth }],
  ['benefits.saved', { saved: PLAN_LIMITS.free.saved }],
  ['benefits.design'],
  ['benefits.trial', { days: PLAN_LIMITS.trialDays, dynamic: PLAN_LIMITS.trial.dynamic }],
];

/**
 * The landing page below the generator (spec 000 §2): stats band, features, use cases,
 * benefits of a free account, stories, 8 FAQ entries and a call to action that scrolls back
 * to the generator. Loaded after the generator so the first download stays small.
 */
export function LandingSections() {
  const { t } = useT('landing');
  const featureText = useT('features').t;
  const industryText = useT('useCases').t;
  const signUp = useT('chrome').t('nav.signup');
  const features = LANDING_FEATURE_IDS.map((id) => FEATURES.find((f) => f.id === id)!);
  const useCases = LANDING_USE_CASE_IDS.map((id) => USE_CASES.find((u) => u.id === id)!);
  return (
    <>
      <section aria-labelledby="stats-heading" className="bg-blue-800 py-10 text-white">
        <div className="mx-auto max-w-5xl px-4">
          <h2 id="stats-heading" className="sr-only">
            {t('stats.heading')}
          </h2>
          <SiteStatsBand tone="dark" />
        </div>
      </section>

      <Section id="landing-features" title={t('features.title')} intro={t('features.intro')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => (
            <li key={f.id} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-gray-900">
                {featureText(featureMessageIds(f).title)}
              </h3>
              <p className="mt-2 text-sm text-gray-700">
                {featureText(featureMessageIds(f).description)}
              </p>
            </li>
          ))}
        </ul>
        <SiteLink to="/features" className="mt-6 inline-block font-medium text-blue-700 underline">
          {t('features.all')}
        </SiteLink>
      </Section>

      <Section
        id="landing-use-cases"
        title={t('useCases.title')}
        intro={t('useCases.intro')}
        className="bg-gray-50 py-12 sm:py-16"
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {useCases.map((u) => (
            <li key={u.id} className="rounded-lg bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-gray-900">
                {industryText(messageIdsOfUseCase(u).industry)}
              </h3>
              <p className="mt-2 text-sm text-gray-700">
                {industryText(messageIdsOfUseCase(u).example)}
              </p>
            </li>
          ))}
        </ul>
        <SiteLink to="/use-cases" className="mt-6 inline-block font-medium text-blue-700 underline">
          {t('useCases.more')}
        </SiteLink>
      </Section>

      <Section id="benefits" title={t('benefits.title')} intro={t('benefits.intro')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {BENEFITS.map(([id, values]) => (
            <li key={id} className="flex gap-3 text-gray-800">
              <Check className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
              {t(id, values)}
            </li>
          ))}
        </ul>
        <SiteLink to="/register" className={buttonClasses('primary', 'mt-8 px-6 py-3 text-base')}>
          {signUp}
        </SiteLink>
      </Section>

      <Section id="stories" title={t('stories.title')} className="bg-gray-50 py-12 sm:py-16">
        <ul className="grid gap-5 md:grid-cols-3">
          {STORIES.map((s) => (
            <li key={s.id} className="rounded-lg bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-gray-900">
                {t(`story.${s.id}.who`)}
                {s.example && (
                  <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 align-middle text-xs font-medium text-gray-700">
                    {t('stories.example')}
                  </span>
                )}
              </h3>
              <p className="mt-2 text-sm text-gray-700">{t(`story.${s.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="landing-faq" title={t('faq.title')}>
        <div className="max-w-3xl">
          <FaqAccordion entries={LANDING_FAQ} />
          <SiteLink to="/faq" className="mt-6 inline-block font-medium text-blue-700 underline">
            {t('faq.all')}
          </SiteLink>
        </div>
      </Section>

      <CallToAction
        title={t('cta.title')}
        text={t('cta.text')}
        actions={[
          { label: t('cta.create'), href: '#generator' },
          { label: t('cta.design'), href: '#generator' },
        ]}
      />
    </>
  );
}
