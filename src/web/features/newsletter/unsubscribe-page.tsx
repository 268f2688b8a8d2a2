import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { MAIL_LIST_LABELS, NEWSLETTER_MESSAGES } from '../../../contracts/newsletter-messages.js';
import type { UnsubscribeInfo } from '../../../contracts/newsletter.js';
import { Button } from '../../components/ui/button.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/**
 * /unsubscribe?token=...: the visible link of every newsletter and notification mail. No
 * sign-in: the signed token names the address and the list. One button leaves the list (a page
 * load alone changes nothing, so link scanners cannot unsubscribe anyone); "Subscribe again"
 * undoes it.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const info = useQuery({
    queryKey: ['/api/unsubscribe/info', token],
    queryFn: async () => {
      const res = await apiRequest(
        'GET',
        `/api/unsubscribe/info?token=${encodeURIComponent(token)}`,
      );
      return (await res.json()) as UnsubscribeInfo;
    },
    enabled: Boolean(token),
    retry: false,
  });
  const change = useMutation({
    mutationFn: async (subscribe: boolean) => {
      const res = await apiRequest(
        'POST',
        subscribe ? '/api/unsubscribe/undo' : '/api/unsubscribe',
        { token },
      );
      return (await res.json()) as UnsubscribeInfo;
    },
  });

  if (!token || info.isError) {
    return (
      <PageIntro title="Unsubscribe">
        <p role="alert">
          {(info.isError && serverMessage(info.error)) || NEWSLETTER_MESSAGES.unsubscribeInvalid}
        </p>
      </PageIntro>
    );
  }
  if (!info.data) {
    return (
      <PageIntro title="Unsubscribe">
        <p role="status">Checking your link...</p>
      </PageIntro>
    );
  }
  const state = change.data ?? info.data;
  const label = MAIL_LIST_LABELS[state.list];
  return (
    <PageIntro title="Unsubscribe">
      <div role="status">
        {state.subscribed ? (
          <p>
            <strong>{state.address}</strong> receives {label}.
          </p>
        ) : (
          <p>
            <strong>{state.address}</strong> is unsubscribed from {label}. You will not get these
            e-mails any more.
          </p>
        )}
      </div>
      {change.isError && (
        <p role="alert" className="mt-3 text-red-700">
          {serverMessage(change.error) ?? 'That did not work. Please try again.'}
        </p>
      )}
      <div className="mt-6">
        {state.subscribed ? (
          <Button disabled={change.isPending} onClick={() => change.mutate(false)}>
            {change.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        ) : (
          <Button variant="outline" disabled={change.isPending} onClick={() => change.mutate(true)}>
            {change.isPending ? 'Subscribing...' : 'Subscribe again'}
          </Button>
        )}
      </div>
    </PageIntro>
  );
}
