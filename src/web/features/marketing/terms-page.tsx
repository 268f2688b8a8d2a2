import { BRAND_NAME } from '../../lib/brand.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { LegalPage } from './legal-page.js';

/** /terms: the rules of using this site, matching what the product does. */
export function TermsPage() {
  usePageMeta(
    'Terms of Service',
    `The terms of using ${BRAND_NAME}: free static codes, accounts, dynamic codes and their limits, acceptable use and paid plans.`,
  );
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 2026"
      intro={
        <p>
          These terms apply when you use {BRAND_NAME} on this site. By making codes or creating an
          account you agree to them.
        </p>
      }
    >
      <section>
        <h2>The service</h2>
        <p>
          {BRAND_NAME} lets you create and download QR codes, and with an account save them, create
          dynamic codes and see scan analytics. Static codes contain their content directly and keep
          working without this site. Dynamic codes redirect through a short link on this site and
          work only while it is online.
        </p>
      </section>

      <section>
        <h2>Your account</h2>
        <ul>
          <li>
            Give a real e-mail address you can receive mail at, and keep your password to yourself.
          </li>
          <li>You are responsible for what is done with your account.</li>
          <li>One person may hold one free trial.</li>
        </ul>
      </section>

      <section>
        <h2>Plans and limits</h2>
        <p>
          Static codes are free without limit. The free plan includes one dynamic code and up to 20
          saved codes; the 3-day trial and paid plans include more. Limits only affect creating new
          codes: existing dynamic codes keep redirecting when a trial ends or a plan changes. Paid
          plans, when offered, are billed through Stripe at the price shown before you pay.
        </p>
      </section>

      <section>
        <h2>Acceptable use</h2>
        <p>Do not use {BRAND_NAME} to:</p>
        <ul>
          <li>send people to phishing, malware, scams or anything unlawful;</li>
          <li>upload files you have no right to share, or that contain malicious content;</li>
          <li>flood the service with automated requests or try to get around its limits;</li>
          <li>impersonate someone else.</li>
        </ul>
        <p>
          We may refuse a destination, pause or remove a dynamic code, or close an account that
          breaks these rules.
        </p>
      </section>

      <section>
        <h2>Your content</h2>
        <p>
          The content of your codes and the files you upload remain yours. You allow us to store
          them and serve them to the people who scan your codes, only for that purpose.
        </p>
      </section>

      <section>
        <h2>No warranty</h2>
        <p>
          We check every generated code with several decoders, but printers, surfaces and phones
          vary: test your printed codes before a large print run. The service is provided as it is,
          without any guarantee of availability, and to the extent the law allows we are not liable
          for losses from a code that does not scan or a service interruption.
        </p>
      </section>

      <section>
        <h2>Changes</h2>
        <p>
          We may update these terms; the date at the top says when they last changed. Continuing to
          use the site after a change means you accept the new terms.
        </p>
      </section>
    </LegalPage>
  );
}
