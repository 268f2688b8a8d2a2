import { useMutation, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Clock } from 'lucide-react';
import { PLAN_LIMITS, type TrialStatus } from '../../../contracts/dynamic-codes.js';
import { Button } from '../../components/ui/button.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { isSubscribed, TRIAL_STATUS_QUERY_KEY } from './trial-status.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A trial's end as the user reads it: "December 2, 2026 at 11:40 AM" (the browser's zone). */
export function trialDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
}

/** What the trial gives, from the plan limits the server enforces. */
export const TRIAL_GIVES = `up to ${PLAN_LIMITS.trial.dynamic} dynamic codes (instead of ${PLAN_LIMITS.free.dynamic}) and detailed analytics for every scan, with no card and no charge when it ends`;

/**
 * The free trial for a signed-in user (issue 37 item 3), for /subscribe, the limit-reached banner
 * and the upgrade prompts. Never had it: what it gives, when it would end, and "Start free
 * trial", one click (POST /api/activate-trial; the status then says until when it runs). Running:
 * until when. Had it: when it ended. Nothing when subscribed or while the status is unknown.
 */
export function TrialOffer({
  status,
  className,
}: {
  status: TrialStatus | undefined;
  className?: string;
}) {
  const client = useQueryClient();
  const start = useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/activate-trial', {});
    },
    onSuccess: () => client.invalidateQueries({ queryKey: TRIAL_STATUS_QUERY_KEY }),
  });
  if (!status || isSubscribed(status)) return null;
  const box = clsx('grid gap-2 rounded-md border p-3 text-sm', className);
  if (status.trialEndsAt) {
    return status.isActive ? (
      <p role="status" className={clsx(box, 'border-blue-200 bg-blue-50 text-blue-900')}>
        Your free trial runs until {trialDate(status.trialEndsAt)}: {TRIAL_GIVES}.
      </p>
    ) : (
      <p className={clsx(box, 'border-gray-200 bg-gray-50 text-gray-800')}>
        Your free trial ended on {trialDate(status.trialEndsAt)}.
      </p>
    );
  }
  if (!status.canStartTrial) return null;
  const endsIfStartedNow = new Date(Date.now() + PLAN_LIMITS.trialDays * DAY_MS).toISOString();
  return (
    <section
      aria-label="Start your free trial"
      className={clsx(box, 'border-blue-200 bg-blue-50 text-blue-900')}
    >
      <p className="flex items-start gap-2">
        <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          Try the {PLAN_LIMITS.trialDays}-day free trial: {TRIAL_GIVES}. Started now, it ends on{' '}
          {trialDate(endsIfStartedNow)}; your codes keep working after it.
        </span>
      </p>
      <Button
        className="w-full sm:w-fit"
        onClick={() => start.mutate()}
        disabled={start.isPending || start.isSuccess}
      >
        {start.isPending || start.isSuccess ? 'Starting...' : 'Start free trial'}
      </Button>
      {start.isError && (
        <p role="alert" className="text-red-700">
          {serverMessage(start.error) ?? 'The trial could not be started. Please try again.'}
        </p>
      )}
    </section>
  );
}
