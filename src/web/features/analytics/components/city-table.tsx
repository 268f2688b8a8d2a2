import { CITY_ATTRIBUTION, type CityBreakdown } from '../../../../contracts/analytics.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { countryName, flagEmoji } from '../country.js';
import { formatCount, formatShare } from './stat-card.js';

/**
 * The credit the city data's licence asks for, linked (DB-IP: CC BY 4.0), in the licensor's own
 * English words.
 */
export function CityAttribution({ source }: { source: CityBreakdown['source'] }) {
  if (source !== 'dbip' && source !== 'geolite2') return null;
  const credit = CITY_ATTRIBUTION[source];
  return (
    <p className="mt-3 text-xs text-gray-600">
      <a
        href={credit.href}
        target="_blank"
        rel="noreferrer"
        className="underline hover:text-gray-900"
      >
        {credit.text}
      </a>{' '}
      ({credit.licence})
    </p>
  );
}

/**
 * Scans per city (issue 40 item 6): city with its region and country, count and share of
 * `total` scans in the range, the cities left out and the scans no city was found for, and the
 * city database's attribution. Without a city database on the server it says so and how to turn
 * one on, rather than showing an empty table.
 */
export function CityTable({ cities, total }: { cities: CityBreakdown; total: number }) {
  const { rows, otherScans, unknownScans, source } = cities;
  const words = useAppT('analytics');
  const { t, locale } = words;
  if (rows.length === 0 && otherScans === 0) {
    return (
      <div>
        <p className="rounded-lg bg-gray-50 px-3 py-3 text-sm text-gray-700">
          {source === null ? t('city.off') : t('city.none')}
        </p>
        <CityAttribution source={source} />
      </div>
    );
  }
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('caption.city')}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-gray-500">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('dimension.city')}
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
          {rows.map((row) => {
            const where = [row.region, row.country && countryName(row.country, words)]
              .filter(Boolean)
              .join(', ');
            return (
              <tr
                key={`${row.country ?? ''}|${row.region ?? ''}|${row.city}`}
                className="border-b border-gray-100 last:border-0"
              >
                <td className="py-2 pr-3">
                  <span className="inline-flex items-start gap-2">
                    <span aria-hidden="true" className="w-6 text-lg leading-none">
                      {flagEmoji(row.country) || '🌐'}
                    </span>
                    <span className="min-w-0">
                      <span className="block break-words">{row.city}</span>
                      {where && (
                        <span className="block text-xs break-words text-gray-600">{where}</span>
                      )}
                    </span>
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
          {otherScans > 0 && (
            <tr className="border-b border-gray-100 last:border-0">
              <td className="py-2 pr-3 text-gray-600">{t('city.other')}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {formatCount(otherScans, locale)}
              </td>
              <td className="py-2 text-right text-gray-600 tabular-nums">
                {formatShare(otherScans, total, locale)}
              </td>
            </tr>
          )}
          {unknownScans > 0 && (
            <tr>
              <td className="py-2 pr-3 text-gray-600">{t('city.unknown')}</td>
              <td className="py-2 pr-3 text-right tabular-nums">
                {formatCount(unknownScans, locale)}
              </td>
              <td className="py-2 text-right text-gray-600 tabular-nums">
                {formatShare(unknownScans, total, locale)}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <CityAttribution source={source} />
    </div>
  );
}
