// How the interface names what a plan unlocks (issue 37): a feature the 3-day trial unlocks as
// well as a subscription says so, so a trial user does not read it as locked.

/** Label of a feature unlocked by Premium and by the free trial alike. */
export const PREMIUM_OR_TRIAL = 'Premium or trial';
