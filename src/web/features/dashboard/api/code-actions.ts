import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGED_LIST_PREFIXES } from './code-lists.js';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.js';
import type { DashboardCode } from './code-lists.js';
import { invalidateOrganised } from './organise.js';
import {
  DYNAMIC_CODES_QUERY_KEY,
  PAUSED_CODES_QUERY_KEY,
  QR_CODES_QUERY_KEY,
  TRIAL_STATUS_QUERY_KEY,
} from './query-keys.js';

/** The collection URL of a card's kind (spec 000 §7). */
export function collectionUrl(kind: DashboardCode['kind']): string {
  return kind === 'saved' ? '/api/qrcodes' : '/api/dynamic-qrcodes';
}

/** Refetches every list and the trial status (counts and limits follow the codes). */
export function invalidateCodeLists(client: QueryClient): Promise<unknown> {
  return Promise.all([
    ...[
      QR_CODES_QUERY_KEY,
      DYNAMIC_CODES_QUERY_KEY,
      PAUSED_CODES_QUERY_KEY,
      TRIAL_STATUS_QUERY_KEY,
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
    invalidateOrganised(client),
    client.invalidateQueries({
      predicate: (query) =>
        PAGED_LIST_PREFIXES.some((prefix) => String(query.queryKey[0]).startsWith(prefix)),
    }),
  ]);
}

/** PATCH {collection}/{id} { name }. Callers skip empty and unchanged names (spec 000 §4). */
export function renameCode(item: DashboardCode, name: string): Promise<Response> {
  return apiRequest('PATCH', `${collectionUrl(item.kind)}/${item.code.id}`, { name });
}

/** PUT /api/dynamic-qrcodes/{id} { destination }. */
export function editDestination(id: number, destination: string): Promise<Response> {
  return apiRequest('PUT', `/api/dynamic-qrcodes/${id}`, { destination });
}

/** POST /api/dynamic-qrcodes/{id}/pause or /resume. */
export function setPaused(id: number, paused: boolean): Promise<Response> {
  return apiRequest('POST', `/api/dynamic-qrcodes/${id}/${paused ? 'pause' : 'resume'}`);
}

/** DELETE {collection}/{id}. */
export function deleteCode(item: DashboardCode): Promise<Response> {
  return apiRequest('DELETE', `${collectionUrl(item.kind)}/${item.code.id}`);
}

/**
 * A mutation that refreshes the lists once it settles (success or failure: after a failure
 * the lists show the server's truth again). The refresh is not awaited, so callers confirm
 * at once; use mutateAsync for follow-ups, whose promise settles even when the card that
 * started it has left the list (mutate's own callbacks would not run then).
 */
export function useCodeMutation<TArgs>(run: (args: TArgs) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      void invalidateCodeLists(client);
    },
  });
}
