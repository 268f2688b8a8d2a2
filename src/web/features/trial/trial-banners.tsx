import { Clock, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { DYNAMIC_MESSAGES, type TrialStatus } from '../../../contracts/dynamic-codes.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { isSubscribed } from './trial-status.js';
import { TrialOffer, trialDate } from './trial-offer.js';
import { countOf } from '../../../contracts/plural.js';
import { BillingOwnersNote, useCanEdit, useWorkspaceBilling } from '../workspaces/index.js';

/**
 * The banner's way to a better plan: a link to /subscribe for whoever may change this
 * workspace's plan (its owners), and for everyone else the owners to ask, since /subscribe
 * would only tell them the same.
 */
function PlanAction({ label }: { label: string }) {
  const billing = useWorkspaceBilling();
  if (!billing.canManageBilling) {
    return (
      <div className="sm:max-w-xs">
        <BillingOwnersNote workspaceId={billing.workspaceId} />
      </div>
    );
  }
  return (
    <Link href="/subscribe" className={buttonClasses('primary', 'w-full sm:w-auto')}>
      {label}
    </Link>
  );
}

/** "3 days remaining in your free trial" (singular for one day). */
export function daysRemainingText(days: number): string {
  return `${countOf(days, 'day')} remaining in your free trial`;
}

/**
 * The dashboard's plan banners (spec 000 §2, §4): days remaining while a trial is active, and
 * the limit-reached banner when no more dynamic codes may be created (an expired trial at its
 * limit, or the free plan at its limit). Nothing when subscribed or while the status is unknown.
 * Existing codes keep working either way (ARCHITECTURE principle 2), and the banner says so.
 */
export function TrialBanners({ status }: { status: TrialStatus | undefined }) {
  // A viewer changes nothing: the banner does not tell them they can edit or pause.
  const canEdit = useCanEdit();
  if (status?.subscriptionStatus === 'past_due') {
    // Still Premium while Stripe retries the card; the banner asks to fix it.
    return (
      <section
        aria-label="Payment due"
        className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex items-center gap-2 text-sm font-medium text-amber-900">
          <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
          Your last Premium payment failed. Update your card to keep Premium.
        </p>
        <PlanAction label="Update card" />
      </section>
    );
  }
  if (!status || isSubscribed(status)) return null;
  const atLimit = !status.canCreateDynamicQR;
  if (!status.isActive && !atLimit) return null;
  return (
    <div className="grid gap-3">
      {status.isActive && (
        <section
          aria-label="Free trial"
          className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid gap-1 text-sm text-blue-900">
            <p className="flex items-center gap-2 font-medium">
              <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
              {daysRemainingText(status.daysRemaining)}
            </p>
            {status.trialEndsAt && <p>It ends on {trialDate(status.trialEndsAt)}.</p>}
          </div>
          <PlanAction label="Upgrade now" />
        </section>
      )}
      {atLimit && (
        <section
          aria-label={DYNAMIC_MESSAGES.limitReachedTitle}
          className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid gap-1 text-sm text-amber-900">
            <p className="flex items-center gap-2 font-semibold">
              <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
              {DYNAMIC_MESSAGES.limitReachedTitle}
            </p>
            <p>
              {DYNAMIC_MESSAGES.limitReached(status.dynamicQRLimit ?? status.dynamicQRUsed)}{' '}
              {status.hasExpired &&
                status.trialEndsAt &&
                `Your free trial ended on ${trialDate(status.trialEndsAt)}. `}
              {canEdit
                ? 'Your existing codes keep working, and you can still edit, pause and export them.'
                : 'Your existing codes keep working.'}
            </p>
            {status.canStartTrial && <TrialOffer status={status} className="mt-2" />}
          </div>
          <PlanAction label="Upgrade" />
        </section>
      )}
    </div>
  );
}
