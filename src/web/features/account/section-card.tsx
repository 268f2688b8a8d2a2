import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Button } from '../../components/ui/button.js';
import { useAppT } from '../../lib/i18n/i18n.js';

/** One section of /account-settings: a titled card; `danger` gives it the red frame. */
export function SectionCard({
  id,
  title,
  description,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx(
        'scroll-mt-20',
        'rounded-xl border bg-white p-5 shadow-sm sm:p-6',
        danger ? 'border-red-300' : 'border-gray-200',
      )}
    >
      <h2
        id={headingId}
        className={clsx('text-lg font-semibold', danger ? 'text-red-700' : 'text-gray-900')}
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A label and its value, stacked on phones and side by side from 640 px. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-gray-100 py-3 first:border-t-0 first:pt-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-gray-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** A list that could not be loaded: the message and a "Try again" button (an alert). */
export function LoadFailed({
  message,
  onRetry,
  className = 'mt-4',
}: {
  message: string;
  onRetry(): void;
  className?: string;
}) {
  const { t } = useAppT('account');
  return (
    <div
      className={clsx('flex flex-wrap items-center gap-3 text-sm text-red-700', className)}
      role="alert"
    >
      {message}
      <Button variant="outline" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
