import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n/i18n.js';
import { useAuth } from '../auth/index.js';

const ChangePasswordDialog = lazy(() =>
  import('./change-password-dialog.js').then((m) => ({ default: m.ChangePasswordDialog })),
);

/**
 * After a sign-in with a password the rules now refuse (shorter than 8 characters, or on the
 * server's list of common or leaked passwords: ASVS 6.2.1 and 6.2.4), the server flags the
 * account (`passwordChangeRequired`); this notice under the header asks for a new password
 * until one is set. It opens the Change Password dialog, whose success refreshes the user.
 */
export function PasswordChangeBanner() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const { t } = useT('chrome');
  if (!user?.passwordChangeRequired) return null;
  return (
    <div
      role="region"
      aria-label={t('password.region')}
      className="border-b border-red-200 bg-red-50"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-red-900">
        <p className="min-w-0 flex-1">{t('password.text')}</p>
        <button
          type="button"
          className="rounded font-medium underline focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:outline-none"
          onClick={() => setOpen(true)}
        >
          {t('password.change')}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
