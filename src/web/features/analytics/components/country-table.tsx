import type { Breakdown } from '../../../../contracts/analytics.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { countryName, flagEmoji } from '../country.js';
import { formatCount, formatShare } from './stat-card.js';

/** Scans per country with flag, name, count and share of `total` scans in the range. */
export function CountryTable({ breakdown, total }: { breakdown: Breakdown; total: number }) {
  const words = useAppT('analytics');
  const { t, locale } = words;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('caption.country')}</caption>
      <thead>
        <tr className="border-b border-gray-200 text-gray-500">
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('dimension.country')}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {t('scans')}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t('share')}
          </th>
        </tr>
      </thead>
      <tbody>
        {breakdown.rows.map((row) => {
          const flag = flagEmoji(row.key);
          return (
            <tr key={row.key ?? 'unknown'} className="border-b border-gray-100 last:border-0">
              <td className="py-2 pr-3">
                <span className="inline-flex items-center gap-2">
                  <span aria-hidden="true" className="w-6 text-lg leading-none">
                    {flag || '🌐'}
                  </span>
                  <span>{countryName(row.key, words)}</span>
                </span>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {formatCount(row.scans, locale)}
              </td>
              <td className="py-2 text-right text-gray-600 tabular-nums">
                {formatShare(row.scans, total, locale)}
              </td>
            </tr>
          );
        })}
        {breakdown.otherScans > 0 && (
          <tr>
            <td className="py-2 pr-3 text-gray-600">{t('country.other')}</td>
            <td className="py-2 pr-3 text-right tabular-nums">
              {formatCount(breakdown.otherScans, locale)}
            </td>
            <td className="py-2 text-right text-gray-600 tabular-nums">
              {formatShare(breakdown.otherScans, total, locale)}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
