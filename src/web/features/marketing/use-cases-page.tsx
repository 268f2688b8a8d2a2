import { usePageMeta } from '../../lib/use-page-meta.js';
import { useT } from '../../lib/i18n/i18n.js';
import { USE_CASES, messageIdsOfUseCase, qrTypeMessageId } from './content/use-cases.js';
import { CallToAction, PageHeader, Section } from './page-parts.js';

/**
 * /use-cases (spec 001 §2): 12 industry cards with an example, benefits and QR types, in the
 * page's language (/es/use-cases ...).
 */
export function UseCasesPage() {
  const { t } = useT('useCases');
  const create = useT('landing').t('cta.create');
  usePageMeta(t('page.title'), t('page.description'));
  return (
    <>
      <PageHeader title={t('page.title')}>
        <p>{t('page.intro')}</p>
      </PageHeader>
      <Section id="industries" title={t('section.industries')}>
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {USE_CASES.map((u) => {
            const ids = messageIdsOfUseCase(u);
            const industry = t(ids.industry);
            return (
              <li
                key={u.id}
                data-testid="use-case-card"
                className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
              >
                <h3 className="text-lg font-semibold text-gray-900">{industry}</h3>
                <p className="mt-2 text-sm text-gray-700">
                  <span className="font-medium text-gray-900">{t('card.example')} </span>
                  {t(ids.example)}
                </p>
                <h4 className="mt-4 text-sm font-semibold text-gray-900">{t('card.benefits')}</h4>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-gray-700">
                  {ids.benefits.map((b) => (
                    <li key={b}>{t(b)}</li>
                  ))}
                </ul>
                <h4 className="mt-4 text-sm font-semibold text-gray-900">{t('card.qrTypes')}</h4>
                <ul
                  className="mt-2 flex flex-wrap gap-2"
                  aria-label={t('card.qrTypesOf', { industry })}
                >
                  {u.qrTypes.map((type) => (
                    <li
                      key={type}
                      className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800"
                    >
                      {t(qrTypeMessageId(type))}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </Section>
      <CallToAction
        title={t('cta.title')}
        text={t('cta.text')}
        actions={[
          { label: create, href: '/' },
          { label: t('cta.templates'), href: '/templates' },
        ]}
      />
    </>
  );
}
