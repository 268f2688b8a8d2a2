import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { isSubscribed, TrialOffer, useTrialStatus } from '../../trial/index.js';
import type { AccountSectionProps } from '../section-props.js';
import { DetailRow, SectionCard } from '../section-card.js';

/** The plan: Free by default, a trial with its days left, or Premium; links to /subscribe. */
export function PlanSection({ user }: AccountSectionProps) {
  const { status, isLoading } = useTrialStatus();
  let plan: string;
  let detail: string | null = null;
  if (isLoading) plan = 'Loading...';
  else if (!status) {
    // The server decides limits; without its answer the stored status is the best we know.
    plan = user.subscriptionStatus === 'active' ? 'Premium' : 'Free';
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
        <DetailRow label="Subscription">
          <span className="font-medium">{plan}</span>
          {detail && <span className="ml-2 text-gray-600">{detail}</span>}
        </DetailRow>
      </dl>
      <TrialOffer status={status} className="mt-3" />
      <Link href="/subscribe" className={buttonClasses(premium ? 'outline' : 'primary', 'mt-3')}>
        {premium ? 'View plans' : 'Upgrade to Premium'}
      </Link>
    </SectionCard>
  );
}
