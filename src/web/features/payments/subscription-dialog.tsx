import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, X } from 'lucide-react';
import { Link } from 'wouter';
import { formatPlanPrice, PAYMENT_MESSAGES } from '../../../contracts/payments.js';
import { Button } from '../../components/ui/button.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { TrialOffer, useTrialStatus } from '../trial/index.js';
import {
  BillingOwnersNote,
  PER_WORKSPACE_PRICING,
  useWorkspaceBilling,
} from '../workspaces/index.js';
import { planLabel, useBillingPlan, useOpenPortal, useStartCheckout } from './billing-api.js';

/**
 * The Subscription Management dialog (spec 001 §2, issues 14 and 15), opened from the avatar
 * menu's Subscription item and from /subscribe: the current plan, Premium's price as Stripe's
 * Price says, and a working Upgrade (Checkout) or Manage subscription (customer portal) button.
 * `showComparePlans` adds a link to /subscribe (pointless when opened there).
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

  let action: React.ReactNode = null;
  if (plan.data && !plan.data.paymentsEnabled) {
    action = <p className="text-sm text-gray-600">{PAYMENT_MESSAGES.paymentsOff}</p>;
  } else if (!billing.canManageBilling) {
    action = <BillingOwnersNote workspaceId={billing.workspaceId} />;
  } else if (subscribed) {
    action = (
      <Button className="w-full" onClick={() => portal.mutate()} disabled={portal.isPending}>
        {portal.isPending ? 'Opening...' : 'Manage subscription'}
      </Button>
    );
  } else if (premium) {
    action = (
      <Button className="w-full" onClick={() => checkout.mutate()} disabled={checkout.isPending}>
        {checkout.isPending ? 'Redirecting...' : 'Upgrade to Premium'}
      </Button>
    );
  } else if (plan.data) {
    action = <p className="text-sm text-gray-600">{PAYMENT_MESSAGES.priceMissing}</p>;
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-[425px] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-gray-900">
            Subscription Management
          </Dialog.Title>
          <Dialog.Description className="text-sm text-gray-600">
            {billing.name
              ? `The plan of the workspace “${billing.name}” and what Premium adds.`
              : 'Your current plan and what Premium adds.'}{' '}
            {PER_WORKSPACE_PRICING}
          </Dialog.Description>
          {isLoading || plan.isLoading ? (
            <p className="flex items-center gap-2 text-sm text-gray-600">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading...
            </p>
          ) : (
            <div className="grid gap-3">
              <div className="flex items-center justify-between rounded-md border border-gray-200 p-3">
                <span className="text-sm text-gray-700">Current plan</span>
                <span className="rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold text-gray-900">
                  {status ? planLabel(status) : 'Unknown'}
                </span>
              </div>
              {status?.subscriptionStatus === 'past_due' && (
                <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                  Your last payment failed. Update your card in &quot;Manage subscription&quot; to
                  keep Premium.
                </p>
              )}
              {premium && (
                <div className="flex items-center justify-between rounded-md border border-primary p-3">
                  <span className="text-sm font-medium text-gray-900">Premium</span>
                  <span className="text-sm font-semibold text-gray-900">
                    {formatPlanPrice(premium)}
                  </span>
                </div>
              )}
              {plan.isError && (
                <p className="text-sm text-red-700">
                  The price could not be loaded. Try again later.
                </p>
              )}
              <TrialOffer status={status} />
              {action}
              {showComparePlans && (
                <Link
                  href="/subscribe"
                  onClick={() => onOpenChange(false)}
                  className={buttonClasses('outline', 'w-full')}
                >
                  Compare plans
                </Link>
              )}
            </div>
          )}
          <Dialog.Close asChild>
            <Button variant="ghost">Close</Button>
          </Dialog.Close>
          <Dialog.Close
            aria-label="Close dialog"
            className="absolute top-3 right-3 rounded p-1 text-gray-500 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
