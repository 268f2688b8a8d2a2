import { useMutation, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Clock } from 'lucide-react';
import { PLAN_LIMITS, type TrialStatus } from '../../../contracts/dynamic-codes.js';
import type { Locale } from '../../../contracts/i18n/locales.js';
import { Button } from '../../components/ui/button.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { useT } from '../../lib/i18n/i18n.js';
import { isSubscribed, TRIAL_STATUS_QUERY_KEY } from './trial-status.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A trial's end as the user reads it: "December 2, 2026 at 11:40 AM" in English (the browser's
 * zone), "2 de diciembre de 2026, 11:40" in Spanish.
 */
export function trialDate(iso: string, locale: Locale = 'en'): string {
  return new Date(iso).toLocaleString(locale === 'en' ? 'en-US' : locale, {
    dateStyle: 'long',
    timeStyle: 'short',
  });
}

interface TrialOfferProps {
  status: TrialStatus | undefined;
  className?: string;
  /** After the trial started: for a screen whose own data changes with the plan. */
  onStarted?: () => void;
}

/**
 * The free trial for a signed-in user (issue 37 item 3), for /subscribe, the Subscription
 * Management dialog, account settings, the link controls and the limit-reached banner. Never had
 * it: what it gives, when it would end, and "Start free trial", one click (POST
 * /api/activate-trial; the status then says until when it runs). Running: until when. Had it:
 * when it ended. Nothing when subscribed or while the status is unknown. It shows on public pages
 * too (/subscribe, the header menu's dialog), so it speaks through the site's messages (the
 * billing namespace): in the page's language, in the app the account's (issue 42).
 */
export function TrialOffer({ status, className, onStarted }: TrialOfferProps) {
  const { t, locale } = useT('billing');
  const client = useQueryClient();
  const start = useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/activate-trial', {});
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: TRIAL_STATUS_QUERY_KEY });
      onStarted?.();
    },
  });
  if (!status || isSubscribed(status)) return null;
  const box = clsx('grid gap-2 rounded-md border p-3 text-sm', className);
  // What the trial gives, from the plan limits the server enforces.
  const gives = t('offer.gives', {
    trial: PLAN_LIMITS.trial.dynamic,
    free: PLAN_LIMITS.free.dynamic,
  });
  if (status.trialEndsAt) {
    return status.isActive ? (
      <p role="status" className={clsx(box, 'border-blue-200 bg-blue-50 text-blue-900')}>
        {t('offer.running', { date: trialDate(status.trialEndsAt, locale), gives })}
      </p>
    ) : (
      <p className={clsx(box, 'border-gray-200 bg-gray-50 text-gray-800')}>
        {t('offer.ended', { date: trialDate(status.trialEndsAt, locale) })}
      </p>
    );
  }
  if (!status.canStartTrial) return null;
  const endsIfStartedNow = new Date(Date.now() + PLAN_LIMITS.trialDays * DAY_MS).toISOString();
  return (
    <section
      aria-label={t('offer.label')}
      className={clsx(box, 'border-blue-200 bg-blue-50 text-blue-900')}
    >
      <p className="flex items-start gap-2">
        <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">
          {t('offer.try', {
            days: PLAN_LIMITS.trialDays,
            gives,
            date: trialDate(endsIfStartedNow, locale),
          })}
        </span>
      </p>
      <Button
        className="w-full text-center sm:w-fit"
        onClick={() => start.mutate()}
        disabled={start.isPending || start.isSuccess}
      >
        {start.isPending || start.isSuccess ? t('trial.starting') : t('trial.start')}
      </Button>
      {start.isError && (
        <p role="alert" className="text-red-700">
          {serverMessage(start.error) ?? t('offer.failed')}
        </p>
      )}
    </section>
  );
}
