import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { JsonLd } from '../../components/json-ld.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { FAQ_ENTRIES } from './content/faq.js';
import { FaqAccordion, PageHeader } from './page-parts.js';

/** schema.org FAQPage data for search engines, from the same entries the page shows. */
const FAQ_JSON_LD = {
  '@type': 'FAQPage',
  mainEntity: FAQ_ENTRIES.map((e) => ({
    '@type': 'Question',
    name: e.question,
    acceptedAnswer: { '@type': 'Answer', text: e.answer.join('\n\n') },
  })),
};

/** /faq (spec 001 §2): 12 questions, one open at a time, and a Contact Support button. */
export function FaqPage() {
  usePageMeta(
    'Frequently Asked Questions',
    'Answers about QR code print sizes, the quiet zone, error correction levels, static and dynamic codes, logos, scan privacy and plans.',
  );
  return (
    <>
      <PageHeader title="Frequently Asked Questions">
        <p>Straight answers about making QR codes that scan, and about how this site works.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <JsonLd data={FAQ_JSON_LD} />
        <FaqAccordion entries={FAQ_ENTRIES} />
        <div className="mt-10 rounded-lg bg-gray-50 p-6 text-center">
          <h2 className="text-lg font-semibold text-gray-900">Still have a question?</h2>
          <p className="mt-2 text-gray-600">Write to us and we will answer within 24 hours.</p>
          <Link href="/contact" className={buttonClasses('primary', 'mt-4')}>
            Contact Support
          </Link>
        </div>
      </div>
    </>
  );
}
