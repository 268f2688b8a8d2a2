import { PLAN_LIMITS } from '../../../contracts/dynamic-codes.js';

/**
 * Which plan a user is on at `now`, and its limits. Pure: callers pass the user's stored fields.
 * Subscribed ("active", or "past_due" while Stripe retries the card) beats trial; an expired
 * trial is the free plan. Limits only ever block
 * creating new codes (ARCHITECTURE principle 2): nothing here may stop a code from redirecting.
 */
export type PlanName = 'free' | 'trial' | 'subscribed';

export interface PlanUserFields {
  subscriptionStatus: string;
  trialActivated: boolean;
  trialStartDate: Date | null;
  trialEndDate: Date | null;
}

export interface Plan {
  name: PlanName;
  /** null = unlimited. */
  dynamicLimit: number | null;
  savedLimit: number | null;
  /** Free plan: per-scan detail is stored for this many scans per code per UTC month; null = all. */
  detailedScansPerMonth: number | null;
  trialEndsAt: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function planFor(user: PlanUserFields, now: Date): Plan {
  // past_due stays Premium while Stripe retries the card (the app shows a banner).
  if (user.subscriptionStatus === 'active' || user.subscriptionStatus === 'past_due') {
    return {
      name: 'subscribed',
      dynamicLimit: null,
      savedLimit: null,
      detailedScansPerMonth: null,
      trialEndsAt: user.trialEndDate,
    };
  }
  if (user.trialActivated && user.trialEndDate && user.trialEndDate.getTime() > now.getTime()) {
    return {
      name: 'trial',
      dynamicLimit: PLAN_LIMITS.trial.dynamic,
      savedLimit: PLAN_LIMITS.trial.saved,
      detailedScansPerMonth: null,
      trialEndsAt: user.trialEndDate,
    };
  }
  return {
    name: 'free',
    dynamicLimit: PLAN_LIMITS.free.dynamic,
    savedLimit: PLAN_LIMITS.free.saved,
    detailedScansPerMonth: PLAN_LIMITS.free.detailedScansPerMonth,
    trialEndsAt: user.trialEndDate,
  };
}

/** Whole days left in a trial, rounded up (2.1 days left shows as 3); 0 when not in trial. */
export function trialDaysRemaining(user: PlanUserFields, now: Date): number {
  if (!user.trialActivated || !user.trialEndDate) return 0;
  const left = user.trialEndDate.getTime() - now.getTime();
  return left > 0 ? Math.ceil(left / DAY_MS) : 0;
}

/** The end of a trial started at `start`. */
export function trialEnd(start: Date): Date {
  return new Date(start.getTime() + PLAN_LIMITS.trialDays * DAY_MS);
}
