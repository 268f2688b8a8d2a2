import { useId, type ReactNode } from 'react';
import type { Locale } from '../../../../contracts/i18n/locales.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { formatNumber, formatPercent } from '../analytics-words.js';

/** One headline number ("Total Scans 1,234"), a labelled group for assistive technology. */
export function StatCard({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: number;
  hint?: ReactNode;
  icon?: ReactNode;
}) {
  const labelId = useId();
  const { locale } = useAppT('analytics');
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2 text-sm font-medium text-gray-600">
        <span id={labelId}>{label}</span>
        {icon && <span aria-hidden="true">{icon}</span>}
      </div>
      <p className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">
        {formatCount(value, locale)}
      </p>
      {hint && <p className="mt-1 text-xs text-gray-500">{hint}</p>}
    </div>
  );
}

/** A count in the screen's language ("1,234"; the runtime's own without `locale`). */
export function formatCount(value: number, locale?: Locale): string {
  return formatNumber(value, locale);
}

/** `part` as a whole percentage of `whole` ("0%" when whole is 0), in `locale`'s way. */
export function formatShare(part: number, whole: number, locale?: Locale): string {
  return formatPercent(whole > 0 ? Math.round((part / whole) * 100) : 0, locale);
}
