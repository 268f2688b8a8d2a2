// The features (/features, and six of them on the landing page) in every language (issue 42).
// Every card states what the product does today: web/features/marketing/content/features.ts
// lists what provides each claim (checked by features-claims.test.ts).
export const messages = {
  'page.title': 'Features',
  'page.description':
    'Everything QR Shark does: 16 QR code types, PNG, SVG and PDF downloads, a scan check, styling, dynamic codes, scan analytics without IP addresses.',
  'page.intro':
    'What you can do here today, from a free static code to dynamic codes with analytics. Cards marked <b>{account}</b> need a (free) sign-up; <b>{premium}</b> ones are fully available during the free trial or with a Premium subscription.',
  'access.account': 'Free account',
  'access.premium': 'Premium or trial',
  'link.analytics': 'Learn about analytics',
  'cta.title': 'Make your first code',
  'cta.text': 'No account needed for static codes. Compare plans when you need more dynamic codes.',
  'cta.plans': 'See Plans',
  'category.generation.title': 'Generation',
  'category.generation.intro':
    'Make codes for what people actually scan, and know they work before you print.',
  'category.customization.title': 'Customization',
  'category.customization.intro':
    'Make a code look like your brand without making it hard to read.',
  'category.management.title': 'Management',
  'category.management.intro':
    'Keep your codes in one place and change them after they are printed.',
  'category.security.title': 'Security and privacy',
  'category.security.intro': 'Protect the people who scan your codes, and your account.',
  'feature.types.title': '16 kinds of QR code',
  'feature.types.description':
    'Websites, contact cards (vCard), Wi-Fi access, e-mail, SMS, WhatsApp, locations, calendar events, app downloads, social profiles, review pages, Bitcoin payments, PDFs, images, plain text and product payments.',
  'feature.downloads.title': 'PNG, SVG and PDF downloads',
  'feature.downloads.description':
    'Download a PNG up to 4096 pixels wide, a vector SVG that stays sharp at any size, or a print-ready PDF at the size you choose.',
  'feature.scan-check.title': 'Scan check before you print',
  'feature.scan-check.description':
    'Each code is read back by three independent decoders and a simulated phone camera, then graded Robust, Fragile or Not scannable with advice on what to change.',
  'feature.colours.title': 'Colours and gradients',
  'feature.colours.description':
    'Pick foreground and background colours, with a contrast check that warns when a combination will not scan. Two-colour gradients come with a free account.',
  'feature.shapes.title': 'Dot and corner shapes',
  'feature.shapes.description':
    'Square, circle, rounded or classy-rounded dots, and square, squircle or curved-square corner markers, each with its own colour.',
  'feature.logo-frame.title': 'Logos and frames',
  'feature.logo-frame.description':
    'Add a call-to-action frame such as "SCAN ME" in three styles. With a free account, place your own logo or a preset icon in the centre.',
  'feature.saved.title': 'Saved codes',
  'feature.saved.description':
    'Keep the codes you make in your account (up to 20 on the free plan), rename them and download them again at any time.',
  'feature.dynamic.title': 'Dynamic codes',
  'feature.dynamic.description':
    'Print once, change the destination later. Pause and resume a code, and export your codes with their scan counts as CSV. A free account includes one; the trial and subscriptions include more.',
  'feature.analytics.title': 'Scan analytics',
  'feature.analytics.description':
    'See scans over time, unique visitors, countries, devices, browsers and operating systems for each dynamic code, and export them as CSV or PDF.',
  'feature.safe-links.title': 'Safe short links',
  'feature.safe-links.description':
    'Dynamic codes only redirect to web addresses that pass our checks, and a paused or deleted code shows a clear page instead of a broken link.',
  'feature.privacy.title': 'Analytics without IP addresses',
  'feature.privacy.description':
    'Scans are counted without storing IP addresses: unique visitors are told apart by a one-way key that changes every day, and bots and link previews are left out.',
  'feature.accounts.title': 'Careful account security',
  'feature.accounts.description':
    'Passwords are hashed with Argon2, sessions live in a secure cookie and end everywhere when you change your password, and repeated failed log-ins are slowed down. Log in with Google is available when the site enables it.',
} as const;

export type SiteFeaturesMessageId = keyof typeof messages;
