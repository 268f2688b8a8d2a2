import { Link } from 'wouter';
import { PREMIUM_OR_TRIAL } from '../../lib/plan-labels.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { ACCESS_LABELS, FEATURE_CATEGORIES, FEATURES, type Feature } from './content/features.js';
import { CallToAction, PageHeader, Section } from './page-parts.js';

function FeatureCard({ feature }: { feature: Feature }) {
  const badge = ACCESS_LABELS[feature.access];
  return (
    <li
      data-testid="feature-card"
      className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-gray-900">{feature.title}</h3>
        {badge && (
          <span
            className={
              feature.access === 'premium'
                ? 'shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900'
                : 'shrink-0 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900'
            }
          >
            {badge}
          </span>
        )}
      </div>
      <p className="mt-2 flex-1 text-sm text-gray-700">{feature.description}</p>
      {feature.link && (
        <Link href={feature.link.href} className="mt-3 text-sm font-medium text-blue-700 underline">
          {feature.link.label}
        </Link>
      )}
    </li>
  );
}

/** /features (spec 001 §2): 12 cards in 4 categories, Premium ones marked. */
export function FeaturesPage() {
  usePageMeta(
    'Features',
    'Everything QR Shark does: 16 QR code types, PNG, SVG and PDF downloads, a scan check, styling, dynamic codes, scan analytics without IP addresses.',
  );
  return (
    <>
      <PageHeader title="Features">
        <p>
          What you can do here today, from a free static code to dynamic codes with analytics. Cards
          marked <strong>Free account</strong> need a (free) sign-up;{' '}
          <strong>{PREMIUM_OR_TRIAL}</strong> ones are fully available during the free trial or with
          a Premium subscription.
        </p>
      </PageHeader>
      {FEATURE_CATEGORIES.map((category) => (
        <Section
          key={category.id}
          id={`features-${category.id}`}
          title={category.title}
          intro={category.intro}
          className="py-8 sm:py-10"
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.filter((f) => f.category === category.id).map((f) => (
              <FeatureCard key={f.id} feature={f} />
            ))}
          </ul>
        </Section>
      ))}
      <CallToAction
        title="Make your first code"
        text="No account needed for static codes. Compare plans when you need more dynamic codes."
        actions={[
          { label: 'Create a QR Code', href: '/' },
          { label: 'See Plans', href: '/subscribe' },
        ]}
      />
    </>
  );
}
