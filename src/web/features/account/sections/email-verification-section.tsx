import { CheckCircle2, MailWarning } from 'lucide-react';
import { NO_MAIL_MESSAGES } from '../../../../contracts/mail-delivery.js';
import { useMailStatus } from '../../mail-status/index.js';
import { useResendVerification } from '../use-resend-verification.js';
import { Button } from '../../../components/ui/button.js';
import type { AccountSectionProps } from '../section-props.js';
import { SectionCard } from '../section-card.js';

/** Whether the address is proven, and a new link when it is not. */
export function EmailVerificationSection({ user }: AccountSectionProps) {
  const resend = useResendVerification();
  const { mailed } = useMailStatus();
  return (
    <SectionCard id="email-verification" title="E-mail verification">
      {user.emailVerified ? (
        <p className="flex items-center gap-2 text-sm text-gray-800">
          <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden="true" />
          {user.username} is verified.
        </p>
      ) : (
        <div className="grid gap-3">
          <p className="flex items-start gap-2 text-sm text-gray-800">
            <MailWarning className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
            <span>
              {mailed
                ? `${user.username} is not verified yet. Follow the link we e-mailed you; it works for 24 hours.`
                : NO_MAIL_MESSAGES.verify(user.username)}
            </span>
          </p>
          <div>
            <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {mailed ? (resend.isPending ? 'Sending...' : 'Send a new link') : 'Make a new link'}
            </Button>
          </div>
        </div>
      )}
    </SectionCard>
  );
}
