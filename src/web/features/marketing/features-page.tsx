import { useT } from '../../lib/i18n/i18n.js';
import { SiteLink } from '../../lib/i18n/site-link.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import {
  ACCESS_LABELS,
  categoryMessageIds,
  FEATURE_CATEGORIES,
  featureMessageIds,
  FEATURES,
  type Feature,
} from './content/features.js';
import { CallToAction, PageHeader, Section } from './page-parts.js';

function FeatureCard({ feature }: { feature: Feature }) {
  const { t } = useT('features');
  const badge = ACCESS_LABELS[feature.access];
  const ids = featureMessageIds(feature);
  return (
    <li
      data-testid="feature-card"
      className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-gray-900">{t(ids.title)}</h3>
        {badge && (
          <span
            className={
              feature.access === 'premium'
                ? 'shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900'
                : 'shrink-0 rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900'
            }
          >
            {t(badge)}
          </span>
        )}
      </div>
      <p className="mt-2 flex-1 text-sm text-gray-700">{t(ids.description)}</p>
      {feature.link && (
        <SiteLink
          to={feature.link.href}
          className="mt-3 text-sm font-medium text-blue-700 underline"
        >
          {t(feature.link.label)}
        </SiteLink>
      )}
    </li>
  );
}

/** /features (spec 001 §2): 12 cards in 4 categories, Premium ones marked. */
export function FeaturesPage() {
  const { t, rich } = useT('features');
  const cta = useT('landing').t('cta.create');
  usePageMeta(t('page.title'), t('page.description'));
  return (
    <>
      <PageHeader title={t('page.title')}>
        <p>
          {rich('page.intro', {
            account: t('access.account'),
            premium: t('access.premium'),
            b: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      </PageHeader>
      {FEATURE_CATEGORIES.map((category) => (
        <Section
          key={category}
          id={`features-${category}`}
          title={t(categoryMessageIds(category).title)}
          intro={t(categoryMessageIds(category).intro)}
          className="py-8 sm:py-10"
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.filter((f) => f.category === category).map((f) => (
              <FeatureCard key={f.id} feature={f} />
            ))}
          </ul>
        </Section>
      ))}
      <CallToAction
        title={t('cta.title')}
        text={t('cta.text')}
        actions={[
          { label: cta, href: '/' },
          { label: t('cta.plans'), href: '/subscribe' },
        ]}
      />
    </>
  );
}
