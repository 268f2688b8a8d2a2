import { QR_TYPE_LABELS } from '../../../contracts/qr-content.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { useT } from '../../lib/i18n/i18n.js';
import { USE_CASES, messageIdsOfUseCase } from './content/use-cases.js';
import { CallToAction, PageHeader, Section } from './page-parts.js';

/** /use-cases (spec 001 §2): 12 industry cards with an example, benefits and QR types. */
export function UseCasesPage() {
  const { t } = useT('useCases');
  usePageMeta(
    'Use Cases',
    'How restaurants, shops, estate agents, events, hotels, schools, clinics and others use QR codes: examples, benefits and the code types to use.',
  );
  return (
    <>
      <PageHeader title="Use Cases">
        <p>
          Ideas for putting QR codes to work in twelve kinds of business, with the code types that
          fit each one.
        </p>
      </PageHeader>
      <Section id="industries" title="By industry">
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {USE_CASES.map((u) => {
            const industry = t(messageIdsOfUseCase(u).industry);
            return (
              <li
                key={u.id}
                data-testid="use-case-card"
                className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
              >
                <h3 className="text-lg font-semibold text-gray-900">{industry}</h3>
                <p className="mt-2 text-sm text-gray-700">
                  <span className="font-medium text-gray-900">Example: </span>
                  {t(messageIdsOfUseCase(u).example)}
                </p>
                <h4 className="mt-4 text-sm font-semibold text-gray-900">Benefits</h4>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-gray-700">
                  {u.benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
                <h4 className="mt-4 text-sm font-semibold text-gray-900">QR types</h4>
                <ul className="mt-2 flex flex-wrap gap-2" aria-label={`QR types for ${industry}`}>
                  {u.qrTypes.map((t) => (
                    <li
                      key={t}
                      className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800"
                    >
                      {QR_TYPE_LABELS[t]}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </Section>
      <CallToAction
        title="Start with a template or from scratch"
        text="Templates open the generator with an example already filled in."
        actions={[
          { label: 'Create a QR Code', href: '/' },
          { label: 'Browse Templates', href: '/templates' },
        ]}
      />
    </>
  );
}
