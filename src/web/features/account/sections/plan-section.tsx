import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
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
  const { t } = useAppT('account');
  const common = useAppT('common');
  let plan: 'loading' | 'premium' | 'free' | 'trial';
  let detail: string | null = null;
  if (isLoading) plan = 'loading';
  else if (!status) {
    // The server decides limits; without its answer the stored status (the personal
    // workspace's) is the best we know.
    plan = billing.personal && user.subscriptionStatus === 'active' ? 'premium' : 'free';
    detail = t('plan.notLoaded');
  } else if (isSubscribed(status)) plan = 'premium';
  else if (status.isActive) {
    plan = 'trial';
    detail = t('plan.daysLeft', { days: status.daysRemaining });
  } else plan = 'free';
  const premium = plan === 'premium';
  const planName = {
    loading: common.t('loading'),
    premium: t('plan.premium'),
    free: t('plan.free'),
    trial: t('plan.trial'),
  }[plan];
  return (
    <SectionCard id="plan" title={t('plan.title')}>
      <dl>
        {billing.name && <DetailRow label={t('plan.workspace')}>{billing.name}</DetailRow>}
        <DetailRow label={t('plan.subscription')}>
          <span className="font-medium">{planName}</span>
          {detail && <span className="ml-2 text-gray-600">{detail}</span>}
        </DetailRow>
      </dl>
      <p className="mt-3 text-sm text-gray-600">{PER_WORKSPACE_PRICING}</p>
      <TrialOffer status={status} className="mt-3" />
      {billing.canManageBilling ? (
        <Link href="/subscribe" className={buttonClasses(premium ? 'outline' : 'primary', 'mt-3')}>
          {premium ? t('plan.viewPlans') : t('plan.upgrade')}
        </Link>
      ) : (
        <div className="mt-3">
          <BillingOwnersNote workspaceId={billing.workspaceId} />
        </div>
      )}
    </SectionCard>
  );
}
