// The brand kits of the tab's workspace (/api/designs): the list as a query, and the changes,
// each followed by a refetch of the list.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  CreateDesignKitRequest,
  DesignKit,
  UpdateDesignKitRequest,
} from '../../../contracts/designs.js';
import { apiRequest } from '../../lib/api.js';

export const DESIGN_KITS_KEY = ['/api/designs'] as const;

/** The workspace's kits by name (not fetched while `enabled` is false). */
export function useDesignKits(enabled = true) {
  return useQuery({
    queryKey: DESIGN_KITS_KEY,
    queryFn: async () =>
      ((await (await apiRequest('GET', '/api/designs')).json()) as { data: DesignKit[] }).data,
    enabled,
  });
}

export async function createKit(
  client: QueryClient,
  body: CreateDesignKitRequest,
): Promise<DesignKit> {
  const kit = (await (await apiRequest('POST', '/api/designs', body)).json()) as DesignKit;
  await client.invalidateQueries({ queryKey: DESIGN_KITS_KEY });
  return kit;
}

export async function updateKit(
  client: QueryClient,
  id: number,
  body: UpdateDesignKitRequest,
): Promise<DesignKit> {
  const kit = (await (await apiRequest('PATCH', `/api/designs/${id}`, body)).json()) as DesignKit;
  await client.invalidateQueries({ queryKey: DESIGN_KITS_KEY });
  return kit;
}

export async function deleteKit(client: QueryClient, id: number): Promise<void> {
  await apiRequest('DELETE', `/api/designs/${id}`);
  await client.invalidateQueries({ queryKey: DESIGN_KITS_KEY });
}
