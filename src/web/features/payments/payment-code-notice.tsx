import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { PAYMENT_MESSAGES, type ConnectState } from '../../../contracts/payments.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { CONNECT_STATUS_QUERY_KEY } from './billing-api.js';

/**
 * Shown with the generator's payment form (signed in): before anyone fills it in, says plainly
 * when payment codes cannot be made, because payments are off on this server, or because the
 * user has no ready Stripe account yet (with a "Connect Stripe" link to account settings). The
 * server refuses the same cases (409 PAYMENTS_OFF, 403 CONNECT_REQUIRED); nothing when the user
 * may sell or while the state is unknown.
 */
export function PaymentCodeNotice() {
  const state = useQuery<ConnectState>({ queryKey: CONNECT_STATUS_QUERY_KEY, staleTime: 0 });
  const data = state.data;
  if (!data || data.canSell) return null;
  return (
    <div
      role="note"
      aria-label="Payment codes"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:col-span-2"
    >
      <p className="flex gap-2">
        <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {data.paymentsEnabled ? PAYMENT_MESSAGES.connectRequired : PAYMENT_MESSAGES.paymentCodesOff}
      </p>
      {data.paymentsEnabled && (
        <Link
          href="/account-settings#connect"
          className={buttonClasses('primary', 'w-full sm:w-auto sm:self-start')}
        >
          Connect Stripe
        </Link>
      )}
    </div>
  );
}
