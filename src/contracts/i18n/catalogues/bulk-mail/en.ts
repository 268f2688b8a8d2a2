// The product's own words in the bulk mails (server modules/newsletter/bulk-mail.ts and
// campaigns.ts): the footer of every list mail, the "[Test]" mark and the figures block of the
// operator's newsletter, and the welcome, scan summary and paused-code mails. In the recipient's
// language when the address is an account's (users.locale), English otherwise. The operator's
// own subject and content are never translated. {brand} is the mail's brand (ours or the
// white-label client's); {link} an address; {label} a code's name (or its short code).
export const messages = {
  'footer.why': 'You get this e-mail as {address} receives {list} from {brand}.',
  'footer.unsubscribeText': 'Unsubscribe with one click: {link}',
  'footer.unsubscribeLink': 'Unsubscribe',
  // What the address receives, said in footer.why ("… receives {list} from …").
  'list.newsletter': 'the Shark Tips newsletter',
  'list.scanSummary': 'weekly scan summaries',
  'list.pauseReminders': 'paused-code reminders',
  'list.announcements': 'announcements',
  'list.brokenLinks': 'broken-link alerts',
  'newsletter.testSubject': '[Test] {subject}',
  'newsletter.statsHeading': '{brand} this week',
  'newsletter.statsUsers':
    'Users: {total, number, ::group-off} ({fresh, number, ::group-off} new this week)',
  'newsletter.statsCodes':
    'QR codes: {total, number, ::group-off} ({fresh, number, ::group-off} new this week)',
  'welcome.subject': 'Welcome to {brand}',
  'welcome.greeting': 'Welcome to {brand}!',
  'welcome.body':
    'Create QR codes, make them dynamic to change where they lead after printing, and see how often they are scanned.',
  'welcome.codesText': 'Your codes: {link}',
  'welcome.codesLink': 'Open your codes',
  'scans.subject': 'Your QR code scans this week: {total, plural, one {# scan} other {# scans}}',
  'scans.intro': 'Scans of your dynamic QR codes in the last 7 days:',
  'scans.count': '{count, plural, one {# scan} other {# scans}}',
  'scans.line': '{label} ({link}): {count, plural, one {# scan} other {# scans}}',
  'scans.total': 'Total: {total, plural, one {# scan} other {# scans}}',
  'scans.detailsText': 'Details: {link}',
  'scans.detailsLink': 'See the details',
  'paused.subject': 'Reminder: some of your QR codes are paused',
  'paused.intro':
    'These dynamic QR codes are paused: people who scan them see a "paused" page instead of your content.',
  'paused.resumeText': 'Resume them from your dashboard: {link}',
  'paused.resumeLink': 'Resume them from your dashboard',
} as const;

export type BulkMailMessageId = keyof typeof messages;
