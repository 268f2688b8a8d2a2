// The /privacy page in every language (issue 42): what this product stores and why, written from
// the code (schema in src/server/db/schema, scans in src/server/modules/scans). When the English
// changes because the code did, change every language with it. `{brand}` is the site's brand
// name, never translated; `frame.*` are the words of the legal pages' frame (legal-page.tsx).
export const messages = {
  'page.title': 'Privacy Policy',
  'page.description':
    'What {brand} stores about you and the people who scan your codes: no IP addresses in analytics, a session cookie only, and how to have your data deleted.',
  'frame.updated': 'Last updated {date}',
  'frame.translation': 'This page is a translation of the <link>English original</link>.',
  'frame.questions': 'Questions about this page? <link>Contact us</link>.',
  intro:
    '{brand} keeps as little about you as it can to do its job. This page lists exactly what is stored, why, and for how long.',
  'anonymous.title': 'Without an account',
  'anonymous.text':
    'You can make and download static QR codes without signing up. When you do, we record:',
  'anonymous.generated':
    'that a code was generated or downloaded: its type, its content, its colours, the file format, your browser’s user-agent text and the site that linked you here (host only);',
  'anonymous.browserId':
    'a random identifier your browser keeps in its local storage, so the visits of one browser can be grouped. It is not a cookie and is not linked to your identity.',
  'anonymous.use':
    'We use these records to understand which features are used. No IP address is stored with them.',
  'account.title': 'Your account',
  'account.email':
    'Your e-mail address (which is also your username) and, if you give it, your name.',
  'account.password':
    'Your password, stored only as an Argon2 hash: we cannot read it. If you sign in with Google, we store your Google account identifier instead.',
  'account.codes':
    'The codes you save and your dynamic codes: their content, design, destination and any logo, image or PDF you upload for them.',
  'account.plan':
    'Your plan: trial dates and, if you subscribe, the payment provider’s references.',
  'account.sessions':
    'Your signed-in sessions, with the browser’s user-agent text, so you can be signed out everywhere when you change your password.',
  'cookies.title': 'Cookies',
  'cookies.text':
    'We use one cookie: the session cookie that keeps you signed in. It is set only when you sign in, is marked HttpOnly so page scripts cannot read it, and ends when you sign out or after 30 days. While you sign in with Google, a short-lived cookie holds the sign-in’s security values until Google sends you back. There are no advertising or third-party tracking cookies.',
  'scans.title': 'People who scan your codes',
  'scans.text':
    'Static codes do not pass through our server at all: we never learn when they are scanned. When someone scans a dynamic code, we store:',
  'scans.time': 'the time, and whether the request looked like a bot or a link preview;',
  'scans.device': 'the device type, operating system and browser, read from the user-agent text;',
  'scans.country':
    'the country, looked up on our own server in an offline database (the address is not sent anywhere);',
  'scans.referrer': 'the referring site’s host name, when the scanner’s app sends one;',
  'scans.visitorKey':
    'a visitor key: a one-way code computed from the address, the browser and the QR code with a secret that changes every day. It lets us count unique visitors within a day and cannot be turned back into an address or linked across days.',
  'scans.noIp': 'We do not store the IP address of anyone who scans a code.',
  'email.title': 'E-mail and contact messages',
  'email.text':
    'We send e-mail only for your account (verification, password and trial links) and to answer you. Every message we send is kept in our outbox table. Messages you send through the contact form (your name, e-mail address, subject and text) are stored so we can answer them, and forwarded to our support address.',
  'payments.title': 'Payments',
  'payments.text':
    'Paid plans are processed by Stripe. You type card details into Stripe’s own form; they never reach our server. We keep only Stripe’s customer and subscription identifiers. Stripe’s own privacy policy covers what it stores.',
  'abuse.title': 'Abuse protection and server logs',
  'abuse.text':
    'To slow down abuse (for example repeated sign-in attempts or floods of messages) we count requests per address. The counters hold a keyed one-way hash, not the address, and expire after their time window. Our server’s logs record requests, including the IP address, to operate and secure the service.',
  'retention.title': 'Keeping and deleting data',
  'retention.text':
    'Your account data is kept while your account exists. You can download a copy of it (your profile, codes, scan data and uploaded files, as a ZIP file) and delete your account. A deleted account can be restored from the sign-in page for 30 days, and its dynamic codes keep redirecting meanwhile. You can also ask us through the contact page. Deleting a single dynamic code stops its short link and removes it from your dashboard.',
  'operator.title': 'Who runs this site',
  'operator.text':
    '{brand} is software that can be installed and run by anyone. The operator of this site decides where its data is kept and is responsible for it; the contact page reaches them.',
} as const;

export type SitePrivacyMessageId = keyof typeof messages;
