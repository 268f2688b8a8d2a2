// The /subscribe page (pricing: Free against Premium, the trial, Checkout's return) in every
// language (issue 42). 'Choose Your Plan' and the payment texts are the spec's and
// contracts/payments.ts's English word for word (subscribe-page.test.tsx checks it); the plan
// names "Free" and "Premium" are the product's.
export const messages = {
  'page.title': 'Choose Your Plan',
  'page.description':
    'QR Shark Free and Premium side by side: what each plan includes, the free trial, and the Premium price.',
  'page.intro':
    'Start with a {days}-day free trial: up to {dynamic} dynamic codes, no card needed. Your codes keep working whichever plan you are on.',
  'page.perWorkspace':
    'Premium is priced per workspace: one subscription covers everyone in that workspace, with no per-member (seat) charge. Each workspace has its own plan.',
  'page.trialOnce': 'The trial is once per account and applies to your personal workspace.',
  'page.lookingAt': 'You are looking at the plan of <strong>{name}</strong>.',
  'page.mySubscription': 'My subscription',
  'notice.canceled': 'Checkout was canceled. You have not been charged.',
  'plans.loading': 'Loading plans...',
  'plans.failed': 'The plans could not be loaded. Please reload the page to try again.',
  'plans.paymentsOff': 'Payments are turned off on this server (Stripe is not configured).',
  'plans.priceMissing': 'The Premium plan is not on sale on this server.',
  'checkout.confirmed':
    '<strong>Welcome to Premium!</strong> Stripe confirmed your subscription: every limit is lifted.',
  'checkout.notYet':
    'Stripe has not confirmed the payment yet. It is still processing; this page shows Premium once it arrives. Reload in a minute, or contact support if it does not.',
  'checkout.waiting': 'Still processing: waiting for Stripe to confirm your subscription...',
  'pastDue.label': 'Payment due',
  'pastDue.text': 'Your last Premium payment failed. Update your card to keep Premium.',
  'action.opening': 'Opening...',
  'action.updateCard': 'Update card',
  'action.register': 'Create an account to upgrade',
  'action.ownersOnly': 'Only an owner of this workspace can change its plan.',
  'action.manage': 'Manage subscription',
  'action.redirecting': 'Redirecting...',
  'action.upgrade': 'Upgrade',
  'free.title': 'Free',
  'premium.title': 'Premium',
  'premium.notOnSale': 'Not on sale',
  'premium.stripeNote': 'Payment is handled by Stripe. Cancel any time from "Manage subscription".',
  'plan.yours': 'Your plan: {plan}',
  'plan.free': 'Free',
  'plan.trial': 'Free trial',
  'plan.premium': 'Premium',
  'plan.pastDue': 'Premium (payment due)',
  'price.interval':
    '{amount}/{interval, select, day {day} week {week} month {month} year {year} other {{interval}}}',
  'price.intervalCount':
    '{amount} every {count} {interval, select, day {days} week {weeks} month {months} year {years} other {{interval}s}}',
  'features.staticUnlimited': 'Unlimited static QR codes to download',
  'features.dynamicFree':
    '{count, plural, one {# dynamic QR code} other {# dynamic QR codes}} (edit the destination after printing)',
  'features.savedFree': '{count, plural, one {# saved QR code} other {# saved QR codes}}',
  'features.analyticsFree':
    'Detailed scan analytics for {count, plural, one {# scan} other {# scans}} per code each month (every scan is still counted)',
  'features.dynamicUnlimited': 'Unlimited dynamic QR codes',
  'features.savedUnlimited': 'Unlimited saved QR codes',
  'features.analyticsAll': 'Detailed scan analytics for every scan',
} as const;

export type SiteSubscribeMessageId = keyof typeof messages;
