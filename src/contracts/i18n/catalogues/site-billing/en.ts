// The billing texts that show on public pages and in the app alike (issue 42), in the page's
// language (on the app's screens, the account's): the landing page's trial-activation card, the
// trial offer (TrialOffer: /subscribe, the Subscription Management dialog, account settings' plan,
// the link controls and the dashboard's limit banner, which also says when a trial ended with
// 'offer.ended'), the Subscription Management dialog, and the billing toasts and plan names of
// web/features/payments/billing-api.ts. The contracts' messages these screens show (the trial
// toasts, the server's answers, "payments are turned off") are translated centrally
// (contract-messages), not here. 'dialog.perWorkspace' is workspaces' PER_WORKSPACE_PRICING, and
// the plan names and prices read as site-subscribe's, word for word. {date} is a date and time
// already formatted in the language; {amount} money already formatted.
export const messages = {
  'trial.start': 'Start free trial',
  'trial.starting': 'Starting...',

  'card.title': 'Try premium free for {days} days',
  'card.text':
    'Up to {dynamic} dynamic QR codes you can edit after printing, with scan analytics. No credit card required.',
  'card.email': 'Email address',
  'card.sentTo': 'Sent to',
  'card.for': 'For',
  'card.otherAddress': 'Use a different address',
  'card.failed': 'Activation Failed',

  'offer.label': 'Start your free trial',
  'offer.gives':
    'up to {trial, plural, one {# dynamic code} other {# dynamic codes}} (instead of {free, number}) and detailed analytics for every scan, with no card and no charge when it ends',
  'offer.running': 'Your free trial runs until {date}: {gives}.',
  'offer.ended': 'Your free trial ended on {date}.',
  'offer.try':
    'Try the {days}-day free trial: {gives}. Started now, it ends on {date}; your codes keep working after it.',
  'offer.failed': 'The trial could not be started. Please try again.',

  'dialog.title': 'Subscription Management',
  'dialog.workspacePlan': 'The plan of the workspace “{name}” and what Premium adds.',
  'dialog.yourPlan': 'Your current plan and what Premium adds.',
  'dialog.perWorkspace':
    'Premium is priced per workspace: one subscription covers everyone in that workspace, with no per-member (seat) charge. Each workspace has its own plan.',
  'dialog.loading': 'Loading...',
  'dialog.currentPlan': 'Current plan',
  'dialog.pastDue':
    'Your last payment failed. Update your card in "Manage subscription" to keep Premium.',
  'dialog.priceFailed': 'The price could not be loaded. Try again later.',
  'dialog.comparePlans': 'Compare plans',
  'dialog.close': 'Close',
  'dialog.closeLabel': 'Close dialog',

  'action.manage': 'Manage subscription',
  'action.opening': 'Opening...',
  'action.upgrade': 'Upgrade to Premium',
  'action.redirecting': 'Redirecting...',

  'plan.free': 'Free',
  'plan.trial': 'Free trial',
  'plan.premium': 'Premium',
  'plan.pastDue': 'Premium (payment due)',
  'plan.unknown': 'Unknown',

  'price.interval':
    '{amount}/{interval, select, day {day} week {week} month {month} year {year} other {{interval}}}',
  'price.intervalCount':
    '{amount} every {count} {interval, select, day {days} week {weeks} month {months} year {years} other {{interval}s}}',

  'toast.checkoutFailed': 'Upgrade not started',
  'toast.portalFailed': 'Subscription management unavailable',
  'toast.unreachable': 'Stripe could not be reached. Please try again.',

  // Who can change the plan (workspaces' BillingOwnersNote), on /subscribe and in the app.
  'owners.only': 'Only an owner of this workspace can change its plan.',
  'owners.ask': 'Only an owner of this workspace can change its plan: ask {owners}.',
} as const;

export type SiteBillingMessageId = keyof typeof messages;
