import { Check } from 'lucide-react';
import type { SiteGeneratorResultMessageId } from '../../../../contracts/i18n/catalogues/site-generator-result/en.js';
import { Button } from '../../../components/ui/button.js';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { useT } from '../../../lib/i18n/i18n.js';
import { SiteLink } from '../../../lib/i18n/site-link.js';
import { DialogClose, DialogShell } from './dialog-shell.js';

/**
 * Why a free account is worth it (spec 000 §1): 'tracking' is the upsell opened by the scan
 * tracking toggle, 'download' the sign-up prompt shown 1 s after an anonymous download.
 */
export type AccountPromptReason = 'tracking' | 'download';

type Id = SiteGeneratorResultMessageId;

/** Each reason's messages (the catalogue's ids). */
const CONTENT: Record<AccountPromptReason, { title: Id; description: Id; points: Id[] }> = {
  tracking: {
    title: 'prompt.tracking.title',
    description: 'prompt.tracking.description',
    points: [
      'prompt.tracking.point1',
      'prompt.tracking.point2',
      'prompt.tracking.point3',
      'prompt.tracking.point4',
    ],
  },
  download: {
    title: 'prompt.download.title',
    description: 'prompt.download.description',
    points: [
      'prompt.download.point1',
      'prompt.download.point2',
      'prompt.download.point3',
      'prompt.download.point4',
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
  const { t } = useT('generatorResult');
  const content = CONTENT[reason ?? 'tracking'];
  return (
    <DialogShell
      open={reason !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(content.title)}
      description={t(content.description)}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('prompt.later')}</Button>
          </DialogClose>
          {/* In the page's language (/es/register on a Spanish page), as the site's header links. */}
          <SiteLink to="/register" className={buttonClasses('primary', 'text-center')}>
            {t('prompt.signUp')}
          </SiteLink>
        </>
      }
    >
      <ul className="grid gap-2 text-sm text-gray-800">
        {content.points.map((point) => (
          <li key={point} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
            {t(point)}
          </li>
        ))}
      </ul>
      <p className="text-xs text-gray-500">{t('prompt.footnote')}</p>
    </DialogShell>
  );
}
