import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { isSubscribed, TrialOffer, useTrialStatus } from '../../trial/index.js';
import {
  BillingOwnersNote,
  PER_WORKSPACE_PRICING,
  useWorkspaceBilling,
} from '../../workspaces/index.js';
import type { AccountSectionProps } from '../section-props.js';
import { DetailRow, SectionCard } from '../section-card.js';

/**
 * The plan of the workspace this tab works in (Premium is per workspace): Free by default, a
 * trial with its days left (personal workspace only), or Premium; links to /subscribe for its
 * owners, and names the owners to everyone else.
 */
export function PlanSection({ user }: AccountSectionProps) {
  const { status, isLoading } = useTrialStatus();
  const billing = useWorkspaceBilling();
  let plan: string;
  let detail: string | null = null;
  if (isLoading) plan = 'Loading...';
  else if (!status) {
    // The server decides limits; without its answer the stored status (the personal
    // workspace's) is the best we know.
    plan = billing.personal && user.subscriptionStatus === 'active' ? 'Premium' : 'Free';
    detail = 'Plan details could not be loaded just now.';
  } else if (isSubscribed(status)) plan = 'Premium';
  else if (status.isActive) {
    plan = 'Trial';
    detail = `${status.daysRemaining} day${status.daysRemaining === 1 ? '' : 's'} left`;
  } else plan = 'Free';
  const premium = plan === 'Premium';
  return (
    <SectionCard id="plan" title="Plan">
      <dl>
        {billing.name && <DetailRow label="Workspace">{billing.name}</DetailRow>}
        <DetailRow label="Subscription">
          <span className="font-medium">{plan}</span>
          {detail && <span className="ml-2 text-gray-600">{detail}</span>}
        </DetailRow>
      </dl>
      <p className="mt-3 text-sm text-gray-600">{PER_WORKSPACE_PRICING}</p>
      <TrialOffer status={status} className="mt-3" />
      {billing.canManageBilling ? (
        <Link href="/subscribe" className={buttonClasses(premium ? 'outline' : 'primary', 'mt-3')}>
          {premium ? 'View plans' : 'Upgrade to Premium'}
        </Link>
      ) : (
        <div className="mt-3">
          <BillingOwnersNote workspaceId={billing.workspaceId} />
        </div>
      )}
    </SectionCard>
  );
}
