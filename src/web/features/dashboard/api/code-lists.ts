import { useQuery } from '@tanstack/react-query';
import type { DynamicQrCode, SavedQrCode } from '../../../../contracts/dynamic-codes.js';
import {
  DYNAMIC_CODES_QUERY_KEY,
  PAUSED_CODES_QUERY_KEY,
  QR_CODES_QUERY_KEY,
} from './query-keys.js';

/** One card of the dashboard: a saved (static) code or a dynamic one. */
export type DashboardCode =
  { kind: 'saved'; code: SavedQrCode } | { kind: 'dynamic'; code: DynamicQrCode };

/** A stable React key and test id: ids of the two tables may coincide. */
export function codeKey(item: DashboardCode): string {
  return `${item.kind}-${item.code.id}`;
}

/**
 * The active view's cards: saved codes plus dynamic codes that are not paused, newest first by
 * createdAt (spec 000 §2); ties keep dynamic before saved and then the higher id first, so the
 * order never flickers between renders.
 */
export function activeCards(saved: SavedQrCode[], dynamic: DynamicQrCode[]): DashboardCode[] {
  const items: DashboardCode[] = [
    ...dynamic.filter((code) => !code.isPaused).map((code) => ({ kind: 'dynamic' as const, code })),
    ...saved.map((code) => ({ kind: 'saved' as const, code })),
  ];
  return sortNewestFirst(items);
}

export function pausedCards(paused: DynamicQrCode[]): DashboardCode[] {
  return sortNewestFirst(paused.map((code) => ({ kind: 'dynamic' as const, code })));
}

function sortNewestFirst(items: DashboardCode[]): DashboardCode[] {
  const time = (item: DashboardCode) => Date.parse(item.code.createdAt) || 0;
  return [...items].sort((a, b) => {
    const byTime = time(b) - time(a);
    if (byTime !== 0) return byTime;
    if (a.kind !== b.kind) return a.kind === 'dynamic' ? -1 : 1;
    return b.code.id - a.code.id;
  });
}

/** GET /api/qrcodes and GET /api/dynamic-qrcodes, merged for the active view. */
export function useActiveCodes() {
  const saved = useQuery<SavedQrCode[]>({ queryKey: QR_CODES_QUERY_KEY });
  const dynamic = useQuery<DynamicQrCode[]>({ queryKey: DYNAMIC_CODES_QUERY_KEY });
  const isLoading = saved.isLoading || dynamic.isLoading;
  // One failed list still shows the other's codes, with the error beside them.
  return {
    cards: isLoading ? undefined : activeCards(saved.data ?? [], dynamic.data ?? []),
    isLoading,
    error: saved.error ?? dynamic.error,
    refetch: () => Promise.all([saved.refetch(), dynamic.refetch()]),
  };
}

/** GET /api/dynamic-qrcodes/paused. */
export function usePausedCodes() {
  const paused = useQuery<DynamicQrCode[]>({ queryKey: PAUSED_CODES_QUERY_KEY });
  return {
    cards: paused.data ? pausedCards(paused.data) : undefined,
    isLoading: paused.isLoading,
    error: paused.error,
    refetch: () => paused.refetch(),
  };
}
