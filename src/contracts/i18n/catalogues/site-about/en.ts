// The /about page in every language (issue 42): its story, values, offer, credits and call to
// action. `{brand}` is the site's brand name, never translated.
export const messages = {
  'page.title': 'About {brand}',
  'page.description':
    '{brand} is a self-hostable QR code generator and manager: free static codes, dynamic codes you can edit, and privacy-respecting scan analytics.',
  'page.intro':
    'A QR code generator and manager built around one promise: the codes it makes scan, and keep scanning.',
  'stats.note': 'Live totals from this site’s own database, updated every minute.',
  'story.title': 'Our story',
  'story.problem':
    'QR codes are everywhere: on menus, posters, parcels and business cards. Making one is easy; making one that still scans once it has a logo in the middle, a brand colour and a trip through a printer is harder. Too many generators also hide a free code behind a sign-up, or turn it into a short link that stops working when a subscription ends.',
  'story.answer':
    '{brand} was built to do the opposite. Static codes are free and hold their content directly. Every code is checked by real decoders before you download it, and the generator tells you in plain words what to change when a design is fragile. When you do need to change a code after printing, dynamic codes redirect through a short link you control, and their analytics are designed to count scans without tracking people.',
  'values.title': 'What we value',
  'values.scan.title': 'Every code must scan',
  'values.scan.text':
    'A QR code that does not scan is worse than none. Each code we generate is read back by three decoders and a simulated phone camera before you download it.',
  'values.privacy.title': 'Respect the people who scan',
  'values.privacy.text':
    'Analytics count scans without storing IP addresses, with a visitor key that changes every day, and leave bots out of the numbers.',
  'values.free.title': 'Free means free',
  'values.free.text':
    'Static codes need no account, carry no watermark and never expire. Printed codes keep working whatever happens to your plan.',
  'values.selfHosted.title': 'Yours to run',
  'values.selfHosted.text':
    '{brand} can be self-hosted: one Node.js server with an embedded database, or PostgreSQL for larger installations.',
  'offer.title': 'What we offer',
  'offer.generator': 'A generator for 16 kinds of QR code, with PNG, SVG and PDF downloads',
  'offer.design': 'Colours, gradients, dot and corner shapes, logos and call-to-action frames',
  'offer.dynamic':
    'Dynamic codes whose destination you can change, pause and resume after printing',
  'offer.analytics':
    'Scan analytics by day, country, device, browser and operating system, with CSV and PDF export',
  'offer.dashboard': 'A dashboard for your saved and dynamic codes',
  'offer.trial': 'A 3-day trial of the larger dynamic-code allowance',
  'credits.title': 'Credits',
  'credits.dbip': '(CC BY 4.0): scan countries are looked up offline in its country database.',
  'credits.inter': 'Inter (SIL Open Font Licence 1.1): the lettering of QR code frames.',
  'credits.icons': 'Simple Icons (CC0) and Bootstrap Icons (MIT): the logo presets.',
  'cta.title': 'See it for yourself',
  'cta.text': 'Make a code in under a minute, or read the full list of features.',
  'cta.features': 'View Features',
} as const;

export type SiteAboutMessageId = keyof typeof messages;
