import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedView } from '../../../../contracts/saved-views.js';
import { apiRequest } from '../../../lib/api.js';

/** Cache key; doubles as the URL the default query function GETs. */
export const SAVED_VIEWS_QUERY_KEY = ['/api/saved-views'] as const;

/** The signed-in user's saved views of this workspace's codes, A to Z (issue 40 item 2). */
export function useSavedViews() {
  return useQuery<SavedView[]>({ queryKey: SAVED_VIEWS_QUERY_KEY });
}

type ViewChange =
  | { kind: 'create'; name: string; search: string }
  | { kind: 'rename'; id: number; name: string }
  | { kind: 'delete'; id: number };

/** POST, PATCH or DELETE /api/saved-views…, then the list again. */
export function useSavedViewChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ViewChange) => {
      switch (change.kind) {
        case 'create':
          return apiRequest('POST', '/api/saved-views', {
            name: change.name,
            search: change.search,
          });
        case 'rename':
          return apiRequest('PATCH', `/api/saved-views/${change.id}`, { name: change.name });
        default:
          return apiRequest('DELETE', `/api/saved-views/${change.id}`);
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: SAVED_VIEWS_QUERY_KEY }),
  });
}
