import { Link } from 'wouter';
import { Check } from 'lucide-react';
import { PLAN_LIMITS } from '../../../contracts/dynamic-codes.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { LANDING_FAQ } from '../marketing/index.js';
import { FEATURES } from '../marketing/index.js';
import { USE_CASES } from '../marketing/index.js';
import { CallToAction, FaqAccordion, Section } from '../marketing/index.js';
import { SiteStatsBand } from '../marketing/index.js';
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

const BENEFITS = [
  'Unlimited static QR codes, free and without watermarks',
  `${PLAN_LIMITS.free.dynamic} dynamic code whose destination you can change after printing`,
  `Scan analytics, with full detail for ${PLAN_LIMITS.free.detailedScansPerMonth} scans per code each month (every scan is counted)`,
  `Up to ${PLAN_LIMITS.free.saved} saved codes in your dashboard`,
  'Logos and two-colour gradients in the generator',
  `A ${PLAN_LIMITS.trialDays}-day trial with up to ${PLAN_LIMITS.trial.dynamic} dynamic codes`,
];

/**
 * The landing page below the generator (spec 000 §2): stats band, features, use cases,
 * benefits of a free account, stories, 8 FAQ entries and a call to action that scrolls back
 * to the generator. Loaded after the generator so the first download stays small.
 */
export function LandingSections() {
  const features = LANDING_FEATURE_IDS.map((id) => FEATURES.find((f) => f.id === id)!);
  const useCases = LANDING_USE_CASE_IDS.map((id) => USE_CASES.find((u) => u.id === id)!);
  return (
    <>
      <section aria-labelledby="stats-heading" className="bg-blue-800 py-10 text-white">
        <div className="mx-auto max-w-5xl px-4">
          <h2 id="stats-heading" className="sr-only">
            This site in numbers
          </h2>
          <SiteStatsBand tone="dark" />
        </div>
      </section>

      <Section
        id="landing-features"
        title="Built so your codes scan"
        intro="Free tools for the code itself, and an account for everything that happens after it is printed."
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => (
            <li key={f.id} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-gray-900">{f.title}</h3>
              <p className="mt-2 text-sm text-gray-700">{f.description}</p>
            </li>
          ))}
        </ul>
        <Link href="/features" className="mt-6 inline-block font-medium text-blue-700 underline">
          See all features
        </Link>
      </Section>

      <Section
        id="landing-use-cases"
        title="Where QR codes help"
        intro="A few ways businesses put codes to work."
        className="bg-gray-50 py-12 sm:py-16"
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {useCases.map((u) => (
            <li key={u.id} className="rounded-lg bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-gray-900">{u.industry}</h3>
              <p className="mt-2 text-sm text-gray-700">{u.example}</p>
            </li>
          ))}
        </ul>
        <Link href="/use-cases" className="mt-6 inline-block font-medium text-blue-700 underline">
          More use cases
        </Link>
      </Section>

      <Section
        id="benefits"
        title="What a free account adds"
        intro="Free forever, no credit card required."
      >
        <ul className="grid gap-3 sm:grid-cols-2">
          {BENEFITS.map((b) => (
            <li key={b} className="flex gap-3 text-gray-800">
              <Check className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
              {b}
            </li>
          ))}
        </ul>
        <Link href="/register" className={buttonClasses('primary', 'mt-8 px-6 py-3 text-base')}>
          Sign up
        </Link>
      </Section>

      <Section id="stories" title="How people use it" className="bg-gray-50 py-12 sm:py-16">
        <ul className="grid gap-5 md:grid-cols-3">
          {STORIES.map((s) => (
            <li key={s.who} className="rounded-lg bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-gray-900">
                {s.who}
                {s.example && (
                  <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 align-middle text-xs font-medium text-gray-700">
                    Example
                  </span>
                )}
              </h3>
              <p className="mt-2 text-sm text-gray-700">{s.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="landing-faq" title="Frequently asked questions">
        <div className="max-w-3xl">
          <FaqAccordion entries={LANDING_FAQ} />
          <Link href="/faq" className="mt-6 inline-block font-medium text-blue-700 underline">
            All questions
          </Link>
        </div>
      </Section>

      <CallToAction
        title="Make your QR code now"
        text="Free, no sign-up needed. Style it, check it scans, download it."
        actions={[
          { label: 'Create a QR Code', href: '#generator' },
          { label: 'Design Your Code', href: '#generator' },
        ]}
      />
    </>
  );
}
