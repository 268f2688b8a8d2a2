// The /terms page in every language (issue 42): the rules of using this site, matching what the
// product does. When the English changes, change every language with it. `{brand}` is the site's
// brand name, never translated; `frame.*` are the words of the legal pages' frame
// (legal-page.tsx).
export const messages = {
  'page.title': 'Terms of Service',
  'page.description':
    'The terms of using {brand}: free static codes, accounts, dynamic codes and their limits, acceptable use and paid plans.',
  'frame.updated': 'Last updated {date}',
  'frame.translation': 'This page is a translation of the <link>English original</link>.',
  'frame.questions': 'Questions about this page? <link>Contact us</link>.',
  intro:
    'These terms apply when you use {brand} on this site. By making codes or creating an account you agree to them.',
  'service.title': 'The service',
  'service.text':
    '{brand} lets you create and download QR codes, and with an account save them, create dynamic codes and see scan analytics. Static codes contain their content directly and keep working without this site. Dynamic codes redirect through a short link on this site and work only while it is online.',
  'account.title': 'Your account',
  'account.email':
    'Give a real e-mail address you can receive mail at, and keep your password to yourself.',
  'account.responsible': 'You are responsible for what is done with your account.',
  'account.trial': 'One person may hold one free trial.',
  'plans.title': 'Plans and limits',
  'plans.text':
    'Static codes are free without limit. The free plan includes one dynamic code and up to 20 saved codes; the 3-day trial and paid plans include more. Limits only affect creating new codes: existing dynamic codes keep redirecting when a trial ends or a plan changes. Paid plans, when offered, are billed through Stripe at the price shown before you pay.',
  'use.title': 'Acceptable use',
  'use.text': 'Do not use {brand} to:',
  'use.harm': 'send people to phishing, malware, scams or anything unlawful;',
  'use.files': 'upload files you have no right to share, or that contain malicious content;',
  'use.flood': 'flood the service with automated requests or try to get around its limits;',
  'use.impersonate': 'impersonate someone else.',
  'use.enforcement':
    'We may refuse a destination, pause or remove a dynamic code, or close an account that breaks these rules.',
  'content.title': 'Your content',
  'content.text':
    'The content of your codes and the files you upload remain yours. You allow us to store them and serve them to the people who scan your codes, only for that purpose.',
  'warranty.title': 'No warranty',
  'warranty.text':
    'We check every generated code with several decoders, but printers, surfaces and phones vary: test your printed codes before a large print run. The service is provided as it is, without any guarantee of availability, and to the extent the law allows we are not liable for losses from a code that does not scan or a service interruption.',
  'changes.title': 'Changes',
  'changes.text':
    'We may update these terms; the date at the top says when they last changed. Continuing to use the site after a change means you accept the new terms.',
} as const;

export type SiteTermsMessageId = keyof typeof messages;
