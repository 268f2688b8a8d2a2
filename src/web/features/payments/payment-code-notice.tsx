import { useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import type { ConnectState } from '../../../contracts/payments.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { CONNECT_STATUS_QUERY_KEY } from './billing-api.js';

/**
 * Shown with the generator's payment form (signed in): before anyone fills it in, says plainly
 * when payment codes cannot be made, because payments are off on this server, or because the
 * user has no ready Stripe account yet (with a "Connect Stripe" link to account settings). The
 * server refuses the same cases (409 PAYMENTS_OFF, 403 CONNECT_REQUIRED); nothing when the user
 * may sell or while the state is unknown. Signed in only, so on the dashboard (AppLanguage): in
 * the account's language (issue 42).
 */
export function PaymentCodeNotice() {
  const { t } = useAppT('payments');
  const state = useQuery<ConnectState>({ queryKey: CONNECT_STATUS_QUERY_KEY, staleTime: 0 });
  const data = state.data;
  if (!data || data.canSell) return null;
  return (
    <div
      role="note"
      aria-label={t('notice.label')}
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:col-span-2"
    >
      <p className="flex gap-2">
        <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {data.paymentsEnabled ? t('notice.connectRequired') : t('notice.paymentCodesOff')}
      </p>
      {data.paymentsEnabled && (
        <Link
          href="/account-settings#connect"
          className={buttonClasses('primary', 'w-full text-center sm:w-auto sm:self-start')}
        >
          {t('notice.connect')}
        </Link>
      )}
    </div>
  );
}
