import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.js';
import { useDashboardT } from '../layout/dashboard-words.js';

/** A view's heading with the number of codes in a badge. */
export function CountHeading({ title, count }: { title: string; count?: number }) {
  const { t, locale } = useDashboardT();
  return (
    <h2 className="flex items-center gap-2 text-xl font-semibold text-gray-900">
      {title}
      {count !== undefined && (
        <span
          aria-label={t('list.count', { count })}
          className="rounded-full bg-primary/10 px-2.5 py-0.5 text-sm font-semibold text-primary"
        >
          {new Intl.NumberFormat(locale).format(count)}
        </span>
      )}
    </h2>
  );
}

/**
 * Grey card shapes while the lists load. A status region (an aria-label is not allowed on a
 * plain div: axe's aria-prohibited-attr), so "Loading your QR codes" is announced.
 */
export function CardSkeletons({ count = 4 }: { count?: number }) {
  const { t } = useDashboardT();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('list.loading')}
      className="grid gap-4 lg:grid-cols-2"
    >
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className="flex animate-pulse gap-4 rounded-lg border border-gray-200 bg-white p-4"
        >
          <div className="h-22 w-22 shrink-0 rounded-md bg-gray-200" />
          <div className="grid flex-1 content-start gap-2">
            <div className="h-4 w-2/3 rounded bg-gray-200" />
            <div className="h-3 w-1/3 rounded bg-gray-200" />
            <div className="h-3 w-1/2 rounded bg-gray-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A list that could not be loaded, with a retry. */
export function ListError({ onRetry }: { onRetry(): void }) {
  const { t } = useDashboardT();
  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
      <p className="text-sm text-red-800">{t('list.error')}</p>
      <Button variant="outline" className="w-fit" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </div>
  );
}

/** What to do when a list is empty. */
export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <h3 className="text-lg font-semibold text-gray-900">{title}</h3>
      <p className="max-w-md text-sm text-gray-600">{text}</p>
      {action}
    </div>
  );
}
