// The questions and answers (/faq, and eight of them on the landing page) in every language
// (issue 42). Every answer describes what the product does today; keep them true when it changes.
// Names of screens and buttons of the app, which is in English for now, are quoted as it shows them.
export const messages = {
  'page.title': 'Frequently Asked Questions',
  'page.description':
    'Answers about QR code print sizes, the quiet zone, error correction levels, static and dynamic codes, logos, scan privacy and plans.',
  'page.intro': 'Straight answers about making QR codes that scan, and about how this site works.',
  'more.title': 'Still have a question?',
  'more.text': 'Write to us and we will answer within 24 hours.',
  'more.contact': 'Contact Support',
  'create.question': 'How do I create a QR code?',
  'create.answer.1':
    'On the home page, choose what the code should do (a website, a contact card, Wi-Fi access, an e-mail, a location and more), fill in the form, style it under Colors and Frame, then press "Generate QR Code". Download it as PNG, SVG or PDF.',
  'create.answer.2':
    'Static codes need no account. Log in to save codes, add a logo or a second colour, and make dynamic codes.',
  'static-dynamic.question': 'What is the difference between static and dynamic QR codes?',
  'static-dynamic.answer.1':
    'A static code holds its content directly: the web address, the Wi-Fi password or the contact card is inside the pattern. It works without our server and never expires, but it cannot be changed once printed.',
  'static-dynamic.answer.2':
    'A dynamic code holds a short link to this site (/d/ followed by a short code). Scanning it opens the destination you chose, which you can change, pause and resume from your dashboard at any time, and every scan is counted. Dynamic codes need an account and keep working only while this site is online.',
  'print-size.question': 'How large should I print a QR code?',
  'print-size.answer.1':
    'Print it at least 2 × 2 cm (about 0.8 × 0.8 in) for scanning from up close, such as on a business card or a table tent.',
  'print-size.answer.2':
    'For anything read from further away, go bigger: a common rule of thumb is a width of about one tenth of the scanning distance, so a poster read from 2 metres needs a code of about 20 cm. Codes that hold more data have more, smaller squares and need more room. Test the printed code with a few phones before a large print run.',
  'quiet-zone.question': 'What is the quiet zone, and why does it matter?',
  'quiet-zone.answer.1':
    'The quiet zone is the empty margin around the code. Scanners need at least 4 modules (the small squares of the pattern) of plain background on every side to find the code.',
  'quiet-zone.answer.2':
    'Our downloads include a 4-module margin by default. Do not crop it off, and do not place text, borders or busy images right against the code.',
  'error-correction.question': 'What do the error correction levels L, M, Q and H mean?',
  'error-correction.answer.1':
    'QR codes carry extra data so they still scan when part of them is dirty, damaged or covered. Level L can recover about 7 % of the code, M about 15 %, Q about 25 % and H about 30 %.',
  'error-correction.answer.2':
    'Higher levels make the pattern denser, so the code needs more space. M is the default and suits most uses; choose Q or H when you add a logo or the code will be printed outdoors or on rough surfaces.',
  'logo.question': 'Can I put my logo in the middle of a QR code?',
  'logo.answer.1':
    'Yes, with a free account: upload an image or pick a preset icon under the Logo tab. The logo covers part of the pattern, so keep it between 10 % and 30 % of the code width and use a higher error correction level.',
  'logo.answer.2':
    'Every generated code is read back on our server by three independent decoders, including a pass that imitates a phone camera, and graded Robust, Fragile or Not scannable, with advice when it is not robust.',
  'formats.question': 'Which file format should I download?',
  'formats.answer.1':
    'SVG is a vector file: it stays sharp at any size and is the best choice for print and design tools. PNG is an image for web pages, documents and slides; choose a size large enough for where you use it. PDF gives you a print-ready page with the code at the size you choose.',
  'after-trial.question': 'What happens to my codes when my trial ends or I downgrade?',
  'after-trial.answer.1':
    'They keep working. Static codes never depend on your account. Dynamic codes keep redirecting and counting scans after a trial ends or a subscription stops: plan limits only decide how many new codes you can create.',
  'after-trial.answer.2':
    'On the free plan you can have 1 dynamic code and save up to 20 codes; the 3-day trial allows up to 12 dynamic codes.',
  'scanner-data.question': 'What do you store about the people who scan my codes?',
  'scanner-data.answer.1':
    'Only what scan analytics need: the time of the scan, the country (looked up on our own server from an offline database), the device type, operating system and browser, and the referring site when there is one.',
  'scanner-data.answer.2':
    'We do not store IP addresses. To count unique visitors we keep a one-way key that changes every day, so the same person cannot be followed from one day to the next. Bots and link previews are recognised and not counted as scans.',
  'bulk.question': 'Can I create many QR codes at once?',
  'bulk.answer.1':
    'Yes, with an account: open Bulk Generation from the account menu, type or upload a list (a .csv or .txt file), and each row becomes a code with the design you choose. Every code is checked by the same three decoders, and you download them all as a ZIP of SVG, PNG and PDF files with a manifest, or as a print sheet.',
  'bulk.answer.2':
    'A run can hold up to 100 rows on the free plan and up to 5,000 during the trial or with Premium.',
  'payments.question': 'How are payments handled?',
  'payments.answer.1':
    'Paid plans are processed by Stripe, a payment provider. You enter card details in Stripe’s own payment form: card numbers never reach our server and we never store them. We keep only the Stripe customer and subscription references needed to know your plan.',
  'payments.answer.2':
    'Until paid plans open on this site, everything described here as free stays free, and the 3-day trial is the way to try more dynamic codes.',
  'payments.answer.3':
    'Plans belong to a workspace. Premium is priced per workspace, not per person: one subscription covers everyone you invite to that workspace, with no charge per member (seat). Your personal workspace and each team workspace are upgraded separately, and only an owner of a workspace can upgrade it or manage its subscription. The 3-day trial is once per account and applies to your personal workspace.',
  'cost.question': 'Is it really free?',
  'cost.answer.1':
    'Yes. Creating and downloading static QR codes is free, with no account and no limit on how many you make. A free account adds saved codes (up to 20), one dynamic code with scan analytics, logos and two-colour designs. More dynamic codes come with the 3-day trial, and with a subscription once paid plans open.',
} as const;

export type SiteFaqMessageId = keyof typeof messages;
