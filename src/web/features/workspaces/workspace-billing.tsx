import { roleAllows } from '../../../contracts/workspaces.js';
import { useActiveWorkspace, useMembers } from './workspace-api.js';
import { useT } from '../../lib/i18n/i18n.js';

/**
 * Premium belongs to the workspace (issue 39 item 4): the tab's workspace, whether this user may
 * change its plan (owners only), and its name for the plan screens. While the list loads:
 * allowed (the server checks every checkout anyway).
 */
export function useWorkspaceBilling(): {
  name: string | null;
  personal: boolean;
  canManageBilling: boolean;
  workspaceId: number | undefined;
} {
  const { workspace } = useActiveWorkspace();
  return {
    name: workspace?.name ?? null,
    personal: workspace?.personal ?? true,
    canManageBilling: workspace ? roleAllows(workspace.role, 'owner') : true,
    workspaceId: workspace?.id,
  };
}

/** What a plan screen says to a member who is not an owner: who can change the plan. */
export function BillingOwnersNote({ workspaceId }: { workspaceId: number | undefined }) {
  const members = useMembers(workspaceId);
  // The site's words: /subscribe shows it on a public page too.
  const { t } = useT('billing');
  const owners = (members.data ?? []).filter((m) => m.role === 'owner').map((m) => m.email);
  return (
    <p className="text-sm text-gray-700" data-testid="billing-owners-note">
      {owners.length > 0 ? t('owners.ask', { owners: owners.join(', ') }) : t('owners.only')}
    </p>
  );
}

/**
 * The one sentence every plan screen carries about how Premium is priced, in English: the public
 * /subscribe page has it in its own catalogue (site-subscribe 'page.perWorkspace').
 */
export const PER_WORKSPACE_PRICING =
  'Premium is priced per workspace: one subscription covers everyone in that workspace, with no per-member (seat) charge. Each workspace has its own plan.';
