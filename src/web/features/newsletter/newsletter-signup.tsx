import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_MESSAGES } from '../../../contracts/newsletter-messages.js';
import { Button } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast.js';
import { apiRequest, ApiError, serverMessage } from '../../lib/api.js';
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { useMailStatus } from '../mail-status/index.js';
import { useT, type SiteTranslator } from '../../lib/i18n/i18n.js';
import type { SiteChromeMessageId } from '../../../contracts/i18n/catalogues/site-chrome/en.js';

/**
 * The server's answers that are the product's own fixed texts (the signup's answer, with mail or
 * without, and its refusal of a malformed address), said in the page's language; any other
 * answer (the wait of a rate limit) as the server wrote it.
 */
function ownText(t: SiteTranslator<SiteChromeMessageId>['t'], message: string): string {
  if (message === NEWSLETTER_MESSAGES.checkInbox) return t('newsletter.checkInbox');
  if (message === NO_MAIL_MESSAGES.link) return t('newsletter.noMail');
  if (message === NEWSLETTER_MESSAGES.invalidDescription) return t('newsletter.invalidDescription');
  return message;
}

/**
 * The footer's newsletter block for signed-out visitors (spec 001 §2, §4, §5, §8): idle, then
 * "Subscribing..." (disabled), then "Successfully subscribed!" in place of the form; a failure
 * returns to idle with a toast. The address gets a confirmation link (double opt-in), which the
 * success text says.
 */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const inputId = useId();
  const { t } = useT('chrome');
  // Asked once the visitor starts typing: a page load costs no request.
  const { mailed } = useMailStatus({ enabled: email !== '' });
  const subscribe = useMutation({
    mutationFn: async (address: string) => {
      const res = await apiRequest('POST', '/api/newsletter-signup', { email: address });
      return ((await res.json()) as { message?: string }).message;
    },
    onSuccess: (message) =>
      toast(
        mailed
          ? {
              title: t('newsletter.welcomeTitle'),
              description: t('newsletter.welcomeDescription'),
              variant: 'success',
            }
          : {
              title: t('newsletter.noMailTitle'),
              description: message === undefined ? undefined : ownText(t, message),
              variant: 'success',
            },
      ),
    onError: (error) => {
      const limited = error instanceof ApiError && (error.status === 429 || error.status === 400);
      const told = limited ? serverMessage(error) : undefined;
      toast({
        title:
          error instanceof ApiError && error.status === 400
            ? t('newsletter.invalidTitle')
            : t('newsletter.failedTitle'),
        description: (told && ownText(t, told)) || t('newsletter.failedDescription'),
        variant: 'destructive',
      });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || !address.includes('@')) {
      toast({
        title: t('newsletter.invalidTitle'),
        description: t('newsletter.invalidDescription'),
        variant: 'destructive',
      });
      return;
    }
    subscribe.mutate(address);
  };

  if (subscribe.isSuccess) {
    return (
      <div role="status" className="mt-4">
        <p className="font-semibold text-white">{t('newsletter.subscribed')}</p>
        {/* The server's answer: a confirmation link was mailed, or this server has no mail. */}
        <p className="mt-1 text-sm text-gray-300">
          {subscribe.data === undefined ? t('newsletter.checkInbox') : ownText(t, subscribe.data)}
        </p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex max-w-xl flex-col gap-3 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        {t('newsletter.label')}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder={t('newsletter.placeholder')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className="w-full rounded-md border border-gray-600 bg-gray-800 px-3 py-2 text-base text-white placeholder:text-gray-400 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:text-sm"
      />
      <Button type="submit" disabled={subscribe.isPending} className="shrink-0">
        {subscribe.isPending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
      </Button>
    </form>
  );
}
