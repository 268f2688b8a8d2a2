import { CheckCircle2, MailWarning } from 'lucide-react';
import { useMailStatus } from '../../mail-status/index.js';
import { useResendVerification } from '../use-resend-verification.js';
import { Button } from '../../../components/ui/button.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import type { AccountSectionProps } from '../section-props.js';
import { SectionCard } from '../section-card.js';

/** Whether the address is proven, and a new link when it is not. */
export function EmailVerificationSection({ user }: AccountSectionProps) {
  const resend = useResendVerification();
  const { mailed } = useMailStatus();
  const { t } = useAppT('account');
  const address = user.username;
  return (
    <SectionCard id="email-verification" title={t('verification.title')}>
      {user.emailVerified ? (
        <p className="flex items-center gap-2 text-sm text-gray-800">
          <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden="true" />
          {t('verification.verified', { address })}
        </p>
      ) : (
        <div className="grid gap-3">
          <p className="flex items-start gap-2 text-sm text-gray-800">
            <MailWarning className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
            <span>
              {mailed
                ? t('verification.notVerified', { address })
                : t('verification.noMail', { address })}
            </span>
          </p>
          <div>
            <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {mailed
                ? resend.isPending
                  ? t('verification.sending')
                  : t('verification.sendNew')
                : t('verification.makeNew')}
            </Button>
          </div>
        </div>
      )}
    </SectionCard>
  );
}
