import { Clock, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import type { TrialStatus } from '../../../contracts/dynamic-codes.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { useAppT, useT } from '../../lib/i18n/i18n.js';
import { isSubscribed } from './trial-status.js';
import { TrialOffer, trialDate } from './trial-offer.js';
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
    <Link href="/subscribe" className={buttonClasses('primary', 'w-full text-center sm:w-auto')}>
      {label}
    </Link>
  );
}

/**
 * The dashboard's plan banners (spec 000 §2, §4): days remaining while a trial is active, and
 * the limit-reached banner when no more dynamic codes may be created (an expired trial at its
 * limit, or the free plan at its limit). Nothing when subscribed or while the status is unknown.
 * Existing codes keep working either way (ARCHITECTURE principle 2), and the banner says so.
 * On the dashboard only (AppLanguage): in the account's language (issue 42). The trial offer and
 * its "ended on" line are the billing messages (TrialOffer's, also shown on public pages).
 */
export function TrialBanners({ status }: { status: TrialStatus | undefined }) {
  const { t, locale } = useAppT('trial');
  const offerWords = useT('billing');
  // A viewer changes nothing: the banner does not tell them they can edit or pause.
  const canEdit = useCanEdit();
  if (status?.subscriptionStatus === 'past_due') {
    // Still Premium while Stripe retries the card; the banner asks to fix it.
    return (
      <section
        aria-label={t('pastDue.label')}
        className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium break-words text-amber-900">
          <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('pastDue.text')}
        </p>
        <PlanAction label={t('pastDue.action')} />
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
          aria-label={t('running.label')}
          className="flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid min-w-0 gap-1 text-sm break-words text-blue-900">
            <p className="flex items-center gap-2 font-medium">
              <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
              {t('running.daysLeft', { days: status.daysRemaining })}
            </p>
            {status.trialEndsAt && (
              <p>{t('running.endsOn', { date: trialDate(status.trialEndsAt, locale) })}</p>
            )}
          </div>
          <PlanAction label={t('running.action')} />
        </section>
      )}
      {atLimit && (
        <section
          aria-label={t('limit.title')}
          className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid min-w-0 gap-1 text-sm break-words text-amber-900">
            <p className="flex items-center gap-2 font-semibold">
              <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
              {t('limit.title')}
            </p>
            <p>
              {t('limit.reached', { limit: status.dynamicQRLimit ?? status.dynamicQRUsed })}{' '}
              {status.hasExpired && status.trialEndsAt && (
                <>{offerWords.t('offer.ended', { date: trialDate(status.trialEndsAt, locale) })} </>
              )}
              {canEdit ? t('limit.keepWorkingEditable') : t('limit.keepWorking')}
            </p>
            {status.canStartTrial && <TrialOffer status={status} className="mt-2" />}
          </div>
          <PlanAction label={t('limit.action')} />
        </section>
      )}
    </div>
  );
}
