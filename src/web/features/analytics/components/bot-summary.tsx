import { ShieldCheck } from 'lucide-react';
import type { CodeAnalytics } from '../../../../contracts/analytics.js';
import { botReasonLabel } from '../labels.js';
import { formatCount } from './stat-card.js';
import { pluralNoun } from '../../../../contracts/plural.js';

/**
 * The filtered requests of the range ("honest numbers"): how many were left out of the scan
 * counts and why.
 */
export function BotSummary({ bots }: { bots: CodeAnalytics['bots'] }) {
  const noun = pluralNoun(bots.total, 'request was', 'requests were');
  return (
    <div className="flex gap-3 rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
      <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden="true" />
      <div>
        <p>
          {bots.total === 0
            ? 'No bot or link-preview requests in this period.'
            : `${formatCount(bots.total)} bot and link-preview ${noun} not counted.`}
        </p>
        {bots.reasons.length > 0 && (
          <ul className="mt-1 list-inside list-disc text-gray-600">
            {bots.reasons.map((r) => (
              <li key={r.reason ?? 'none'}>
                {formatCount(r.count)} {botReasonLabel(r.reason)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
