import { PageIntro } from '../../components/ui/page-intro.js';

/**
 * /about (spec 001 §2). The story and values arrive with the public-pages issue; the credits
 * are owed now: the country database's CC BY licence requires its attribution.
 */
export function AboutPage() {
  return (
    <PageIntro title="About QR Shark">
      <p>
        QR Shark is a self-hostable QR code generator and manager; its story and values will be told
        here.
      </p>
      <section aria-labelledby="credits-heading" className="mt-8">
        <h2 id="credits-heading" className="text-lg font-semibold text-gray-900">
          Credits
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
          <li>
            <a
              href="https://db-ip.com/"
              className="text-primary underline"
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
      </section>
    </PageIntro>
  );
}
