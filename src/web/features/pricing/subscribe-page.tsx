import { createElement, lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, CircleAlert, Loader2 } from 'lucide-react';
import { Link } from 'wouter';
import { PLAN_LIMITS, type TrialStatus } from '../../../contracts/dynamic-codes.js';
import { formatPlanPrice, PAYMENT_MESSAGES } from '../../../contracts/payments.js';
import { Button } from '../../components/ui/button.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { useAuth } from '../auth/index.js';
import { TRIAL_STATUS_QUERY_KEY, TrialOffer } from '../trial/index.js';
import {
  BillingOwnersNote,
  PER_WORKSPACE_PRICING,
  useWorkspaceBilling,
} from '../workspaces/index.js';
import {
  planLabel,
  useBillingPlan,
  useOpenPortal,
  usePricingTableSession,
  useStartCheckout,
} from '../payments/index.js';

// The same dialog as the avatar menu's Subscription item, loaded when first opened.
const SubscriptionDialog = lazy(() =>
  import('../payments/subscription-dialog.js').then((m) => ({ default: m.SubscriptionDialog })),
);

/** After Checkout, how long the page waits for Stripe's webhook before saying so. */
const CONFIRM_POLL_MS = 2000;
const CONFIRM_GIVE_UP_MS = 60_000;

const FREE_FEATURES = [
  'Unlimited static QR codes to download',
  `${PLAN_LIMITS.free.dynamic} dynamic QR code (edit the destination after printing)`,
  `${PLAN_LIMITS.free.saved} saved QR codes`,
  `Detailed scan analytics for ${PLAN_LIMITS.free.detailedScansPerMonth} scans per code each month (every scan is still counted)`,
];
const PREMIUM_FEATURES = [
  'Unlimited static QR codes to download',
  'Unlimited dynamic QR codes',
  'Unlimited saved QR codes',
  'Detailed scan analytics for every scan',
];

type Return = 'success' | 'canceled' | 'portal' | null;

function readReturn(): Return {
  // Prerendered at build time: no return from Stripe (the server sends that page only without
  // a query string).
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  if (params.get('checkout') === 'success') return 'success';
  if (params.get('checkout') === 'canceled') return 'canceled';
  if (params.get('portal') === 'return') return 'portal';
  return null;
}

/**
 * /subscribe (spec 001 §2, issue 15): "Choose Your Plan", the free trial, and Free against
 * Premium built from the real limits, with Premium's price read from Stripe. When
 * STRIPE_PRICING_TABLE_ID is set, Stripe's hosted pricing table replaces our table for a signed-in
 * user without Premium, bound to the user's own Stripe customer (a Customer Session) so the
 * subscription cannot land anywhere else; visitors see our table (an account comes first, or a
 * payment would belong to no one) and subscribers theirs with "Manage subscription". Back from
 * Checkout, the page waits for the webhook (it never takes the query string's word for it).
 */
export function SubscribePage() {
  usePageMeta(
    'Choose Your Plan',
    'QR Shark Free and Premium side by side: what each plan includes, the free trial, and the Premium price.',
  );
  const { user } = useAuth();
  const billing = useWorkspaceBilling();
  const plan = useBillingPlan();
  const [returned] = useState<Return>(readReturn);
  const [startedAt] = useState(() => Date.now());
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const waiting = returned === 'success' && !waitedTooLong;
  const status = useQuery<TrialStatus>({
    queryKey: TRIAL_STATUS_QUERY_KEY,
    enabled: user !== null,
    // Fresh on arrival (the portal or Checkout may have changed it), then polled while waiting.
    staleTime: 0,
    refetchInterval: (query) =>
      waiting && query.state.data?.subscriptionStatus === 'free' ? CONFIRM_POLL_MS : false,
  });
  const subscription = status.data?.subscriptionStatus ?? 'free';
  const confirmed = subscription !== 'free';
  const pricingTableId = plan.data?.pricingTableId ?? null;
  const publishableKey = plan.data?.publishableKey ?? null;
  const tableSession = usePricingTableSession(
    user !== null &&
      billing.canManageBilling &&
      pricingTableId !== null &&
      status.isSuccess &&
      !confirmed,
  );

  useEffect(() => {
    if (!waiting || confirmed) return undefined;
    const left = CONFIRM_GIVE_UP_MS - (Date.now() - startedAt);
    const timer = window.setTimeout(() => setWaitedTooLong(true), Math.max(0, left));
    return () => window.clearTimeout(timer);
  }, [waiting, confirmed, startedAt]);

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
        Choose Your Plan
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-gray-600">
        Start with a {PLAN_LIMITS.trialDays}-day free trial: up to {PLAN_LIMITS.trial.dynamic}{' '}
        dynamic codes, no card needed. Your codes keep working whichever plan you are on.
      </p>
      <p className="mt-2 max-w-2xl text-gray-600" data-testid="per-workspace-pricing">
        {PER_WORKSPACE_PRICING} The trial is once per account and applies to your personal
        workspace.
        {user && billing.name && (
          <>
            {' '}
            You are looking at the plan of <strong>{billing.name}</strong>.
          </>
        )}
      </p>
      {user && <TrialOffer status={status.data} className="mt-4 max-w-2xl" />}
      {user && (
        <Button variant="outline" className="mt-4" onClick={() => setDialogOpen(true)}>
          My subscription
        </Button>
      )}
      {dialogOpen && (
        <Suspense fallback={null}>
          <SubscriptionDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            showComparePlans={false}
          />
        </Suspense>
      )}

      <div className="mt-6 grid gap-3" aria-live="polite">
        {returned === 'success' && user && (
          <CheckoutResult confirmed={confirmed} gaveUp={waitedTooLong} />
        )}
        {returned === 'canceled' && (
          <Notice tone="info">Checkout was canceled. You have not been charged.</Notice>
        )}
        {subscription === 'past_due' && <PastDueNotice />}
      </div>

      {plan.isLoading && (
        <p className="mt-10 flex items-center gap-2 text-gray-600">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading plans...
        </p>
      )}
      {plan.isError && (
        <Notice tone="error">
          The plans could not be loaded. Please reload the page to try again.
        </Notice>
      )}
      {plan.data && !plan.data.paymentsEnabled && (
        <div className="mt-6">
          <Notice tone="info">{PAYMENT_MESSAGES.paymentsOff}</Notice>
        </div>
      )}
      {user && !billing.canManageBilling ? (
        <div className="mt-6">
          <BillingOwnersNote workspaceId={billing.workspaceId} />
        </div>
      ) : null}
      {pricingTableId && publishableKey && user && tableSession.data && !confirmed ? (
        <StripePricingTable
          pricingTableId={pricingTableId}
          publishableKey={publishableKey}
          customerSessionSecret={tableSession.data.clientSecret}
          userId={user.id}
        />
      ) : tableSession.isPending && tableSession.fetchStatus === 'fetching' ? (
        <p className="mt-10 flex items-center gap-2 text-gray-600">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading plans...
        </p>
      ) : (
        plan.data && (
          <PlanTable
            price={plan.data.premium ? formatPlanPrice(plan.data.premium) : null}
            signedIn={user !== null}
            canManage={billing.canManageBilling}
            currentLabel={status.data ? planLabel(status.data) : null}
            subscribed={confirmed}
          />
        )
      )}
    </section>
  );
}

function Notice({
  tone,
  children,
}: {
  tone: 'info' | 'error' | 'success';
  children: React.ReactNode;
}) {
  const styles = {
    info: 'border-blue-200 bg-blue-50 text-blue-900',
    error: 'border-red-200 bg-red-50 text-red-900',
    success: 'border-green-200 bg-green-50 text-green-900',
  }[tone];
  return <div className={`rounded-lg border p-4 text-sm ${styles}`}>{children}</div>;
}

function CheckoutResult({ confirmed, gaveUp }: { confirmed: boolean; gaveUp: boolean }) {
  if (confirmed) {
    return (
      <Notice tone="success">
        <strong>Welcome to Premium!</strong> Stripe confirmed your subscription: every limit is
        lifted.
      </Notice>
    );
  }
  if (gaveUp) {
    return (
      <Notice tone="info">
        Stripe has not confirmed the payment yet. It is still processing; this page shows Premium
        once it arrives. Reload in a minute, or contact support if it does not.
      </Notice>
    );
  }
  return (
    <Notice tone="info">
      <span className="flex items-center gap-2">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        Still processing: waiting for Stripe to confirm your subscription...
      </span>
    </Notice>
  );
}

/** Premium with a failed renewal: still Premium while Stripe retries, asking to fix the card. */
export function PastDueNotice() {
  const portal = useOpenPortal();
  return (
    <section
      aria-label="Payment due"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2">
        <CircleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
        Your last Premium payment failed. Update your card to keep Premium.
      </p>
      <Button onClick={() => portal.mutate()} disabled={portal.isPending}>
        {portal.isPending ? 'Opening...' : 'Update card'}
      </Button>
    </section>
  );
}

function FeatureList({ items }: { items: string[] }) {
  return (
    <ul className="mt-6 grid gap-3 text-sm text-gray-700">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function PlanTable({
  price,
  signedIn,
  canManage,
  currentLabel,
  subscribed,
}: {
  price: string | null;
  signedIn: boolean;
  /** An owner of the tab's workspace (Premium is the workspace's): others see who can upgrade. */
  canManage: boolean;
  currentLabel: string | null;
  subscribed: boolean;
}) {
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  let action: React.ReactNode;
  if (!price) {
    action = <p className="text-sm text-gray-600">{PAYMENT_MESSAGES.priceMissing}</p>;
  } else if (!signedIn) {
    action = (
      <Link href="/register" className={buttonClasses('primary', 'w-full')}>
        Create an account to upgrade
      </Link>
    );
  } else if (!canManage) {
    action = (
      <p className="text-sm text-gray-600">Only an owner of this workspace can change its plan.</p>
    );
  } else if (subscribed) {
    action = (
      <Button className="w-full" onClick={() => portal.mutate()} disabled={portal.isPending}>
        {portal.isPending ? 'Opening...' : 'Manage subscription'}
      </Button>
    );
  } else {
    action = (
      <Button className="w-full" onClick={() => checkout.mutate()} disabled={checkout.isPending}>
        {checkout.isPending ? 'Redirecting...' : 'Upgrade'}
      </Button>
    );
  }
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-2">
      <article aria-labelledby="plan-free" className="rounded-xl border border-gray-200 p-6">
        <h2 id="plan-free" className="text-xl font-semibold text-gray-900">
          Free
        </h2>
        <p className="mt-2 text-3xl font-bold text-gray-900">$0</p>
        {currentLabel && !subscribed && (
          <p className="mt-2 text-sm font-medium text-primary">Your plan: {currentLabel}</p>
        )}
        <FeatureList items={FREE_FEATURES} />
      </article>
      <article
        aria-labelledby="plan-premium"
        className="flex flex-col rounded-xl border-2 border-primary p-6"
      >
        <h2 id="plan-premium" className="text-xl font-semibold text-gray-900">
          Premium
        </h2>
        <p className="mt-2 text-3xl font-bold text-gray-900" data-testid="premium-price">
          {price ?? 'Not on sale'}
        </p>
        {currentLabel && subscribed && (
          <p className="mt-2 text-sm font-medium text-primary">Your plan: {currentLabel}</p>
        )}
        <FeatureList items={PREMIUM_FEATURES} />
        <div className="mt-auto pt-6">{action}</div>
        {signedIn && price && !subscribed && (
          <p className="mt-3 text-xs text-gray-500">
            Payment is handled by Stripe. Cancel any time from &quot;Manage subscription&quot;.
          </p>
        )}
      </article>
    </div>
  );
}

const PRICING_TABLE_SCRIPT = 'https://js.stripe.com/v3/pricing-table.js';

/**
 * Stripe's hosted pricing table (001 §2) for the signed-in user: the Customer Session makes its
 * Checkout subscribe the user's own customer, created with the user's e-mail, which Stripe
 * prefills (Stripe takes customer-email only without a Customer Session). The user id rides
 * along as client-reference-id; the webhook never trusts it over the customer.
 */
function StripePricingTable(props: {
  pricingTableId: string;
  publishableKey: string;
  customerSessionSecret: string;
  userId: number;
}) {
  useEffect(() => {
    if (document.querySelector(`script[src="${PRICING_TABLE_SCRIPT}"]`)) return;
    const script = document.createElement('script');
    script.src = PRICING_TABLE_SCRIPT;
    script.async = true;
    document.head.appendChild(script);
  }, []);
  return (
    <div className="mt-10">
      {createElement('stripe-pricing-table', {
        'pricing-table-id': props.pricingTableId,
        'publishable-key': props.publishableKey,
        'customer-session-client-secret': props.customerSessionSecret,
        'client-reference-id': String(props.userId),
      })}
    </div>
  );
}
