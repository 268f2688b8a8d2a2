import type { TrialStatus } from '../../../../contracts/dynamic-codes.js';

/**
 * Honest numbers on the free plan (issue 5 item 5): only the first N scans of each code per
 * month keep their details; later scans still count and still redirect.
 */
export function FreePlanNote({ status }: { status: TrialStatus | undefined }) {
  const limit = status?.detailedScansPerMonth;
  if (typeof limit !== 'number') return null;
  return (
    <p className="rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-700">
      Free plan: the first {limit} scans of each code per month are recorded with details (device,
      country, referrer). Further scans are still counted in the total, but not broken down.
    </p>
  );
}
