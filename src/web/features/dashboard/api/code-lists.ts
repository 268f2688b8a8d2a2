import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import {
  compareNewestFirst,
  type ActiveCodePage,
  type DashboardCode,
} from '../../../../contracts/code-lists.js';
import type { DynamicCodePage } from '../../../../contracts/dynamic-code-answers.js';
import type { DynamicQrCode, SavedQrCode } from '../../../../contracts/dynamic-codes.js';

export type { DashboardCode };

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

/** The order of contracts/code-lists (the server pages the Active list by the same rule). */
function sortNewestFirst(items: DashboardCode[]): DashboardCode[] {
  const key = (item: DashboardCode) => ({
    kind: item.kind,
    id: item.code.id,
    time: Date.parse(item.code.createdAt) || 0,
  });
  return [...items].sort((a, b) => compareNewestFirst(key(a), key(b)));
}

/** Key prefixes of the paged lists (each key is its URL), for invalidating them all at once. */
export const PAGED_LIST_PREFIXES = ['/api/codes/page?', '/api/dynamic-qrcodes/page?'] as const;

/** One page of a list as the views show it: its cards and how many the whole list holds. */
export interface ListPage {
  cards: DashboardCode[] | undefined;
  /** Codes in the whole list (every page). */
  total: number;
  /** Dynamic codes in the whole list: what "select all that match" selects. */
  dynamicTotal: number;
  isLoading: boolean;
  /** The previous page's answer, shown while this page loads. */
  isPlaceholder: boolean;
  error: Error | null;
  refetch(): Promise<unknown>;
}

/**
 * Page `page` (from 0) of the Active list, `pageSize` cards: GET /api/codes/page (issue 40 item
 * 9: a workspace of 10,000 codes is never loaded whole). The page on screen stays while the next
 * one loads.
 */
export function useActivePage(page: number, pageSize: number, enabled = true): ListPage {
  const query = useQuery<ActiveCodePage>({
    queryKey: [`/api/codes/page?page=${page + 1}&pageSize=${pageSize}`],
    enabled,
    placeholderData: keepPreviousData,
  });
  return {
    cards: query.data?.items,
    total: query.data?.total ?? 0,
    dynamicTotal: query.data?.dynamicTotal ?? 0,
    isLoading: query.isLoading,
    isPlaceholder: query.isPlaceholderData,
    error: query.error,
    refetch: () => query.refetch(),
  };
}

/**
 * Page `page` (from 0) of the dynamic codes a list query finds (`search`: status, search,
 * filters and sort as the list routes read them): GET /api/dynamic-qrcodes/page.
 */
export function useDynamicPage(
  search: string,
  page: number,
  pageSize: number,
  enabled = true,
): ListPage {
  const query = useQuery<DynamicCodePage>({
    queryKey: [`/api/dynamic-qrcodes/page?${search}&page=${page + 1}&pageSize=${pageSize}`],
    enabled,
    placeholderData: keepPreviousData,
  });
  return {
    cards: query.data?.codes.map((code) => ({ kind: 'dynamic' as const, code })),
    total: query.data?.total ?? 0,
    dynamicTotal: query.data?.total ?? 0,
    isLoading: query.isLoading,
    isPlaceholder: query.isPlaceholderData,
    error: query.error,
    refetch: () => query.refetch(),
  };
}

/**
 * Which page of a list is shown (from 0) and how many cards a page holds: 50 rows in the table,
 * 24 cards in the grid. A new search, filter, sort or layout starts again at the first page.
 */
export function useListPaging(
  search: string,
  pageSize: number,
): { page: number; setPage(page: number): void } {
  const key = `${search}|${pageSize}`;
  const [paging, setPaging] = useState({ key, page: 0 });
  const setPage = useCallback((page: number) => setPaging({ key, page }), [key]);
  return { page: paging.key === key ? paging.page : 0, setPage };
}

/** How many pages `total` codes make, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * After the codes of the page shown all leave it (deleted, paused, no longer matching), moves
 * back a page until one holds codes. True while that move is pending: the view shows it loading,
 * not an empty list.
 */
export function useClampedPage(
  list: ListPage,
  page: number,
  setPage: (page: number) => void,
): boolean {
  const emptied = !list.isLoading && !list.isPlaceholder && list.cards?.length === 0 && page > 0;
  useEffect(() => {
    if (emptied) setPage(page - 1);
  }, [emptied, page, setPage]);
  return emptied;
}
