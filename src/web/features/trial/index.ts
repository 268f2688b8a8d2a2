// The trial feature's public surface: the trial's status and the landing page's card.
// `banners/index.ts` is the dashboard's trial banners, apart so the landing page does not load them.
export { TRIAL_STATUS_QUERY_KEY, isSubscribed, useTrialStatus } from './trial-status.js';
export { LazyTrialActivationCard } from './lazy-trial-card.js';
export { TrialOffer, trialDate } from './trial-offer.js';
