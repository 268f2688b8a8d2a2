import { useMutation, useQuery } from '@tanstack/react-query';
import type { SiteBillingMessageId } from '../../../contracts/i18n/catalogues/site-billing/en.js';
import type { MessageValues } from '../../../contracts/i18n/format.js';
import type { Locale } from '../../../contracts/i18n/locales.js';
import { formatCents, type BillingPlan } from '../../../contracts/payments.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { useT } from '../../lib/i18n/i18n.js';
import { toast } from '../../components/ui/toast.js';

/** Cache key (and URL) of GET /api/billing/plan: payments on?, the Premium price from Stripe. */
export const BILLING_PLAN_QUERY_KEY = ['/api/billing/plan'] as const;

/** Cache key (and URL) of GET /api/connect/status: may this user sell through payment codes? */
export const CONNECT_STATUS_QUERY_KEY = ['/api/connect/status'] as const;

export function useBillingPlan() {
  return useQuery<BillingPlan>({ queryKey: BILLING_PLAN_QUERY_KEY });
}

/**
 * Leaves for a Stripe page the server created (Checkout or the customer portal); a failure is
 * a toast in the page's language (the billing messages, shown on public pages and in the app).
 */
function useStripeRedirect(
  url: string,
  failureTitle: 'toast.checkoutFailed' | 'toast.portalFailed',
) {
  const { t } = useT('billing');
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', url);
      return (await res.json()) as { url: string };
    },
    onSuccess: ({ url: to }) => {
      window.location.assign(to);
    },
    onError: (error) => {
      toast({
        title: t(failureTitle),
        description: serverMessage(error) ?? t('toast.unreachable'),
        variant: 'destructive',
      });
    },
  });
}

/** POST /api/billing/checkout, then off to Stripe Checkout for Premium. */
export function useStartCheckout() {
  return useStripeRedirect('/api/billing/checkout', 'toast.checkoutFailed');
}

/** POST /api/billing/portal, then off to Stripe's customer portal (card, invoices, cancel). */
export function useOpenPortal() {
  return useStripeRedirect('/api/billing/portal', 'toast.portalFailed');
}

/**
 * POST /api/billing/pricing-table-session while `enabled`: the client secret of a Customer
 * Session that lets Stripe's pricing table subscribe the signed-in user's own customer. Stripe
 * gives it 30 minutes; it is fetched anew after 20.
 */
export function usePricingTableSession(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/billing/pricing-table-session'],
    enabled,
    staleTime: 20 * 60 * 1000,
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      const res = await apiRequest('POST', '/api/billing/pricing-table-session');
      return (await res.json()) as { clientSecret: string };
    },
  });
}

/** The message id (billing catalogue) of a plan's name: "Premium", "Free trial", "Free"... */
export type PlanLabelId = Extract<SiteBillingMessageId, `plan.${string}`>;

/**
 * The plan a status stands for, from /api/trial-status's subscriptionStatus and trial, as the id
 * of its name in the billing catalogue: `t(planLabel(status))` says it in the page's language.
 */
export function planLabel(status: {
  subscriptionStatus: string;
  isActive: boolean;
}): Exclude<PlanLabelId, 'plan.unknown'> {
  if (status.subscriptionStatus === 'active') return 'plan.premium';
  if (status.subscriptionStatus === 'past_due') return 'plan.pastDue';
  return status.isActive ? 'plan.trial' : 'plan.free';
}

type PriceMessageId = Extract<SiteBillingMessageId, `price.${string}`>;

/**
 * Premium's price as Stripe's Price says, in `locale`: "$9.99/month" and "$99.00 every 12
 * months" in English (contracts/payments.ts's formatPlanPrice, word for word), "9,99 $/Monat" in
 * German. `t` is the billing translator (or any with the same 'price.*' messages).
 */
export function planPrice(
  premium: NonNullable<BillingPlan['premium']>,
  locale: Locale,
  t: (id: PriceMessageId, values?: MessageValues) => string,
): string {
  const amount =
    locale === 'en'
      ? formatCents(premium.amount, premium.currency)
      : new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: premium.currency.toUpperCase(),
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(premium.amount / 100);
  return premium.intervalCount === 1
    ? t('price.interval', { amount, interval: premium.interval })
    : t('price.intervalCount', {
        amount,
        count: premium.intervalCount,
        interval: premium.interval,
      });
}
