import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { roleAllows, type Member, type Workspace } from '../../../contracts/workspaces.js';
import {
  currentWorkspaceId,
  setCurrentWorkspace,
  useCurrentWorkspaceId,
} from '../../lib/workspace.js';

/** Cache key of GET /api/workspaces; the key doubles as the URL (see getQueryFn). */
export const WORKSPACES_QUERY_KEY = ['/api/workspaces'] as const;

export const membersKey = (id: number) => [`/api/workspaces/${id}/members`] as const;

/** The signed-in user's workspaces (the personal one first). */
export function useWorkspaces() {
  return useQuery<Workspace[]>({ queryKey: WORKSPACES_QUERY_KEY, staleTime: 30_000 });
}

/**
 * The workspace this tab works in, as the list names it: the tab's choice, or the personal one
 * (also when the chosen one is gone from the list: deleted, or the user was removed).
 */
export function useActiveWorkspace(): {
  workspace: Workspace | undefined;
  workspaces: Workspace[] | undefined;
  isLoading: boolean;
} {
  const chosen = useCurrentWorkspaceId();
  const { data, isLoading } = useWorkspaces();
  const workspace =
    data?.find((w) => (chosen === null ? w.personal : w.id === chosen)) ??
    data?.find((w) => w.personal);
  return { workspace, workspaces: data, isLoading };
}

/**
 * Whether the tab's workspace lets this user change codes (editor and above). While the list
 * loads: true (the personal workspace is the user's own; the server checks every change anyway).
 */
export function useCanEdit(): boolean {
  const { workspace } = useActiveWorkspace();
  return workspace ? roleAllows(workspace.role, 'editor') : true;
}

export function useMembers(id: number | undefined) {
  return useQuery<Member[]>({
    queryKey: membersKey(id ?? 0),
    enabled: id !== undefined,
  });
}

/**
 * Switches the tab to `workspace` and drops every cached answer (they were the previous
 * workspace's), so each screen loads again in the new one.
 */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useCallback(
    (workspace: Pick<Workspace, 'id' | 'personal'>) => {
      const next = workspace.personal ? null : workspace.id;
      if (next === currentWorkspaceId()) return;
      setCurrentWorkspace(next);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== WORKSPACES_QUERY_KEY[0],
      });
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );
}
