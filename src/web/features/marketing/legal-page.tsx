import { BRAND_NAME } from '../../lib/brand.js';
import type { SiteTranslator } from '../../lib/i18n/i18n.js';
import { SiteLink } from '../../lib/i18n/site-link.js';
import { usePageMeta } from '../../lib/use-page-meta.js';

/** The messages every legal page's catalogue has (site-privacy, site-terms): its frame. */
export type LegalMessageId =
  | 'page.title'
  | 'page.description'
  | 'frame.updated'
  | 'frame.translation'
  | 'frame.questions'
  | 'intro';

/** A block of a section: a paragraph, or a list of items, each one message. */
export type LegalBlock<Id extends string> = { p: Id } | { ul: readonly Id[] };

/** A section of a legal page: its heading and its blocks, by message id. */
export interface LegalSection<Id extends string> {
  title: Id;
  body: readonly LegalBlock<Id>[];
}

/**
 * The frame of /privacy and /terms in the page's language (issue 42): a readable column with the
 * month it was last updated (in the language's words, `Intl`), on a translated page a sentence
 * saying it is a translation with a link to the English page, the sections, and a link to the
 * contact page. Every message gets the brand name as `{brand}`.
 */
export function LegalPage<Id extends string>({
  englishPath,
  messages,
  updated,
  sections,
}: {
  /** The English page's path ("/privacy"). */
  englishPath: string;
  messages: SiteTranslator<Id | LegalMessageId>;
  /** The month the English text last changed, "YYYY-MM". */
  updated: string;
  sections: readonly LegalSection<Id>[];
}) {
  const { t, rich, locale } = messages;
  const brand = { brand: BRAND_NAME };
  usePageMeta(t('page.title', brand), t('page.description', brand));
  const month = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${updated}-01T00:00:00Z`));
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
        {t('page.title', brand)}
      </h1>
      <p className="mt-2 text-sm text-gray-600">
        {rich('frame.updated', { date: <time dateTime={updated}>{month}</time> })}
      </p>
      {locale !== 'en' && (
        <p className="mt-2 text-sm text-gray-600">
          {rich('frame.translation', {
            link: (chunks) => (
              <a href={englishPath} hrefLang="en" className="text-blue-700 underline">
                {chunks}
              </a>
            ),
          })}
        </p>
      )}
      <div className="mt-6 text-lg text-gray-700">
        <p>{t('intro', brand)}</p>
      </div>
      <div className="legal mt-8 space-y-8 text-gray-700 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-gray-900 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5">
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{t(section.title, brand)}</h2>
            {section.body.map((block, index) =>
              'p' in block ? (
                <p key={index}>{t(block.p, brand)}</p>
              ) : (
                <ul key={index}>
                  {block.ul.map((id) => (
                    <li key={id}>{t(id, brand)}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </div>
      <p className="mt-12 text-gray-700">
        {rich('frame.questions', {
          link: (chunks) => (
            <SiteLink to="/contact" className="text-blue-700 underline">
              {chunks}
            </SiteLink>
          ),
        })}
      </p>
    </article>
  );
}
