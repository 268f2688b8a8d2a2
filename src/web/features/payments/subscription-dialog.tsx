import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, X } from 'lucide-react';
import { Link } from 'wouter';
import { PAYMENT_MESSAGES } from '../../../contracts/payments.js';
import { Button } from '../../components/ui/button.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { useT } from '../../lib/i18n/i18n.js';
import { localizeMessage } from '../../lib/i18n/localize-message.js';
import { TrialOffer, useTrialStatus } from '../trial/index.js';
import { BillingOwnersNote, useWorkspaceBilling } from '../workspaces/index.js';
import {
  planLabel,
  planPrice,
  useBillingPlan,
  useOpenPortal,
  useStartCheckout,
} from './billing-api.js';

/**
 * The Subscription Management dialog (spec 001 §2, issues 14 and 15), opened from the avatar
 * menu's Subscription item and from /subscribe: the current plan, Premium's price as Stripe's
 * Price says, and a working Upgrade (Checkout) or Manage subscription (customer portal) button.
 * `showComparePlans` adds a link to /subscribe (pointless when opened there). The header's menu
 * and /subscribe open it on public pages too, so it speaks through the site's messages (the
 * billing namespace): in the page's language, in the app the account's (issue 42). The workspace
 * owners' note is the workspaces feature's (English outside the app).
 */
export function SubscriptionDialog({
  open,
  onOpenChange,
  showComparePlans = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  showComparePlans?: boolean;
}) {
  const plan = useBillingPlan();
  const { status, isLoading } = useTrialStatus();
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const subscribed = status !== undefined && status.subscriptionStatus !== 'free';
  const premium = plan.data?.premium;
  const billing = useWorkspaceBilling();
  const { t, locale } = useT('billing');

  let action: React.ReactNode = null;
  if (plan.data && !plan.data.paymentsEnabled) {
    action = (
      <p className="text-sm text-gray-600">{localizeMessage(PAYMENT_MESSAGES.paymentsOff)}</p>
    );
  } else if (!billing.canManageBilling) {
    action = <BillingOwnersNote workspaceId={billing.workspaceId} />;
  } else if (subscribed) {
    action = (
      <Button
        className="w-full text-center"
        onClick={() => portal.mutate()}
        disabled={portal.isPending}
      >
        {portal.isPending ? t('action.opening') : t('action.manage')}
      </Button>
    );
  } else if (premium) {
    action = (
      <Button
        className="w-full text-center"
        onClick={() => checkout.mutate()}
        disabled={checkout.isPending}
      >
        {checkout.isPending ? t('action.redirecting') : t('action.upgrade')}
      </Button>
    );
  } else if (plan.data) {
    action = (
      <p className="text-sm text-gray-600">{localizeMessage(PAYMENT_MESSAGES.priceMissing)}</p>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-[425px] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="pr-6 text-lg font-semibold break-words text-gray-900">
            {t('dialog.title')}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-gray-600">
            {billing.name
              ? t('dialog.workspacePlan', { name: billing.name })
              : t('dialog.yourPlan')}{' '}
            {t('dialog.perWorkspace')}
          </Dialog.Description>
          {isLoading || plan.isLoading ? (
            <p className="flex items-center gap-2 text-sm text-gray-600">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {t('dialog.loading')}
            </p>
          ) : (
            <div className="grid gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 p-3">
                <span className="min-w-0 text-sm break-words text-gray-700">
                  {t('dialog.currentPlan')}
                </span>
                <span className="rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold text-gray-900">
                  {t(status ? planLabel(status) : 'plan.unknown')}
                </span>
              </div>
              {status?.subscriptionStatus === 'past_due' && (
                <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                  {t('dialog.pastDue')}
                </p>
              )}
              {premium && (
                <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-primary p-3">
                  <span className="text-sm font-medium text-gray-900">{t('plan.premium')}</span>
                  <span className="text-sm font-semibold text-gray-900">
                    {planPrice(premium, locale, t)}
                  </span>
                </div>
              )}
              {plan.isError && <p className="text-sm text-red-700">{t('dialog.priceFailed')}</p>}
              <TrialOffer status={status} />
              {action}
              {showComparePlans && (
                <Link
                  href="/subscribe"
                  onClick={() => onOpenChange(false)}
                  className={buttonClasses('outline', 'w-full text-center')}
                >
                  {t('dialog.comparePlans')}
                </Link>
              )}
            </div>
          )}
          <Dialog.Close asChild>
            <Button variant="ghost">{t('dialog.close')}</Button>
          </Dialog.Close>
          <Dialog.Close
            aria-label={t('dialog.closeLabel')}
            className="absolute top-3 right-3 rounded p-1 text-gray-500 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
