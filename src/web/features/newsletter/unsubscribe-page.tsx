import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import type { MailList } from '../../../contracts/newsletter-messages.js';
import type { UnsubscribeInfo } from '../../../contracts/newsletter.js';
import { Button } from '../../components/ui/button.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { ApiError, apiRequest, serverMessage } from '../../lib/api.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/** Each mail list as the messages' `{list, select, ...}` names it. */
const LIST_KEYS: Record<MailList, string> = {
  newsletter: 'newsletter',
  'scan-summary': 'scanSummary',
  'pause-reminders': 'pauseReminders',
  announcements: 'announcements',
  'broken-links': 'brokenLinks',
};

/** The server's refusal of a bad link: this page's own text, in the app's language. */
const badLink = (error: unknown) =>
  error instanceof ApiError && error.body?.code === 'INVALID_UNSUBSCRIBE_LINK';

/**
 * /unsubscribe?token=...: the visible link of every newsletter and notification mail. No
 * sign-in: the signed token names the address and the list. One button leaves the list (a page
 * load alone changes nothing, so link scanners cannot unsubscribe anyone); "Subscribe again"
 * undoes it.
 */
export function UnsubscribePage() {
  const { t, rich } = useAppT('newsletter');
  useDocumentTitle(t('unsubscribe.title'));
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
      <PageIntro title={t('unsubscribe.title')}>
        <p role="alert">
          {(!badLink(info.error) && info.isError && serverMessage(info.error)) ||
            t('unsubscribe.invalid')}
        </p>
      </PageIntro>
    );
  }
  if (!info.data) {
    return (
      <PageIntro title={t('unsubscribe.title')}>
        <p role="status">{t('link.checking')}</p>
      </PageIntro>
    );
  }
  const state = change.data ?? info.data;
  const values = {
    address: state.address,
    list: LIST_KEYS[state.list],
    b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  };
  return (
    <PageIntro title={t('unsubscribe.title')}>
      <div role="status" className="break-words">
        <p>
          {state.subscribed
            ? rich('unsubscribe.receives', values)
            : rich('unsubscribe.left', values)}
        </p>
      </div>
      {change.isError && (
        <p role="alert" className="mt-3 text-red-700">
          {badLink(change.error)
            ? t('unsubscribe.invalid')
            : (serverMessage(change.error) ?? t('unsubscribe.failed'))}
        </p>
      )}
      <div className="mt-6">
        {state.subscribed ? (
          <Button disabled={change.isPending} onClick={() => change.mutate(false)}>
            {change.isPending ? t('unsubscribe.unsubscribing') : t('unsubscribe.button')}
          </Button>
        ) : (
          <Button variant="outline" disabled={change.isPending} onClick={() => change.mutate(true)}>
            {change.isPending ? t('unsubscribe.subscribing') : t('unsubscribe.again')}
          </Button>
        )}
      </div>
    </PageIntro>
  );
}
