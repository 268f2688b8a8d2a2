import clsx from 'clsx';
import { CheckCircle2, AlertTriangle, XCircle } from 'lucide-react';
import type { ScanGrade as Grade } from '../../../../contracts/generator.js';
import {
  messages as english,
  type SiteGeneratorResultMessageId,
} from '../../../../contracts/i18n/catalogues/site-generator-result/en.js';
import { Button } from '../../../components/ui/button.js';
import { useT } from '../../../lib/i18n/i18n.js';
import { scanReasonText } from './scan-reason-text.js';

/** Each grade's label (the catalogue's id). */
export const GRADE_LABELS: Record<Grade, SiteGeneratorResultMessageId> = {
  robust: 'grade.robust',
  fragile: 'grade.fragile',
  'not scannable': 'grade.notScannable',
};

/** What a robust grade means (English); the other grades come with the server's reason. */
export const ROBUST_NOTE: string = english['grade.robustNote'];

/**
 * The scan check's grade of a generated code (contracts/generator.ts GenerateResponse.grade)
 * with its reason, and for a light-on-dark code the one-click fix.
 */
export function ScanGrade({
  grade,
  reason,
  onSwapColours,
  compact = false,
}: {
  grade: Grade;
  reason: string | null;
  /** Given for a light-on-dark code: swaps foreground and background. */
  onSwapColours?: () => void;
  /** One line, for beside the preview. */
  compact?: boolean;
}) {
  const { t } = useT('generatorResult');
  const Icon = grade === 'robust' ? CheckCircle2 : grade === 'fragile' ? AlertTriangle : XCircle;
  return (
    <div
      className={clsx(
        'grid w-full gap-2 rounded-md border p-3 text-sm',
        grade === 'robust' && 'border-green-300 bg-green-50 text-green-900',
        grade === 'fragile' && 'border-amber-300 bg-amber-50 text-amber-900',
        grade === 'not scannable' && 'border-red-300 bg-red-50 text-red-800',
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {t('grade.title', { grade: t(GRADE_LABELS[grade]) })}
      </p>
      {/* The server's reason, in the page's language. */}
      {!compact && <p>{reason ? scanReasonText(reason, t) : t('grade.robustNote')}</p>}
      {onSwapColours && (
        <div>
          <Button variant="outline" onClick={onSwapColours}>
            {t('grade.swap')}
          </Button>
        </div>
      )}
    </div>
  );
}
