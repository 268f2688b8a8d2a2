import { Link } from 'wouter';
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { useAuth } from '../auth/index.js';
import { useMailStatus } from './use-mail-status.js';

/**
 * For admins of a server without SMTP_URL: nothing is e-mailed, so links people ask for wait
 * in the outbox, where the admin reads them and hands them over. Nothing for anyone else, and
 * nothing when mail is delivered.
 */
export function AdminMailBanner() {
  const { user } = useAuth();
  const { mailed } = useMailStatus({ enabled: user?.role === 'admin' });
  if (user?.role !== 'admin' || mailed) return null;
  return (
    <div
      role="region"
      aria-label="Mail is not set up"
      className="border-b border-sky-200 bg-sky-50"
    >
      <p className="mx-auto max-w-7xl px-4 py-2 text-sm text-sky-900">
        {NO_MAIL_MESSAGES.adminBanner}{' '}
        <Link href="/admin?tab=outbox" className="font-medium underline">
          {NO_MAIL_MESSAGES.adminBannerLink}
        </Link>
      </p>
    </div>
  );
}
