import type { TrialStatus } from '../../../../contracts/dynamic-codes.js';
import { useDashboardT } from '../layout/dashboard-words.js';

/**
 * Honest numbers on the free plan (issue 5 item 5): only the first N scans of each code per
 * month keep their details; later scans still count and still redirect.
 */
export function FreePlanNote({ status }: { status: TrialStatus | undefined }) {
  const { t } = useDashboardT();
  const limit = status?.detailedScansPerMonth;
  if (typeof limit !== 'number') return null;
  return (
    <p className="rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-700">
      {t('freePlan', { limit })}
    </p>
  );
}
