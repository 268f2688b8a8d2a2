import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { X } from 'lucide-react';
import { useAuth } from '../auth/index.js';
import { useT } from '../../lib/i18n/i18n.js';
import { useMailStatus } from '../mail-status/index.js';
import { useResendVerification } from './use-resend-verification.js';

const dismissKey = (userId: number) => `qrs:verify-banner-dismissed:${userId}`;

function wasDismissed(userId: number): boolean {
  try {
    return sessionStorage.getItem(dismissKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** The page a verification link opens: it is the step the notice asks for, so no notice there. */
const VERIFY_PAGE = '/verify-email';

/**
 * Until the signed-in user's address is verified, a notice under the header says so and offers
 * a new link. Dismissing hides it for this browser tab's session; the product stays usable.
 */
export function VerificationBanner() {
  const { user } = useAuth();
  const [location] = useLocation();
  const [dismissed, setDismissed] = useState<number | null>(null);
  const resend = useResendVerification();
  // The site's chrome words: the page's language, or the account's on the app's screens.
  const { t, rich } = useT('chrome');
  const { mailed } = useMailStatus({ enabled: Boolean(user && !user.emailVerified) });
  if (!user || user.emailVerified || dismissed === user.id || wasDismissed(user.id)) return null;
  if (location === VERIFY_PAGE) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissKey(user.id), '1');
    } catch {
      // Private mode without storage: hidden until the next page load.
    }
    setDismissed(user.id);
  };
  return (
    <div
      role="region"
      aria-label={t('verify.region')}
      className="border-b border-amber-200 bg-amber-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-amber-900">
        <p className="min-w-0 flex-1">
          {mailed
            ? rich('verify.mailed', {
                address: user.username,
                b: (chunks) => (
                  <strong className="break-all" translate="no">
                    {chunks}
                  </strong>
                ),
              })
            : t('verify.noMail', { address: user.username })}{' '}
          <Link href="/account-settings" className="underline">
            {t('verify.settings')}
          </Link>
        </p>
        <button
          type="button"
          className="rounded font-medium underline focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:opacity-60"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {mailed
            ? resend.isPending
              ? t('verify.sending')
              : t('verify.resend')
            : t('verify.make')}
        </button>
        <button
          type="button"
          aria-label={t('verify.dismiss')}
          className="rounded p-1 hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none"
          onClick={dismiss}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
