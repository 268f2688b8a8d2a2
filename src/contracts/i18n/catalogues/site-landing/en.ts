// The landing page (/) in every language (issue 42): hero, site totals, sections, the free
// account's benefits, the shipped example stories and the closing call to action.
export const messages = {
  'hero.title': 'Create QR codes that always scan',
  'hero.text':
    'Make static QR codes for free, or sign up to save them and to create dynamic codes you can edit after printing.',
  'hero.create': 'Create your QR code',
  'stats.heading': 'This site in numbers',
  'stats.codesGenerated': 'QR codes generated here',
  'stats.dynamicCodes': 'dynamic codes created',
  'stats.scansCounted': 'scans counted',
  'stats.unavailable': 'This site’s totals are not available right now.',
  'features.title': 'Built so your codes scan',
  'features.intro':
    'Free tools for the code itself, and an account for everything that happens after it is printed.',
  'features.all': 'See all features',
  'useCases.title': 'Where QR codes help',
  'useCases.intro': 'A few ways businesses put codes to work.',
  'useCases.more': 'More use cases',
  'benefits.title': 'What a free account adds',
  'benefits.intro': 'Free forever, no credit card required.',
  'benefits.static': 'Unlimited static QR codes, free and without watermarks',
  'benefits.dynamic':
    '{count, plural, one {# dynamic code whose destination you can change after printing} other {# dynamic codes whose destination you can change after printing}}',
  'benefits.analytics':
    'Scan analytics, with full detail for {scans} scans per code each month (every scan is counted)',
  'benefits.saved': 'Up to {saved} saved codes in your dashboard',
  'benefits.design': 'Logos and two-colour gradients in the generator',
  'benefits.trial': 'A {days}-day trial with up to {dynamic} dynamic codes',
  'stories.title': 'How people use it',
  'stories.example': 'Example',
  'story.bakery.who': 'A bakery',
  'story.bakery.text':
    'A bakery prints one dynamic code on its paper bags. In summer it points to the ice-cream menu, in December to the order form for holiday cakes: the bags never change.',
  'story.wedding.who': 'A wedding couple',
  'story.wedding.text':
    'A couple puts a Wi-Fi code and a calendar-event code on the table cards, so guests get online and save the date of the next-day brunch without asking.',
  'story.tradesperson.who': 'A tradesperson',
  'story.tradesperson.text':
    'An electrician adds a contact-card code to the van door. People waiting at a traffic light save the number in one scan instead of photographing the van.',
  'faq.title': 'Frequently asked questions',
  'faq.all': 'All questions',
  'cta.title': 'Make your QR code now',
  'cta.text': 'Free, no sign-up needed. Style it, check it scans, download it.',
  'cta.create': 'Create a QR Code',
  'cta.design': 'Design Your Code',
} as const;

export type SiteLandingMessageId = keyof typeof messages;
