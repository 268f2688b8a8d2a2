import clsx from 'clsx';
import { useAppT } from '../../../lib/i18n/i18n.js';

/**
 * "Live" while the view polls for new scans, "Paused" while the tab is hidden (polling
 * stops then). The dot pulses only when live.
 */
export function LiveIndicator({ live }: { live: boolean }) {
  const { t } = useAppT('analytics');
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium',
        live ? 'bg-green-50 text-green-700' : 'bg-gray-100 text-gray-600',
      )}
      title={live ? t('live.onTitle') : t('live.pausedTitle')}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'h-2 w-2 rounded-full',
          live ? 'animate-pulse bg-green-500' : 'bg-gray-400',
        )}
      />
      {live ? t('live.on') : t('live.paused')}
    </span>
  );
}
