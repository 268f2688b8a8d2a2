import { buttonClasses } from '../../components/ui/button-styles.js';
import { JsonLd } from '../../components/json-ld.js';
import { useT } from '../../lib/i18n/i18n.js';
import { SiteLink } from '../../lib/i18n/site-link.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { FAQ_ENTRIES, faqMessageIds } from './content/faq.js';
import { FaqAccordion, PageHeader } from './page-parts.js';

/** /faq (spec 001 §2): 12 questions, one open at a time, and a Contact Support button. */
export function FaqPage() {
  const { t } = useT('faq');
  usePageMeta(t('page.title'), t('page.description'));
  // schema.org FAQPage data for search engines, from the same entries the page shows.
  const jsonLd = {
    '@type': 'FAQPage',
    mainEntity: FAQ_ENTRIES.map((e) => ({
      '@type': 'Question',
      name: t(faqMessageIds(e).question),
      acceptedAnswer: {
        '@type': 'Answer',
        text: faqMessageIds(e)
          .answer.map((id) => t(id))
          .join('\n\n'),
      },
    })),
  };
  return (
    <>
      <PageHeader title={t('page.title')}>
        <p>{t('page.intro')}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <JsonLd data={jsonLd} />
        <FaqAccordion entries={FAQ_ENTRIES} />
        <div className="mt-10 rounded-lg bg-gray-50 p-6 text-center">
          <h2 className="text-lg font-semibold text-gray-900">{t('more.title')}</h2>
          <p className="mt-2 text-gray-600">{t('more.text')}</p>
          <SiteLink to="/contact" className={buttonClasses('primary', 'mt-4')}>
            {t('more.contact')}
          </SiteLink>
        </div>
      </div>
    </>
  );
}
