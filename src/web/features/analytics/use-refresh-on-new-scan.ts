import { useEffect, useRef } from 'react';
import type { LiveAnalytics } from '../../../contracts/analytics.js';

function liveKey(totalScans: number, lastScanAt: string | null): string {
  return `${totalScans}|${lastScanAt ?? ''}`;
}

/**
 * Calls `refresh` when the live counters move: on any change between two polls, and once
 * when the first poll disagrees with the summary on screen.
 */
export function useRefreshOnNewScan(
  live: LiveAnalytics | undefined,
  summary: { code: { totalScans: number; lastScanAt: string | null } } | undefined,
  refresh: () => void,
) {
  const seen = useRef<string | null>(null);
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });
  const key = live ? liveKey(live.totalScans, live.lastScanAt) : null;
  const summaryKey = summary ? liveKey(summary.code.totalScans, summary.code.lastScanAt) : null;
  useEffect(() => {
    if (key === null || summaryKey === null) return;
    const previous = seen.current;
    seen.current = key;
    if (previous === null ? key !== summaryKey : key !== previous) refreshRef.current();
  }, [key, summaryKey]);
}
