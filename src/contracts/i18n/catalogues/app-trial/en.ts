// The trial's part of the app behind sign-in (issue 42): the dashboard's plan banners (payment
// due, the days left of a trial, the dynamic-code limit reached), in the signed-in account's
// language. The trial offer the limit banner holds, and its "Your free trial ended on" line, are
// the site's billing messages (site-billing: TrialOffer shows on public pages too). 'limit.title'
// and 'limit.reached' are contracts/dynamic-codes.ts's DYNAMIC_MESSAGES in English word for word.
export const messages = {
  'pastDue.label': 'Payment due',
  'pastDue.text': 'Your last Premium payment failed. Update your card to keep Premium.',
  'pastDue.action': 'Update card',

  'running.label': 'Free trial',
  'running.daysLeft':
    '{days, plural, one {# day remaining in your free trial} other {# days remaining in your free trial}}',
  'running.endsOn': 'It ends on {date}.',
  'running.action': 'Upgrade now',

  'limit.title': 'Dynamic QR Code limit reached',
  'limit.reached':
    'You have reached your limit of {limit, plural, one {# dynamic QR code} other {# dynamic QR codes}}. Please upgrade to create more.',
  'limit.keepWorkingEditable':
    'Your existing codes keep working, and you can still edit, pause and export them.',
  'limit.keepWorking': 'Your existing codes keep working.',
  'limit.action': 'Upgrade',
} as const;

export type AppTrialMessageId = keyof typeof messages;
