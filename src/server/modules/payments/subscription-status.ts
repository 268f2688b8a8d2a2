/**
 * Our workspaces.subscription_status from a Stripe subscription status (issue 15):
 * active or trialing → 'active' (Premium); past_due → 'past_due' (still Premium, with a banner
 * asking to fix the card); canceled, unpaid, incomplete_expired, incomplete, paused → 'free'.
 * Anything Stripe adds later is 'free' until we decide otherwise.
 */
export type StoredSubscriptionStatus = 'active' | 'past_due' | 'free';

export function storedStatusFor(stripeStatus: string): StoredSubscriptionStatus {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    default:
      return 'free';
  }
}

/**
 * A connected (Express) account's state as sellers see it: 'ready' once Stripe lets it take
 * charges and receive payouts; 'pending' while onboarding is unfinished; 'restricted' when
 * onboarding was submitted but Stripe has disabled charges or payouts (more details due).
 */
export type ConnectStatus = 'pending' | 'ready' | 'restricted';

export function connectStatusFor(account: {
  charges_enabled?: boolean | null;
  payouts_enabled?: boolean | null;
  details_submitted?: boolean | null;
}): ConnectStatus {
  if (account.charges_enabled && account.payouts_enabled) return 'ready';
  if (!account.details_submitted) return 'pending';
  return 'restricted';
}
