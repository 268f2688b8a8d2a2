// Zod-free, so the footer's signup form keeps zod out of the first download.

/** The newsletter's and admin notifications' texts (spec 001 §4, §5, §8; issue 18). */
export const NEWSLETTER_MESSAGES = {
  heading: 'Stay Updated with QR Code Tips',
  subscribing: 'Subscribing...',
  subscribed: 'Successfully subscribed!',
  invalidTitle: 'Invalid email',
  invalidDescription: 'Please enter a valid email address.',
  failedTitle: 'Subscription failed',
  failedDescription: 'Please try again later or contact support.',
  welcomeTitle: 'Welcome to the pack!',
  welcomeDescription: "You'll receive weekly Shark Tips about QR codes and marketing strategies.",
  /** The signup answer, the same for new, pending, confirmed and unsubscribed addresses. */
  checkInbox: 'Check your inbox: follow the link we sent to confirm your subscription.',
  tooMany: (wait: string) => `Too many sign-up attempts. Please try again in ${wait}.`,
  confirmInvalid:
    'This confirmation link is not valid or has expired. Please sign up again from the footer.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  missingTitle: 'Missing Information',
  missingDescription: 'Please provide both subject and content for the newsletter.',
  sendFailed: 'Failed to send newsletter. Please try again.',
} as const;

/** Mail lists a recipient can leave with one click (RFC 8058). */
export const MAIL_LISTS = [
  'newsletter',
  'scan-summary',
  'pause-reminders',
  'announcements',
  'broken-links',
] as const;
export type MailList = (typeof MAIL_LISTS)[number];

export const MAIL_LIST_LABELS: Record<MailList, string> = {
  newsletter: 'the Shark Tips newsletter',
  'scan-summary': 'weekly scan summaries',
  'pause-reminders': 'paused-code reminders',
  announcements: 'announcements',
  'broken-links': 'broken-link alerts',
};

export const NEWSLETTER_LIMITS = {
  /** Sign-ups per hour from one IP address (counted in the database). */
  perIpPerHour: 10,
  /** Sign-ups (and so confirmation mails) per hour for one address. */
  perAddressPerHour: 3,
  /** Confirmation links last this long. */
  confirmTtlMs: 7 * 24 * 60 * 60_000,
  subjectMax: 200,
  contentMax: 50_000,
} as const;
