import { BRAND_NAME } from '../../lib/brand.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { LegalPage } from './legal-page.js';

/**
 * /privacy: what this product stores and why, written from the code (schema in
 * src/server/db/schema, scans in src/server/modules/scans). Keep it true when they change.
 */
export function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    `What ${BRAND_NAME} stores about you and the people who scan your codes: no IP addresses in analytics, a session cookie only, and how to have your data deleted.`,
  );
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 2026"
      intro={
        <p>
          {BRAND_NAME} keeps as little about you as it can to do its job. This page lists exactly
          what is stored, why, and for how long.
        </p>
      }
    >
      <section>
        <h2>Without an account</h2>
        <p>You can make and download static QR codes without signing up. When you do, we record:</p>
        <ul>
          <li>
            that a code was generated or downloaded: its type, its content, its colours, the file
            format, your browser’s user-agent text and the site that linked you here (host only);
          </li>
          <li>
            a random identifier your browser keeps in its local storage, so the visits of one
            browser can be grouped. It is not a cookie and is not linked to your identity.
          </li>
        </ul>
        <p>
          We use these records to understand which features are used. No IP address is stored with
          them.
        </p>
      </section>

      <section>
        <h2>Your account</h2>
        <ul>
          <li>Your e-mail address (which is also your username) and, if you give it, your name.</li>
          <li>
            Your password, stored only as an Argon2 hash: we cannot read it. If you sign in with
            Google, we store your Google account identifier instead.
          </li>
          <li>
            The codes you save and your dynamic codes: their content, design, destination and any
            logo, image or PDF you upload for them.
          </li>
          <li>Your plan: trial dates and, if you subscribe, the payment provider’s references.</li>
          <li>
            Your signed-in sessions, with the browser’s user-agent text, so you can be signed out
            everywhere when you change your password.
          </li>
        </ul>
      </section>

      <section>
        <h2>Cookies</h2>
        <p>
          We use one cookie: the session cookie that keeps you signed in. It is set only when you
          sign in, is marked HttpOnly so page scripts cannot read it, and ends when you sign out or
          after 30 days. While you sign in with Google, a short-lived cookie holds the sign-in’s
          security values until Google sends you back. There are no advertising or third-party
          tracking cookies.
        </p>
      </section>

      <section>
        <h2>People who scan your codes</h2>
        <p>
          Static codes do not pass through our server at all: we never learn when they are scanned.
          When someone scans a dynamic code, we store:
        </p>
        <ul>
          <li>the time, and whether the request looked like a bot or a link preview;</li>
          <li>the device type, operating system and browser, read from the user-agent text;</li>
          <li>
            the country, looked up on our own server in an offline database (the address is not sent
            anywhere);
          </li>
          <li>the referring site’s host name, when the scanner’s app sends one;</li>
          <li>
            a visitor key: a one-way code computed from the address, the browser and the QR code
            with a secret that changes every day. It lets us count unique visitors within a day and
            cannot be turned back into an address or linked across days.
          </li>
        </ul>
        <p>We do not store the IP address of anyone who scans a code.</p>
      </section>

      <section>
        <h2>E-mail and contact messages</h2>
        <p>
          We send e-mail only for your account (verification, password and trial links) and to
          answer you. Every message we send is kept in our outbox table. Messages you send through
          the contact form (your name, e-mail address, subject and text) are stored so we can answer
          them, and forwarded to our support address.
        </p>
      </section>

      <section>
        <h2>Payments</h2>
        <p>
          Paid plans are processed by Stripe. You type card details into Stripe’s own form; they
          never reach our server. We keep only Stripe’s customer and subscription identifiers.
          Stripe’s own privacy policy covers what it stores.
        </p>
      </section>

      <section>
        <h2>Abuse protection and server logs</h2>
        <p>
          To slow down abuse (for example repeated sign-in attempts or floods of messages) we count
          requests per address. The counters hold a keyed one-way hash, not the address, and expire
          after their time window. Our server’s logs record requests, including the IP address, to
          operate and secure the service.
        </p>
      </section>

      <section>
        <h2>Keeping and deleting data</h2>
        <p>
          Your account data is kept while your account exists. You can download a copy of it (your
          profile, codes, scan data and uploaded files, as a ZIP file) and delete your account. A
          deleted account can be restored from the sign-in page for 30 days, and its dynamic codes
          keep redirecting meanwhile. You can also ask us through the contact page. Deleting a
          single dynamic code stops its short link and removes it from your dashboard.
        </p>
      </section>

      <section>
        <h2>Who runs this site</h2>
        <p>
          {BRAND_NAME} is software that can be installed and run by anyone. The operator of this
          site decides where its data is kept and is responsible for it; the contact page reaches
          them.
        </p>
      </section>
    </LegalPage>
  );
}
