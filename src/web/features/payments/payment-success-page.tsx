import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Loader2 } from 'lucide-react';
import { formatCents, PAYMENT_MESSAGES, type PaymentStatus } from '../../../contracts/payments.js';
import { apiRequest } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { HomeLink, StandalonePage } from '../../components/ui/standalone-page.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useMailStatus } from '../mail-status/index.js';

function Actions() {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-4">
      <Button variant="outline" onClick={() => window.history.back()}>
        Go Back
      </Button>
      <HomeLink />
    </div>
  );
}

/**
 * /payment-success (spec 001 §2; no layout): where Stripe returns after a redirect. It asks the
 * server for the intent's real status (read from Stripe, with the intent's client secret) before
 * saying "Payment Successful!"; the query string alone proves nothing.
 */
export function PaymentSuccessPage() {
  useDocumentTitle('Payment');
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
      <StandalonePage title="Payment not found">
        <p>
          We could not find this payment. If you were charged, your receipt e-mail has the details.
        </p>
        <Actions />
      </StandalonePage>
    );
  }
  if (status.isLoading || !status.data) {
    return (
      <StandalonePage title="Checking your payment">
        <p role="status" className="flex items-center gap-2">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Asking Stripe for the
          payment&apos;s status...
        </p>
      </StandalonePage>
    );
  }
  const data = status.data;
  if (data.status === 'succeeded') {
    return (
      <StandalonePage title={PAYMENT_MESSAGES.succeeded}>
        <CircleCheck className="h-10 w-10 text-teal-600" aria-hidden="true" />
        <p className="mt-3">
          {data.productName ? `${data.productName}: ` : ''}
          {formatCents(data.amount, data.currency)} paid.
          {/* The receipt goes through the outbox: only a server with mail sends it. */}
          {mailed ? ' A confirmation e-mail will be sent to you shortly.' : ''}
        </p>
        <Actions />
      </StandalonePage>
    );
  }
  if (data.status === 'processing') {
    return (
      <StandalonePage title={PAYMENT_MESSAGES.paymentProcessingTitle}>
        <p>{PAYMENT_MESSAGES.paymentProcessing}. This page updates when it completes.</p>
        <Actions />
      </StandalonePage>
    );
  }
  return (
    <StandalonePage title="Payment not completed">
      <p>
        The payment did not go through and you have not been charged. You can go back and try again.
      </p>
      <Actions />
    </StandalonePage>
  );
}
