import { useMutation, useQuery } from '@tanstack/react-query';
import type { BillingPlan } from '../../../contracts/payments.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { toast } from '../../components/ui/toast.js';

/** Cache key (and URL) of GET /api/billing/plan: payments on?, the Premium price from Stripe. */
export const BILLING_PLAN_QUERY_KEY = ['/api/billing/plan'] as const;

/** Cache key (and URL) of GET /api/connect/status: may this user sell through payment codes? */
export const CONNECT_STATUS_QUERY_KEY = ['/api/connect/status'] as const;

export function useBillingPlan() {
  return useQuery<BillingPlan>({ queryKey: BILLING_PLAN_QUERY_KEY });
}

/** Leaves for a Stripe page the server created (Checkout or the customer portal). */
function useStripeRedirect(url: string, failureTitle: string) {
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
        title: failureTitle,
        description: serverMessage(error) ?? 'Stripe could not be reached. Please try again.',
        variant: 'destructive',
      });
    },
  });
}

/** POST /api/billing/checkout, then off to Stripe Checkout for Premium. */
export function useStartCheckout() {
  return useStripeRedirect('/api/billing/checkout', 'Upgrade not started');
}

/** POST /api/billing/portal, then off to Stripe's customer portal (card, invoices, cancel). */
export function useOpenPortal() {
  return useStripeRedirect('/api/billing/portal', 'Subscription management unavailable');
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

/** Plan names as the user sees them, from /api/trial-status's subscriptionStatus and trial. */
export function planLabel(status: { subscriptionStatus: string; isActive: boolean }): string {
  if (status.subscriptionStatus === 'active') return 'Premium';
  if (status.subscriptionStatus === 'past_due') return 'Premium (payment due)';
  return status.isActive ? 'Free trial' : 'Free';
}
