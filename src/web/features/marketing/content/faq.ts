/** A question and its answer; the answer is plain text, one paragraph per array item. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: readonly string[];
}

/**
 * The 12 questions of /faq (spec 001 §2). Every answer describes what this product does today;
 * keep them true when it changes. The landing page shows the 8 listed in LANDING_FAQ_IDS.
 */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'create',
    question: 'How do I create a QR code?',
    answer: [
      'On the home page, choose what the code should do (a website, a contact card, Wi-Fi access, an e-mail, a location and more), fill in the form, style it under Colors and Frame, then press "Generate QR Code". Download it as PNG, SVG or PDF.',
      'Static codes need no account. Log in to save codes, add a logo or a second colour, and make dynamic codes.',
    ],
  },
  {
    id: 'static-dynamic',
    question: 'What is the difference between static and dynamic QR codes?',
    answer: [
      'A static code holds its content directly: the web address, the Wi-Fi password or the contact card is inside the pattern. It works without our server and never expires, but it cannot be changed once printed.',
      'A dynamic code holds a short link to this site (/d/ followed by a short code). Scanning it opens the destination you chose, which you can change, pause and resume from your dashboard at any time, and every scan is counted. Dynamic codes need an account and keep working only while this site is online.',
    ],
  },
  {
    id: 'print-size',
    question: 'How large should I print a QR code?',
    answer: [
      'Print it at least 2 × 2 cm (about 0.8 × 0.8 in) for scanning from up close, such as on a business card or a table tent.',
      'For anything read from further away, go bigger: a common rule of thumb is a width of about one tenth of the scanning distance, so a poster read from 2 metres needs a code of about 20 cm. Codes that hold more data have more, smaller squares and need more room. Test the printed code with a few phones before a large print run.',
    ],
  },
  {
    id: 'quiet-zone',
    question: 'What is the quiet zone, and why does it matter?',
    answer: [
      'The quiet zone is the empty margin around the code. Scanners need at least 4 modules (the small squares of the pattern) of plain background on every side to find the code.',
      'Our downloads include a 4-module margin by default. Do not crop it off, and do not place text, borders or busy images right against the code.',
    ],
  },
  {
    id: 'error-correction',
    question: 'What do the error correction levels L, M, Q and H mean?',
    answer: [
      'QR codes carry extra data so they still scan when part of them is dirty, damaged or covered. Level L can recover about 7 % of the code, M about 15 %, Q about 25 % and H about 30 %.',
      'Higher levels make the pattern denser, so the code needs more space. M is the default and suits most uses; choose Q or H when you add a logo or the code will be printed outdoors or on rough surfaces.',
    ],
  },
  {
    id: 'logo',
    question: 'Can I put my logo in the middle of a QR code?',
    answer: [
      'Yes, with a free account: upload an image or pick a preset icon under the Logo tab. The logo covers part of the pattern, so keep it between 10 % and 30 % of the code width and use a higher error correction level.',
      'Every generated code is read back on our server by three independent decoders, including a pass that imitates a phone camera, and graded Robust, Fragile or Not scannable, with advice when it is not robust.',
    ],
  },
  {
    id: 'formats',
    question: 'Which file format should I download?',
    answer: [
      'SVG is a vector file: it stays sharp at any size and is the best choice for print and design tools. PNG is an image for web pages, documents and slides; choose a size large enough for where you use it. PDF gives you a print-ready page with the code at the size you choose.',
    ],
  },
  {
    id: 'after-trial',
    question: 'What happens to my codes when my trial ends or I downgrade?',
    answer: [
      'They keep working. Static codes never depend on your account. Dynamic codes keep redirecting and counting scans after a trial ends or a subscription stops: plan limits only decide how many new codes you can create.',
      'On the free plan you can have 1 dynamic code and save up to 20 codes; the 3-day trial allows up to 12 dynamic codes.',
    ],
  },
  {
    id: 'scanner-data',
    question: 'What do you store about the people who scan my codes?',
    answer: [
      'Only what scan analytics need: the time of the scan, the country (looked up on our own server from an offline database), the device type, operating system and browser, and the referring site when there is one.',
      'We do not store IP addresses. To count unique visitors we keep a one-way key that changes every day, so the same person cannot be followed from one day to the next. Bots and link previews are recognised and not counted as scans.',
    ],
  },
  {
    id: 'bulk',
    question: 'Can I create many QR codes at once?',
    answer: [
      'Yes, with an account: open Bulk Generation from the account menu, type or upload a list (a .csv or .txt file), and each row becomes a code with the design you choose. Every code is checked by the same three decoders, and you download them all as a ZIP of SVG, PNG and PDF files with a manifest, or as a print sheet.',
      'A run can hold up to 100 rows on the free plan and up to 5,000 during the trial or with Premium.',
    ],
  },
  {
    id: 'payments',
    question: 'How are payments handled?',
    answer: [
      'Paid plans are processed by Stripe, a payment provider. You enter card details in Stripe’s own payment form: card numbers never reach our server and we never store them. We keep only the Stripe customer and subscription references needed to know your plan.',
      'Until paid plans open on this site, everything described here as free stays free, and the 3-day trial is the way to try more dynamic codes.',
    ],
  },
  {
    id: 'cost',
    question: 'Is it really free?',
    answer: [
      'Yes. Creating and downloading static QR codes is free, with no account and no limit on how many you make. A free account adds saved codes (up to 20), one dynamic code with scan analytics, logos and two-colour designs. More dynamic codes come with the 3-day trial, and with a subscription once paid plans open.',
    ],
  },
];

/** The 8 questions of the landing page's FAQ (spec 000 §2). */
export const LANDING_FAQ_IDS = [
  'create',
  'static-dynamic',
  'cost',
  'print-size',
  'error-correction',
  'logo',
  'after-trial',
  'scanner-data',
] as const;

export const LANDING_FAQ: readonly FaqEntry[] = LANDING_FAQ_IDS.map((id) =>
  FAQ_ENTRIES.find((e) => e.id === id)!,
);
