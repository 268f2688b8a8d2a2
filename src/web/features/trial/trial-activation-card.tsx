import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import {
  activateTrialSchema,
  DYNAMIC_MESSAGES,
  PLAN_LIMITS,
} from '../../../contracts/dynamic-codes.js';
import { Button } from '../../components/ui/button.js';
import { TextField } from '../../components/ui/text-field.js';
import { toast } from '../../components/ui/toast.js';
import { serverMessage } from '../../lib/api.js';
import { useT } from '../../lib/i18n/i18n.js';
import { localizeMessage } from '../../lib/i18n/localize-message.js';
import { USER_QUERY_KEY } from '../auth/index.js';
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { useMailStatus } from '../mail-status/index.js';
import { activateTrial } from './activate-trial.js';
import { TRIAL_STATUS_QUERY_KEY } from './trial-status.js';

/**
 * The trial-activation card (spec 000 §2, §5, §8): an e-mail address starts the 3-day trial.
 * Empty → "Email Required" toast and no request; failure → "Activation Failed" with the
 * server's message. Signed in: success → "Free Trial Activated!", the session and trial status
 * are refreshed and the browser goes to / (the dashboard). Signed out: the server only mails
 * the address a link (following it sets a password, starts the trial and signs in), so the card
 * turns into a "check your e-mail" note. In the page's language (the billing messages; the
 * contract's texts and the server's answers through localize-message, as toasts show them).
 */
export function TrialActivationCard({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [email, setEmail] = useState(defaultEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  /** The server's answer to a signed-out request: a link was mailed, or no mail is set up. */
  const [answerText, setAnswerText] = useState<string>(DYNAMIC_MESSAGES.trialCheckEmail);
  const { mailed } = useMailStatus();
  const { t } = useT('billing');
  const answerTitle = mailed ? DYNAMIC_MESSAGES.trialCheckEmailTitle : NO_MAIL_MESSAGES.title;
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const activation = useMutation({
    mutationFn: activateTrial,
    onSuccess: async (answer, address) => {
      if (!answer.user) {
        setMailedTo(address);
        setAnswerText(answer.message);
        toast({
          title: answerTitle,
          description: answer.message,
          variant: 'success',
        });
        return;
      }
      toast({
        title: DYNAMIC_MESSAGES.trialActivatedTitle,
        description: DYNAMIC_MESSAGES.trialActivated,
        variant: 'success',
      });
      queryClient.setQueryData(USER_QUERY_KEY, answer.user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TRIAL_STATUS_QUERY_KEY }),
      ]);
      navigate('/');
    },
    onError: (error) => {
      console.warn('activate-trial failed', error);
      toast({
        title: t('card.failed'),
        description: serverMessage(error) ?? DYNAMIC_MESSAGES.trialActivationFailed,
        variant: 'destructive',
      });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '') {
      setFieldError(undefined);
      toast({
        title: DYNAMIC_MESSAGES.trialEmailRequiredTitle,
        description: DYNAMIC_MESSAGES.trialEmailRequired,
        variant: 'destructive',
      });
      return;
    }
    const parsed = activateTrialSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    activation.mutate(parsed.data.email);
  }

  const busy = activation.isPending;
  return (
    <section
      aria-labelledby="trial-card-heading"
      className="mx-auto w-full max-w-xl rounded-2xl border border-blue-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-2 text-primary">
        <Sparkles className="h-5 w-5" aria-hidden="true" />
        <h2 id="trial-card-heading" className="min-w-0 text-xl font-bold break-words text-gray-900">
          {t('card.title', { days: PLAN_LIMITS.trialDays })}
        </h2>
      </div>
      <p className="mt-2 text-sm text-gray-600">
        {t('card.text', { dynamic: PLAN_LIMITS.trial.dynamic })}
      </p>
      {mailedTo !== null ? (
        <div role="status" className="mt-4 rounded-lg bg-blue-50 p-4 text-sm text-gray-800">
          <p className="font-semibold">{localizeMessage(answerTitle)}</p>
          <p className="mt-1 break-words">
            {localizeMessage(answerText)}{' '}
            <span className="sr-only">{mailed ? t('card.sentTo') : t('card.for')} </span>
            <span className="font-medium">{mailedTo}</span>
          </p>
          <button
            type="button"
            className="mt-2 font-medium text-primary underline"
            onClick={() => setMailedTo(null)}
          >
            {t('card.otherAddress')}
          </button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <TextField
            label={t('card.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={fieldError}
            disabled={busy}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" disabled={busy} className="py-2.5 text-center">
            {busy ? t('trial.starting') : t('trial.start')}
          </Button>
        </form>
      )}
    </section>
  );
}
