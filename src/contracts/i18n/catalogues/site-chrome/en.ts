// The public site's frame in every language (issue 42): the header, its menus, the footer with
// the newsletter block, the language switcher and the not-found page.
export const messages = {
  'site.title': 'Free QR Code Generator',
  'site.description':
    'Create, style and download QR codes for free. Sign up to save codes and make dynamic codes you can edit after printing.',
  skip: 'Skip to content',
  'nav.main': 'Main',
  'nav.mobile': 'Mobile',
  'nav.openMenu': 'Open menu',
  'nav.features': 'Features',
  'nav.useCases': 'Use Cases',
  'nav.templates': 'Templates',
  'nav.blog': 'Blog',
  'nav.faq': 'FAQ',
  'nav.pricing': 'Pricing',
  'nav.login': 'Log in',
  'nav.signup': 'Sign up',
  'footer.nav': 'Footer',
  'footer.about': 'About',
  'footer.contact': 'Contact',
  'footer.developers': 'Developers',
  'footer.privacy': 'Privacy',
  'footer.terms': 'Terms',
  'footer.rights': '© {year} {brand}. All rights reserved.',
  'footer.poweredBy': 'Powered by {brand}',
  'newsletter.heading': 'Stay Updated with QR Code Tips',
  'newsletter.text':
    'Shark Tips: a weekly e-mail about QR codes and marketing. Confirm by e-mail, leave with one click.',
  'newsletter.label': 'E-mail address',
  'newsletter.placeholder': 'Enter your email',
  'newsletter.subscribe': 'Subscribe',
  'switcher.current': '{language} (this page)',
  'notFound.eyebrow': 'Error 404',
  'notFound.title': 'Page not found',
  'notFound.description': 'There is no page at this address.',
  'notFound.text':
    'There is no page at this address. The link may be mistyped, or the page may have moved.',
  'notFound.home': 'Go to the home page',
  'notFound.pages': 'Main pages',
  'notFound.make': 'Make a QR code',
} as const;

export type SiteChromeMessageId = keyof typeof messages;
