import clsx from 'clsx';
import { useAppT } from '../../../lib/i18n/i18n.js';

/** A grey placeholder block while data loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={clsx('animate-pulse rounded-md bg-gray-200', className)} />
  );
}

/** Placeholder for a whole analytics view: cards, then chart panels. */
export function AnalyticsSkeleton({ cards = 4, panels = 2 }: { cards?: number; panels?: number }) {
  const { t } = useAppT('analytics');
  return (
    <div role="status" aria-busy="true" className="grid gap-4">
      <span className="sr-only">{t('loading')}</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      {Array.from({ length: panels }, (_, i) => (
        <Skeleton key={i} className="h-64" />
      ))}
    </div>
  );
}
