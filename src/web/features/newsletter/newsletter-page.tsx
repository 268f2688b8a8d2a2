import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { renderMarkdown } from '../../../contracts/markdown.js';
import type {
  CampaignSummary,
  NewsletterStats,
  NotificationResult,
} from '../../../contracts/newsletter.js';
import { Button } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { toast } from '../../components/ui/toast.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import type { AppMessageIds } from '../../lib/i18n/app-bundle.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAuth } from '../auth/index.js';

const STATS_KEY = ['/api/newsletter/stats'];
const CAMPAIGNS_KEY = ['/api/newsletter/campaigns'];

async function getJson<T>(url: string): Promise<T> {
  return (await (await apiRequest('GET', url)).json()) as T;
}

type NewsletterMessageId = AppMessageIds['newsletter'];

/** A failed send's toast: the server's message, or the screen's own. */
function useFailedToast() {
  const { t } = useAppT('newsletter');
  return (error: unknown) =>
    toast({
      title: t('error.title'),
      description: serverMessage(error) ?? t('error.sendFailed'),
      variant: 'destructive',
    });
}

/** /newsletter: the admin's stats, composer, notification sends and campaign history. */
export function NewsletterPage() {
  const { t } = useAppT('newsletter');
  useDocumentTitle(t('page.title'));
  const { user } = useAuth();
  if (user?.role !== 'admin') {
    return (
      <PageIntro title={t('page.title')}>
        <p role="alert">{t('page.forbidden')}</p>
      </PageIntro>
    );
  }
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight break-words text-gray-900">
        {t('page.title')}
      </h1>
      <StatsCards />
      <Composer />
      <Notifications />
      <CampaignHistory />
    </div>
  );
}

function StatsCards() {
  const { t } = useAppT('newsletter');
  const common = useAppT('common');
  const stats = useQuery({
    queryKey: STATS_KEY,
    queryFn: () => getJson<NewsletterStats>('/api/newsletter/stats'),
  });
  if (stats.isPending) return <p role="status">{common.t('loading')}</p>;
  if (stats.isError) return <p role="alert">{t('stats.loadFailed')}</p>;
  const s = stats.data;
  const cards = [
    [t('stats.totalUsers'), s.totalUsers, t('stats.newIn7Days', { count: s.newUsers })],
    [t('stats.qrCodes'), s.totalQRCodes, t('stats.newIn7Days', { count: s.newQRCodes })],
    [
      t('stats.subscribers'),
      s.confirmedSubscribers,
      t('stats.waiting', { count: s.pendingSubscribers }),
    ],
  ] as const;
  return (
    <section aria-label={t('stats.label')} className="grid gap-4 sm:grid-cols-3">
      {cards.map(([label, value, hint]) => (
        <div key={label} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <p className="text-sm break-words text-gray-600">{label}</p>
          <p className="mt-1 text-3xl font-bold text-gray-900">{value}</p>
          <p className="mt-1 text-sm text-gray-600">{hint}</p>
        </div>
      ))}
    </section>
  );
}

function Composer() {
  const { t } = useAppT('newsletter');
  const failed = useFailedToast();
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [includeStats, setIncludeStats] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const preview = useMemo(() => renderMarkdown(content), [content]);
  const send = useMutation({
    mutationFn: async (test: boolean) =>
      (await (
        await apiRequest('POST', '/api/send-newsletter', { subject, content, includeStats, test })
      ).json()) as NotificationResult,
    onSuccess: (result, test) => {
      toast({
        title: test ? t('composer.testQueued') : t('composer.queued'),
        description: result.message,
      });
      if (!test) {
        setSubject('');
        setContent('');
      }
      void queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
    },
    onError: failed,
  });
  const check = () => {
    if (!subject.trim() || !content.trim()) {
      toast({
        title: t('composer.missingTitle'),
        description: t('composer.missingDescription'),
        variant: 'destructive',
      });
      return false;
    }
    return true;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (check()) setConfirming(true);
  };
  return (
    <section
      aria-labelledby="composer-heading"
      className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id="composer-heading" className="text-lg font-semibold text-gray-900">
        {t('composer.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
        <label className="grid gap-1.5 text-sm font-medium text-gray-800">
          {t('composer.subject')}
          <input
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            maxLength={200}
            className="rounded-md border border-gray-300 px-3 py-2 text-base sm:text-sm"
          />
        </label>
        <div className="grid gap-4 md:grid-cols-2">
          <label className="grid gap-1.5 text-sm font-medium text-gray-800">
            {t('composer.content')}
            <textarea
              value={content}
              onChange={(e) => setContent(e.target.value)}
              rows={12}
              className="rounded-md border border-gray-300 px-3 py-2 font-mono text-base sm:text-sm"
            />
          </label>
          <div className="grid gap-1.5">
            <p className="text-sm font-medium text-gray-800">{t('composer.preview')}</p>
            <div
              aria-label={t('composer.preview')}
              className="prose prose-sm min-h-40 max-w-none overflow-auto rounded-md border border-gray-200 bg-gray-50 p-3"
              // renderMarkdown escapes raw HTML and drops unsafe link targets.
              dangerouslySetInnerHTML={{ __html: preview }}
            />
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={includeStats}
            onChange={(e) => setIncludeStats(e.target.checked)}
            className="h-4 w-4 accent-primary"
          />
          {t('composer.includeStats')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('composer.sending') : t('composer.send')}
          </Button>
          <Button
            variant="outline"
            disabled={send.isPending}
            onClick={() => {
              if (check()) send.mutate(true);
            }}
          >
            {t('composer.sendTest')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('composer.confirmTitle')}
        description={t('composer.confirmDescription')}
        confirmLabel={t('composer.confirmLabel')}
        onConfirm={() => send.mutate(false)}
      />
    </section>
  );
}

const NOTIFICATIONS = [
  {
    url: '/api/send-welcome-to-all',
    label: 'notifications.welcome',
    title: 'notifications.welcomeTitle',
    description: 'notifications.welcomeDescription',
  },
  {
    url: '/api/send-scan-notifications',
    label: 'notifications.scans',
    title: 'notifications.scansTitle',
    description: 'notifications.scansDescription',
  },
  {
    url: '/api/send-pause-notifications',
    label: 'notifications.paused',
    title: 'notifications.pausedTitle',
    description: 'notifications.pausedDescription',
  },
] as const satisfies readonly {
  url: string;
  label: NewsletterMessageId;
  title: NewsletterMessageId;
  description: NewsletterMessageId;
}[];

function Notifications() {
  const { t } = useAppT('newsletter');
  const failed = useFailedToast();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<(typeof NOTIFICATIONS)[number] | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (url: string) =>
      (await (await apiRequest('POST', url)).json()) as NotificationResult,
    onSuccess: (r) => {
      setResult(
        t('notifications.result', {
          message: r.message,
          sent: r.successCount,
          total: r.totalUsers,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
    },
    onError: failed,
  });
  return (
    <section
      aria-labelledby="notifications-heading"
      className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id="notifications-heading" className="text-lg font-semibold text-gray-900">
        {t('notifications.title')}
      </h2>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {NOTIFICATIONS.map((n) => (
          <Button
            key={n.url}
            variant="outline"
            disabled={send.isPending}
            onClick={() => setAsking(n)}
          >
            {t(n.label)}
          </Button>
        ))}
      </div>
      {result && (
        <p role="status" className="mt-3 text-sm text-gray-700">
          {result}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? t(asking.title) : ''}
        description={asking ? t(asking.description) : ''}
        confirmLabel={t('action.send')}
        onConfirm={() => asking && send.mutate(asking.url)}
      />
    </section>
  );
}

/** The campaign kinds' names in the history. */
const KIND_IDS = {
  newsletter: 'history.kindNewsletter',
  welcome: 'history.kindWelcome',
  'scan-summary': 'history.kindScanSummary',
  'pause-reminder': 'history.kindPauseReminder',
} as const satisfies Record<CampaignSummary['kind'], NewsletterMessageId>;

/**
 * The campaigns, newest first, with their outbox progress. A newsletter can be sent again
 * (POST /api/newsletter/campaigns/:id/send): it reaches confirmed subscribers who have not had it
 * (confirmed since, or missed when queuing failed); nobody gets it twice.
 */
function CampaignHistory() {
  const { t, locale } = useAppT('newsletter');
  const common = useAppT('common');
  const failed = useFailedToast();
  const queryClient = useQueryClient();
  const [again, setAgain] = useState<CampaignSummary | null>(null);
  const campaigns = useQuery({
    queryKey: CAMPAIGNS_KEY,
    queryFn: () => getJson<CampaignSummary[]>('/api/newsletter/campaigns'),
    // While mail is on its way, the progress follows it.
    refetchInterval: (query) => (query.state.data?.some((c) => c.queued > 0) ? 3_000 : false),
  });
  const sendAgain = useMutation({
    mutationFn: async (id: number) =>
      (await (
        await apiRequest('POST', `/api/newsletter/campaigns/${id}/send`)
      ).json()) as NotificationResult,
    onSuccess: (result) => {
      toast({ title: t('composer.queued'), description: result.message });
      void queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
    },
    onError: failed,
  });
  return (
    <section
      aria-labelledby="history-heading"
      className="min-w-0 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id="history-heading" className="text-lg font-semibold text-gray-900">
        {t('history.title')}
      </h2>
      {campaigns.isPending && <p role="status">{common.t('loading')}</p>}
      {campaigns.isError && <p role="alert">{t('history.loadFailed')}</p>}
      {campaigns.data?.length === 0 && (
        <p className="mt-2 text-sm text-gray-600">{t('history.empty')}</p>
      )}
      {campaigns.data && campaigns.data.length > 0 && (
        // Scrolls sideways on a phone (the section's min-w-0 keeps the page itself narrow);
        // `relative` keeps the sr-only header text (absolute) inside it, not at the page's edge.
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-gray-600">
              <tr>
                <th className="py-2 pr-4">{t('history.sent')}</th>
                <th className="py-2 pr-4">{t('history.kind')}</th>
                <th className="py-2 pr-4">{t('history.subject')}</th>
                <th className="py-2 pr-4">{t('history.queued')}</th>
                <th className="py-2 pr-4">{t('history.delivered')}</th>
                <th className="py-2 pr-4">{t('history.failed')}</th>
                <th className="py-2 pr-4">
                  <span className="sr-only">{t('history.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {campaigns.data.map((c) => (
                <tr key={c.id} className="border-t border-gray-100">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <time dateTime={c.createdAt}>
                      {new Date(c.createdAt).toLocaleString(locale)}
                    </time>
                  </td>
                  <td className="py-2 pr-4">{t(KIND_IDS[c.kind])}</td>
                  <td className="py-2 pr-4" translate="no">
                    {c.subject}
                  </td>
                  <td className="py-2 pr-4">{c.queued}</td>
                  <td className="py-2 pr-4">{c.sent}</td>
                  <td className="py-2 pr-4">{c.failed}</td>
                  <td className="py-2 pr-4">
                    {c.kind === 'newsletter' && (
                      <Button
                        variant="outline"
                        aria-label={t('history.sendAgainLabel', { subject: c.subject })}
                        disabled={sendAgain.isPending}
                        onClick={() => setAgain(c)}
                      >
                        {t('history.sendAgain')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={again !== null}
        onOpenChange={(open) => !open && setAgain(null)}
        title={t('history.againTitle')}
        description={t('history.againDescription', { subject: again?.subject ?? '' })}
        confirmLabel={t('action.send')}
        onConfirm={() => again && sendAgain.mutate(again.id)}
      />
    </section>
  );
}
