import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.js';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { DialogClose, DialogShell } from './dialog-shell.js';

/**
 * Why a free account is worth it (spec 000 §1): 'tracking' is the upsell opened by the scan
 * tracking toggle, 'download' the sign-up prompt shown 1 s after an anonymous download.
 */
export type AccountPromptReason = 'tracking' | 'download';

const CONTENT: Record<
  AccountPromptReason,
  { title: string; description: string; points: string[] }
> = {
  tracking: {
    title: 'Track every scan with a free account',
    description: 'See how your QR codes perform once they are out in the world.',
    points: [
      'Real-time scan counts',
      'Unique visitor and engagement analytics',
      'Performance insights',
      'Dynamic codes you can edit after printing',
    ],
  },
  download: {
    title: 'Your QR code is downloaded. Keep it safe with a free account',
    description: 'Save your codes and come back to them any time.',
    points: [
      'Unlimited static codes',
      '1 dynamic code with analytics',
      '100 scans per month for dynamic codes',
      'Storage of up to 20 codes',
    ],
  },
};

export function AccountPromptDialog({
  reason,
  onClose,
}: {
  /** null: closed. */
  reason: AccountPromptReason | null;
  onClose(): void;
}) {
  const content = CONTENT[reason ?? 'tracking'];
  return (
    <DialogShell
      open={reason !== null}
      onOpenChange={(open) => !open && onClose()}
      title={content.title}
      description={content.description}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="outline">Maybe Later</Button>
          </DialogClose>
          <Link href="/register" className={buttonClasses('primary')}>
            Sign up
          </Link>
        </>
      }
    >
      <ul className="grid gap-2 text-sm text-gray-800">
        {content.points.map((point) => (
          <li key={point} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
            {point}
          </li>
        ))}
      </ul>
      <p className="text-xs text-gray-500">
        Free forever, no credit card required, 30 seconds signup
      </p>
    </DialogShell>
  );
}
