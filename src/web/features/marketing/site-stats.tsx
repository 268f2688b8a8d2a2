import { useQuery } from '@tanstack/react-query';
import type { SiteStats } from '../../../contracts/site-stats.js';
import type { SiteLandingMessageId } from '../../../contracts/i18n/catalogues/site-landing/en.js';
import { useT } from '../../lib/i18n/i18n.js';

const ITEMS: { key: keyof SiteStats; label: SiteLandingMessageId }[] = [
  { key: 'codesGenerated', label: 'stats.codesGenerated' },
  { key: 'dynamicCodes', label: 'stats.dynamicCodes' },
  { key: 'scansCounted', label: 'stats.scansCounted' },
];

/**
 * This site's real totals from GET /api/site-stats (read from the database at most once a
 * minute): never invented figures. While loading it says so; if the call fails the band
 * explains instead of showing zeros.
 */
export function SiteStatsBand({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const stats = useQuery<SiteStats>({ queryKey: ['/api/site-stats'], staleTime: 60_000 });
  const dark = tone === 'dark';
  const { t, locale } = useT('landing');
  if (stats.isError) {
    return (
      <p className={dark ? 'text-center text-blue-50' : 'text-center text-gray-600'}>
        {t('stats.unavailable')}
      </p>
    );
  }
  return (
    <dl className="grid gap-6 text-center sm:grid-cols-3" aria-busy={stats.isPending}>
      {ITEMS.map(({ key, label }) => (
        <div key={key} data-testid={`stat-${key}`}>
          <dt className={dark ? 'text-sm text-blue-50' : 'text-sm text-gray-600'}>{t(label)}</dt>
          <dd
            className={
              dark
                ? 'order-first text-3xl font-extrabold text-white sm:text-4xl'
                : 'order-first text-3xl font-extrabold text-gray-900 sm:text-4xl'
            }
          >
            {stats.data ? new Intl.NumberFormat(locale).format(stats.data[key]) : '…'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
