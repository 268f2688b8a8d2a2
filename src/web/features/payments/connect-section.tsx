import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { PAYMENT_MESSAGES, type ConnectState } from '../../../contracts/payments.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast.js';
import type { AccountSectionProps } from '../account/index.js';
import { DetailRow, SectionCard } from '../account/index.js';
import { CONNECT_STATUS_QUERY_KEY } from './billing-api.js';

const STATUS_TEXT: Record<string, string> = {
  pending: 'Onboarding not finished',
  ready: 'Ready to receive payments',
  restricted: 'Restricted: Stripe needs more details',
};

/**
 * Account settings → "Receive payments": Stripe Connect (Express) for sellers of payment QR
 * codes. Connect opens Stripe's onboarding; back here (?connect=return) the state is read from
 * Stripe at once (the account.updated webhook keeps it current afterwards).
 */
export function ConnectSection(_props: AccountSectionProps) {
  const client = useQueryClient();
  const state = useQuery<ConnectState>({ queryKey: CONNECT_STATUS_QUERY_KEY, staleTime: 0 });
  const onboard = useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/connect/onboard');
      return (await res.json()) as { url: string };
    },
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      toast({
        title: 'Stripe onboarding not started',
        description: serverMessage(error) ?? 'Stripe could not be reached. Please try again.',
        variant: 'destructive',
      }),
  });
  const refresh = useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/connect/refresh');
      return (await res.json()) as ConnectState;
    },
    onSuccess: (next) => client.setQueryData(CONNECT_STATUS_QUERY_KEY, next),
  });
  const refreshed = useRef(false);
  useEffect(() => {
    if (refreshed.current) return;
    if (new URLSearchParams(window.location.search).get('connect') !== 'return') return;
    refreshed.current = true;
    refresh.mutate();
  }, [refresh]);

  // Arriving from the generator's "Connect Stripe" link (/account-settings#connect).
  const loaded = state.data !== undefined;
  useEffect(() => {
    if (!loaded || window.location.hash !== '#connect') return;
    document.getElementById('connect')?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const data = state.data;
  return (
    <SectionCard
      id="connect"
      title="Receive payments"
      description="Payment QR codes take card payments into your own Stripe account."
    >
      {state.isLoading && (
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading...
        </p>
      )}
      {state.isError && (
        <p className="text-sm text-red-700">The payment settings could not be loaded.</p>
      )}
      {data && !data.paymentsEnabled && (
        <p className="text-sm text-gray-600">{PAYMENT_MESSAGES.paymentsOff}</p>
      )}
      {data?.paymentsEnabled && (
        <>
          <dl>
            <DetailRow label="Stripe account">
              <span className="font-medium" data-testid="connect-status">
                {data.status ? STATUS_TEXT[data.status] : 'Not connected'}
              </span>
            </DetailRow>
            {data.platformFeePercent > 0 && (
              <DetailRow label="Platform fee">{data.platformFeePercent}% of each sale</DetailRow>
            )}
          </dl>
          {refresh.isPending && (
            <p className="mt-2 text-sm text-gray-600">Checking your account with Stripe...</p>
          )}
          {data.status !== 'ready' && (
            <Button className="mt-3" onClick={() => onboard.mutate()} disabled={onboard.isPending}>
              {onboard.isPending
                ? 'Opening Stripe...'
                : data.status
                  ? 'Continue Stripe onboarding'
                  : 'Connect Stripe'}
            </Button>
          )}
        </>
      )}
    </SectionCard>
  );
}
