import { useId, type ReactNode } from 'react';

const numberFormat = new Intl.NumberFormat();

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
        {numberFormat.format(value)}
      </p>
      {hint && <p className="mt-1 text-xs text-gray-500">{hint}</p>}
    </div>
  );
}

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** `part` as a whole percentage of `whole` ("0%" when whole is 0). */
export function formatShare(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '0%';
}
