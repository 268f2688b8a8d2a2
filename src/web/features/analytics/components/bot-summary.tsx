import { ShieldCheck } from 'lucide-react';
import type { CodeAnalytics } from '../../../../contracts/analytics.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { formatNumber } from '../analytics-words.js';
import { botReasonLabel } from '../labels.js';

/**
 * The filtered requests of the range ("honest numbers"): how many were left out of the scan
 * counts and why.
 */
export function BotSummary({ bots }: { bots: CodeAnalytics['bots'] }) {
  const words = useAppT('analytics');
  const { t, locale } = words;
  return (
    <div className="flex gap-3 rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
      <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden="true" />
      <div>
        <p>
          {bots.total === 0
            ? t('bots.none')
            : t('bots.notCounted', {
                count: bots.total,
                total: formatNumber(bots.total, locale),
              })}
        </p>
        {bots.reasons.length > 0 && (
          <ul className="mt-1 list-inside list-disc text-gray-600">
            {bots.reasons.map((r) => (
              <li key={r.reason ?? 'none'}>
                {t('bots.reason', {
                  count: formatNumber(r.count, locale),
                  reason: botReasonLabel(r.reason, words),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
