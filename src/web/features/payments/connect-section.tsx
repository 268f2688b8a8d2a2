import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ConnectState } from '../../../contracts/payments.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { Button } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast.js';
import type { AccountSectionProps } from '../account/index.js';
import { DetailRow, SectionCard } from '../account/index.js';
import { CONNECT_STATUS_QUERY_KEY } from './billing-api.js';
import { formatPercent } from './money.js';

/**
 * Account settings → "Receive payments": Stripe Connect (Express) for sellers of payment QR
 * codes. Connect opens Stripe's onboarding; back here (?connect=return) the state is read from
 * Stripe at once (the account.updated webhook keeps it current afterwards). In the account's
 * language (issue 42); the server's reasons stay as it wrote them.
 */
export function ConnectSection(_props: AccountSectionProps) {
  const { t, locale } = useAppT('payments');
  const common = useAppT('common');
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
        title: t('connect.notStarted'),
        description: serverMessage(error) ?? t('connect.unreachable'),
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
    <SectionCard id="connect" title={t('connect.title')} description={t('connect.description')}>
      {state.isLoading && (
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {common.t('loading')}
        </p>
      )}
      {state.isError && <p className="text-sm text-red-700">{t('connect.loadFailed')}</p>}
      {data && !data.paymentsEnabled && (
        <p className="text-sm text-gray-600">{t('payments.off')}</p>
      )}
      {data?.paymentsEnabled && (
        <>
          <dl>
            <DetailRow label={t('connect.account')}>
              <span className="font-medium" data-testid="connect-status">
                {data.status ? t(`connect.status.${data.status}`) : t('connect.notConnected')}
              </span>
            </DetailRow>
            {data.platformFeePercent > 0 && (
              <DetailRow label={t('connect.fee')}>
                {t('connect.feeValue', {
                  percent: formatPercent(data.platformFeePercent, locale),
                })}
              </DetailRow>
            )}
          </dl>
          {refresh.isPending && (
            <p className="mt-2 text-sm text-gray-600">{t('connect.checking')}</p>
          )}
          {data.status !== 'ready' && (
            <Button
              className="mt-3 max-w-full text-center"
              onClick={() => onboard.mutate()}
              disabled={onboard.isPending}
            >
              {onboard.isPending
                ? t('connect.opening')
                : data.status
                  ? t('connect.continue')
                  : t('connect.connect')}
            </Button>
          )}
        </>
      )}
    </SectionCard>
  );
}
