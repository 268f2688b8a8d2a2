import { createElement, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, CircleAlert, Loader2 } from 'lucide-react';
import { PLAN_LIMITS, type TrialStatus } from '../../../contracts/dynamic-codes.js';
import type { SiteSubscribeMessageId } from '../../../contracts/i18n/catalogues/site-subscribe/en.js';
import type { Locale } from '../../../contracts/i18n/locales.js';
import { formatCents, type BillingPlan } from '../../../contracts/payments.js';
import { Button } from '../../components/ui/button.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { useT, type SiteTranslator } from '../../lib/i18n/i18n.js';
import { SiteLink } from '../../lib/i18n/site-link.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { useAuth } from '../auth/index.js';
import { TRIAL_STATUS_QUERY_KEY, TrialOffer } from '../trial/index.js';
import { BillingOwnersNote, useWorkspaceBilling } from '../workspaces/index.js';
import {
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

type Translator = SiteTranslator<SiteSubscribeMessageId>;

const freeFeatures = ({ t }: Translator) => [
  t('features.staticUnlimited'),
  t('features.dynamicFree', { count: PLAN_LIMITS.free.dynamic }),
  t('features.savedFree', { count: PLAN_LIMITS.free.saved }),
  t('features.analyticsFree', { count: PLAN_LIMITS.free.detailedScansPerMonth }),
];
const premiumFeatures = ({ t }: Translator) => [
  t('features.staticUnlimited'),
  t('features.dynamicUnlimited'),
  t('features.savedUnlimited'),
  t('features.analyticsAll'),
];

/** The plan a status stands for (payments' planLabel), in the page's language. */
function planName(status: { subscriptionStatus: string; isActive: boolean }, { t }: Translator) {
  if (status.subscriptionStatus === 'active') return t('plan.premium');
  if (status.subscriptionStatus === 'past_due') return t('plan.pastDue');
  return status.isActive ? t('plan.trial') : t('plan.free');
}

/** An amount of money in the page's language (English keeps payments' "$9.99"). */
function money(cents: number, currency: string, locale: Locale, digits = 2): string {
  if (locale === 'en') return digits === 0 ? `$${cents / 100}` : formatCents(cents, currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

/** Premium's price ("$9.99/month", "9,99 $/Monat"): payments' formatPlanPrice in the language. */
function planPrice(premium: NonNullable<BillingPlan['premium']>, i18n: Translator): string {
  const amount = money(premium.amount, premium.currency, i18n.locale);
  return premium.intervalCount === 1
    ? i18n.t('price.interval', { amount, interval: premium.interval })
    : i18n.t('price.intervalCount', {
        amount,
        count: premium.intervalCount,
        interval: premium.interval,
      });
}

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
 * In the page's language (/es/subscribe ..., issue 42); the trial offer, the subscription dialog
 * and the workspace owners' note are the app's, English only, and marked so.
 */
export function SubscribePage() {
  const i18n = useT('subscribe');
  const { t, rich, locale } = i18n;
  usePageMeta(t('page.title'), t('page.description'));
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
        {t('page.title')}
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-gray-600">
        {t('page.intro', { days: PLAN_LIMITS.trialDays, dynamic: PLAN_LIMITS.trial.dynamic })}
      </p>
      <p className="mt-2 max-w-2xl text-gray-600" data-testid="per-workspace-pricing">
        {t('page.perWorkspace')} {t('page.trialOnce')}
        {user && billing.name && (
          <>
            {' '}
            {rich('page.lookingAt', {
              name: billing.name,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </>
        )}
      </p>
      {user && <TrialOffer status={status.data} className="mt-4 max-w-2xl" />}
      {user && (
        <Button variant="outline" className="mt-4" onClick={() => setDialogOpen(true)}>
          {t('page.mySubscription')}
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
        {returned === 'canceled' && <Notice tone="info">{t('notice.canceled')}</Notice>}
        {subscription === 'past_due' && <PastDueNotice />}
      </div>

      {plan.isLoading && (
        <p className="mt-10 flex items-center gap-2 text-gray-600">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {t('plans.loading')}
        </p>
      )}
      {plan.isError && <Notice tone="error">{t('plans.failed')}</Notice>}
      {plan.data && !plan.data.paymentsEnabled && (
        <div className="mt-6">
          <Notice tone="info">{t('plans.paymentsOff')}</Notice>
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
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {t('plans.loading')}
        </p>
      ) : (
        plan.data && (
          <PlanTable
            price={plan.data.premium ? planPrice(plan.data.premium, i18n) : null}
            freePrice={money(0, plan.data.premium?.currency ?? 'usd', locale, 0)}
            signedIn={user !== null}
            canManage={billing.canManageBilling}
            currentLabel={status.data ? planName(status.data, i18n) : null}
            subscribed={confirmed}
          />
        )
      )}
    </section>
  );
}

function Notice({ tone, children }: { tone: 'info' | 'error' | 'success'; children: ReactNode }) {
  const styles = {
    info: 'border-blue-200 bg-blue-50 text-blue-900',
    error: 'border-red-200 bg-red-50 text-red-900',
    success: 'border-green-200 bg-green-50 text-green-900',
  }[tone];
  return <div className={`rounded-lg border p-4 text-sm ${styles}`}>{children}</div>;
}

function CheckoutResult({ confirmed, gaveUp }: { confirmed: boolean; gaveUp: boolean }) {
  const { t, rich } = useT('subscribe');
  if (confirmed) {
    return (
      <Notice tone="success">
        {rich('checkout.confirmed', { strong: (chunks) => <strong>{chunks}</strong> })}
      </Notice>
    );
  }
  if (gaveUp) {
    return <Notice tone="info">{t('checkout.notYet')}</Notice>;
  }
  return (
    <Notice tone="info">
      <span className="flex items-center gap-2">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        {t('checkout.waiting')}
      </span>
    </Notice>
  );
}

/** Premium with a failed renewal: still Premium while Stripe retries, asking to fix the card. */
export function PastDueNotice() {
  const portal = useOpenPortal();
  const { t } = useT('subscribe');
  return (
    <section
      aria-label={t('pastDue.label')}
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2">
        <CircleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('pastDue.text')}
      </p>
      <Button onClick={() => portal.mutate()} disabled={portal.isPending}>
        {portal.isPending ? t('action.opening') : t('action.updateCard')}
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
  freePrice,
  signedIn,
  canManage,
  currentLabel,
  subscribed,
}: {
  price: string | null;
  /** "$0" in the page's language. */
  freePrice: string;
  signedIn: boolean;
  /** An owner of the tab's workspace (Premium is the workspace's): others see who can upgrade. */
  canManage: boolean;
  currentLabel: string | null;
  subscribed: boolean;
}) {
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  const i18n = useT('subscribe');
  const { t } = i18n;
  let action: ReactNode;
  if (!price) {
    action = <p className="text-sm text-gray-600">{t('plans.priceMissing')}</p>;
  } else if (!signedIn) {
    action = (
      <SiteLink to="/register" className={buttonClasses('primary', 'w-full')}>
        {t('action.register')}
      </SiteLink>
    );
  } else if (!canManage) {
    action = <p className="text-sm text-gray-600">{t('action.ownersOnly')}</p>;
  } else if (subscribed) {
    action = (
      <Button className="w-full" onClick={() => portal.mutate()} disabled={portal.isPending}>
        {portal.isPending ? t('action.opening') : t('action.manage')}
      </Button>
    );
  } else {
    action = (
      <Button className="w-full" onClick={() => checkout.mutate()} disabled={checkout.isPending}>
        {checkout.isPending ? t('action.redirecting') : t('action.upgrade')}
      </Button>
    );
  }
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-2">
      <article aria-labelledby="plan-free" className="rounded-xl border border-gray-200 p-6">
        <h2 id="plan-free" className="text-xl font-semibold text-gray-900">
          {t('free.title')}
        </h2>
        <p className="mt-2 text-3xl font-bold text-gray-900">{freePrice}</p>
        {currentLabel && !subscribed && (
          <p className="mt-2 text-sm font-medium text-primary">
            {t('plan.yours', { plan: currentLabel })}
          </p>
        )}
        <FeatureList items={freeFeatures(i18n)} />
      </article>
      <article
        aria-labelledby="plan-premium"
        className="flex flex-col rounded-xl border-2 border-primary p-6"
      >
        <h2 id="plan-premium" className="text-xl font-semibold text-gray-900">
          {t('premium.title')}
        </h2>
        <p className="mt-2 text-3xl font-bold text-gray-900" data-testid="premium-price">
          {price ?? t('premium.notOnSale')}
        </p>
        {currentLabel && subscribed && (
          <p className="mt-2 text-sm font-medium text-primary">
            {t('plan.yours', { plan: currentLabel })}
          </p>
        )}
        <FeatureList items={premiumFeatures(i18n)} />
        <div className="mt-auto pt-6">{action}</div>
        {signedIn && price && !subscribed && (
          <p className="mt-3 text-xs text-gray-500">{t('premium.stripeNote')}</p>
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
