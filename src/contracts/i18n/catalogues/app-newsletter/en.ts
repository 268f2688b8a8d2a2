// The newsletter's screens of the app (issue 42): the admins' /newsletter (figures, composer,
// notification sends, campaign history), the mail preferences section of /account-settings,
// and the pages the mails link to: /newsletter/confirm (double opt-in) and /unsubscribe. The
// footer's signup form is on the public pages too, so its words are the site's (site-chrome).
// "Shark Tips" is the newsletter's name and stays. What the server answers (its refusals, the
// "queued" counts, an address, a newsletter's subject) stays as it wrote it.
export const messages = {
  'page.title': 'Newsletter',
  'page.forbidden': '403: only administrators can send newsletters and notifications.',
  'error.title': 'Error',
  'error.sendFailed': 'Failed to send newsletter. Please try again.',
  'action.send': 'Send',

  'stats.label': 'Figures',
  'stats.loadFailed': 'The figures could not be loaded.',
  'stats.totalUsers': 'Total users',
  'stats.qrCodes': 'QR codes',
  'stats.subscribers': 'Subscribers',
  'stats.newIn7Days': '{count} new in 7 days',
  'stats.waiting': '{count} waiting to confirm',

  'composer.title': 'Compose a newsletter',
  'composer.subject': 'Subject',
  'composer.content': 'Content (Markdown)',
  'composer.preview': 'Preview',
  'composer.includeStats': "Include this week's figures (users and QR codes)",
  'composer.sending': 'Sending...',
  'composer.send': 'Send to subscribers',
  'composer.sendTest': 'Send a test to me',
  'composer.testQueued': 'Test queued',
  'composer.queued': 'Newsletter queued',
  'composer.missingTitle': 'Missing Information',
  'composer.missingDescription': 'Please provide both subject and content for the newsletter.',
  'composer.confirmTitle': 'Send this newsletter?',
  'composer.confirmDescription':
    'It goes to every confirmed subscriber. Each gets it once, with a one-click unsubscribe link.',
  'composer.confirmLabel': 'Send newsletter',

  'notifications.title': 'Notifications',
  'notifications.welcome': 'Send welcome mail',
  'notifications.welcomeTitle': 'Send the welcome mail?',
  'notifications.welcomeDescription': 'Every user who never had the welcome mail gets it, once.',
  'notifications.scans': 'Send scan summaries',
  'notifications.scansTitle': 'Send scan summaries?',
  'notifications.scansDescription':
    "Each user with dynamic codes gets the last 7 days' scans of each code. Users without dynamic codes, or who turned these mails off, are skipped.",
  'notifications.paused': 'Send paused-code reminders',
  'notifications.pausedTitle': 'Send paused-code reminders?',
  'notifications.pausedDescription':
    'Each user with paused dynamic codes gets a reminder listing them.',
  'notifications.result': '{message} ({sent} of {total} users)',

  'history.title': 'Campaigns',
  'history.loadFailed': 'The campaigns could not be loaded.',
  'history.empty': 'Nothing sent yet.',
  'history.sent': 'Sent',
  'history.kind': 'Kind',
  'history.subject': 'Subject',
  'history.queued': 'Queued',
  'history.delivered': 'Delivered',
  'history.failed': 'Failed',
  'history.actions': 'Actions',
  'history.kindNewsletter': 'newsletter',
  'history.kindWelcome': 'welcome',
  'history.kindScanSummary': 'scan-summary',
  'history.kindPauseReminder': 'pause-reminder',
  'history.sendAgain': 'Send to new subscribers',
  'history.sendAgainLabel': 'Send "{subject}" to new subscribers',
  'history.againTitle': 'Send this newsletter again?',
  'history.againDescription':
    '"{subject}" goes to confirmed subscribers who have not had it yet. Nobody gets it twice.',

  'prefs.title': 'E-mail preferences',
  'prefs.description': 'Mail sent to {address}. Account and security mails always go.',
  'prefs.what': 'Mail preferences',
  'prefs.loadFailed': 'Your preferences could not be loaded. Please reload the page.',
  'prefs.newsletter': 'Shark Tips newsletter',
  'prefs.newsletterHint': 'A weekly e-mail about QR codes and marketing.',
  'prefs.scanSummary': 'Weekly scan summary',
  'prefs.scanSummaryHint': 'Every week, the last 7 days of scans of each of your dynamic codes.',
  'prefs.pauseReminders': 'Paused-code reminders',
  'prefs.pauseRemindersHint': 'A reminder listing the dynamic codes you have paused.',
  'prefs.announcements': 'Announcements',
  'prefs.announcementsHint': 'Welcome and product news from the team.',
  'prefs.brokenLinkAlerts': 'Broken-link alerts',
  'prefs.brokenLinkAlertsHint':
    'An e-mail when a dynamic code’s destination stops working, and when it works again.',
  'prefs.pendingMailed': 'Waiting for you to follow the confirmation link we mailed.',
  'prefs.pendingNoMail':
    'Waiting for you to follow the confirmation link. This server has no mail set up. Ask its administrator for the link.',

  'link.checking': 'Checking your link...',

  'confirm.title': 'Confirm your subscription',
  'confirm.invalid':
    'This confirmation link is not valid or has expired. Please sign up again from the footer.',
  'confirm.welcomeTitle': 'Welcome to the pack!',
  'confirm.subscribed': '{address} is subscribed.',
  'confirm.welcomeDescription':
    "You'll receive weekly Shark Tips about QR codes and marketing strategies.",
  'confirm.unsubscribeNote': 'Every issue has a one-click unsubscribe link.',
  'confirm.create': 'Create a QR code',

  'unsubscribe.title': 'Unsubscribe',
  'unsubscribe.invalid': 'This unsubscribe link is not valid.',
  'unsubscribe.receives':
    '<b>{address}</b> receives {list, select, newsletter {the Shark Tips newsletter} scanSummary {weekly scan summaries} pauseReminders {paused-code reminders} announcements {announcements} brokenLinks {broken-link alerts} other {{list}}}.',
  'unsubscribe.left':
    '<b>{address}</b> is unsubscribed from {list, select, newsletter {the Shark Tips newsletter} scanSummary {weekly scan summaries} pauseReminders {paused-code reminders} announcements {announcements} brokenLinks {broken-link alerts} other {{list}}}. You will not get these e-mails any more.',
  'unsubscribe.failed': 'That did not work. Please try again.',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.unsubscribing': 'Unsubscribing...',
  'unsubscribe.again': 'Subscribe again',
  'unsubscribe.subscribing': 'Subscribing...',
} as const;

export type AppNewsletterMessageId = keyof typeof messages;
