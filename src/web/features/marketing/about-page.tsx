import { usePageMeta } from '../../lib/use-page-meta.js';
import { BRAND_NAME } from '../../lib/brand.js';
import { CallToAction, PageHeader, Section } from './page-parts.js';
import { SiteStatsBand } from './site-stats.js';

const VALUES = [
  {
    title: 'Every code must scan',
    text: 'A QR code that does not scan is worse than none. Each code we generate is read back by three decoders and a simulated phone camera before you download it.',
  },
  {
    title: 'Respect the people who scan',
    text: 'Analytics count scans without storing IP addresses, with a visitor key that changes every day, and leave bots out of the numbers.',
  },
  {
    title: 'Free means free',
    text: 'Static codes need no account, carry no watermark and never expire. Printed codes keep working whatever happens to your plan.',
  },
  {
    title: 'Yours to run',
    text: `${BRAND_NAME} can be self-hosted: one Node.js server with an embedded database, or PostgreSQL for larger installations.`,
  },
];

const OFFER = [
  'A generator for 16 kinds of QR code, with PNG, SVG and PDF downloads',
  'Colours, gradients, dot and corner shapes, logos and call-to-action frames',
  'Dynamic codes whose destination you can change, pause and resume after printing',
  'Scan analytics by day, country, device, browser and operating system, with CSV and PDF export',
  'A dashboard for your saved and dynamic codes',
  'A 3-day trial of the larger dynamic-code allowance',
];

/** /about (spec 001 §2): this site's real totals, story, values, what it offers and credits. */
export function AboutPage() {
  usePageMeta(
    `About ${BRAND_NAME}`,
    `${BRAND_NAME} is a self-hostable QR code generator and manager: free static codes, dynamic codes you can edit, and privacy-respecting scan analytics.`,
  );
  return (
    <>
      <PageHeader title={`About ${BRAND_NAME}`}>
        <p>
          A QR code generator and manager built around one promise: the codes it makes scan, and
          keep scanning.
        </p>
      </PageHeader>

      <Section id="about-stats" title="This site in numbers" className="py-10">
        <SiteStatsBand />
        <p className="mt-4 text-center text-sm text-gray-600">
          Live totals from this site’s own database, updated every minute.
        </p>
      </Section>

      <Section id="story" title="Our story" className="bg-gray-50 py-12 sm:py-16">
        <div className="max-w-3xl space-y-4 text-gray-700">
          <p>
            QR codes are everywhere: on menus, posters, parcels and business cards. Making one is
            easy; making one that still scans once it has a logo in the middle, a brand colour and a
            trip through a printer is harder. Too many generators also hide a free code behind a
            sign-up, or turn it into a short link that stops working when a subscription ends.
          </p>
          <p>
            {BRAND_NAME} was built to do the opposite. Static codes are free and hold their content
            directly. Every code is checked by real decoders before you download it, and the
            generator tells you in plain words what to change when a design is fragile. When you do
            need to change a code after printing, dynamic codes redirect through a short link you
            control, and their analytics are designed to count scans without tracking people.
          </p>
        </div>
      </Section>

      <Section id="values" title="What we value">
        <ul className="grid gap-5 sm:grid-cols-2">
          {VALUES.map((v) => (
            <li key={v.title} className="rounded-lg border border-gray-200 bg-white p-5">
              <h3 className="font-semibold text-gray-900">{v.title}</h3>
              <p className="mt-2 text-sm text-gray-700">{v.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="offer" title="What we offer" className="bg-gray-50 py-12 sm:py-16">
        <ul className="grid list-disc gap-2 pl-5 text-gray-700 sm:grid-cols-2">
          {OFFER.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      </Section>

      <Section id="credits" title="Credits" className="py-10">
        <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700">
          <li>
            <a
              href="https://db-ip.com/"
              className="text-blue-700 underline"
              rel="noopener noreferrer"
              target="_blank"
            >
              IP Geolocation by DB-IP
            </a>{' '}
            (CC BY 4.0): scan countries are looked up offline in its country database.
          </li>
          <li>Inter (SIL Open Font Licence 1.1): the lettering of QR code frames.</li>
          <li>Simple Icons (CC0) and Bootstrap Icons (MIT): the logo presets.</li>
        </ul>
      </Section>

      <CallToAction
        title="See it for yourself"
        text="Make a code in under a minute, or read the full list of features."
        actions={[
          { label: 'Create a QR Code', href: '/' },
          { label: 'View Features', href: '/features' },
        ]}
      />
    </>
  );
}
