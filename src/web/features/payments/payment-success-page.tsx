import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Loader2 } from 'lucide-react';
import type { PaymentStatus } from '../../../contracts/payments.js';
import { apiRequest } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { HomeLink, StandalonePage } from '../../components/ui/standalone-page.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useMailStatus } from '../mail-status/index.js';
import { formatMoney } from './money.js';

function Actions() {
  const { t } = useAppT('payments');
  return (
    <div className="mt-6 flex flex-wrap items-center gap-4">
      <Button variant="outline" onClick={() => window.history.back()}>
        {t('action.goBack')}
      </Button>
      <HomeLink>{t('action.returnHome')}</HomeLink>
    </div>
  );
}

/**
 * /payment-success (spec 001 §2; no layout): where Stripe returns after a redirect. It asks the
 * server for the intent's real status (read from Stripe, with the intent's client secret) before
 * saying "Payment Successful!"; the query string alone proves nothing. In the language
 * AppLanguage gives the buyer (issue 42); the product's name stays as the seller wrote it.
 */
export function PaymentSuccessPage() {
  const { t, locale } = useAppT('payments');
  useDocumentTitle(t('success.title'));
  // Said only once the server has told us it sends mail (never while that answer is loading).
  const mail = useMailStatus();
  const mailed = mail.known && mail.mailed;
  const params = useMemo(() => new URLSearchParams(window.location.search), []);
  const intent = params.get('payment_intent');
  const secret = params.get('payment_intent_client_secret');
  const status = useQuery<PaymentStatus>({
    queryKey: ['/api/payment-status', intent],
    enabled: Boolean(intent && secret),
    queryFn: async () => {
      const query = new URLSearchParams({
        payment_intent: intent ?? '',
        payment_intent_client_secret: secret ?? '',
      });
      const res = await apiRequest('GET', `/api/payment-status?${query.toString()}`);
      return (await res.json()) as PaymentStatus;
    },
    // Card payments settle in seconds; other methods may stay processing a while.
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? 3000 : false),
  });

  if (!intent || !secret || status.isError) {
    return (
      <StandalonePage title={t('success.notFoundTitle')}>
        <p>{t('success.notFound')}</p>
        <Actions />
      </StandalonePage>
    );
  }
  if (status.isLoading || !status.data) {
    return (
      <StandalonePage title={t('success.checkingTitle')}>
        <p role="status" className="flex items-center gap-2">
          <Loader2 className="h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />{' '}
          {t('success.checking')}
        </p>
      </StandalonePage>
    );
  }
  const data = status.data;
  if (data.status === 'succeeded') {
    const amount = formatMoney(data.amount, data.currency, locale);
    return (
      <StandalonePage title={t('payment.succeeded')}>
        <CircleCheck className="h-10 w-10 text-teal-600" aria-hidden="true" />
        <p className="mt-3 break-words">
          {data.productName
            ? t('success.paidFor', { product: data.productName, amount })
            : t('success.paid', { amount })}
          {/* The receipt goes through the outbox: only a server with mail sends it. */}
          {mailed ? ` ${t('success.mailed')}` : ''}
        </p>
        <Actions />
      </StandalonePage>
    );
  }
  if (data.status === 'processing') {
    return (
      <StandalonePage title={t('payment.processingTitle')}>
        <p>{t('success.processing')}</p>
        <Actions />
      </StandalonePage>
    );
  }
  return (
    <StandalonePage title={t('success.notCompletedTitle')}>
      <p>{t('success.notCompleted')}</p>
      <Actions />
    </StandalonePage>
  );
}
