import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { renderMarkdown } from '../../../contracts/markdown.js';
import { NEWSLETTER_MESSAGES } from '../../../contracts/newsletter-messages.js';
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
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAuth } from '../auth/index.js';

const STATS_KEY = ['/api/newsletter/stats'];
const CAMPAIGNS_KEY = ['/api/newsletter/campaigns'];

async function getJson<T>(url: string): Promise<T> {
  return (await (await apiRequest('GET', url)).json()) as T;
}

function failed(error: unknown) {
  toast({
    title: 'Error',
    description: serverMessage(error) ?? NEWSLETTER_MESSAGES.sendFailed,
    variant: 'destructive',
  });
}

/** /newsletter: the admin's stats, composer, notification sends and campaign history. */
export function NewsletterPage() {
  useDocumentTitle('Newsletter');
  const { user } = useAuth();
  if (user?.role !== 'admin') {
    return (
      <PageIntro title="Newsletter">
        <p role="alert">403: only administrators can send newsletters and notifications.</p>
      </PageIntro>
    );
  }
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Newsletter</h1>
      <StatsCards />
      <Composer />
      <Notifications />
      <CampaignHistory />
    </div>
  );
}

function StatsCards() {
  const stats = useQuery({
    queryKey: STATS_KEY,
    queryFn: () => getJson<NewsletterStats>('/api/newsletter/stats'),
  });
  if (stats.isPending) return <p role="status">Loading...</p>;
  if (stats.isError) return <p role="alert">The figures could not be loaded.</p>;
  const s = stats.data;
  const cards = [
    ['Total users', s.totalUsers, `${s.newUsers} new in 7 days`],
    ['QR codes', s.totalQRCodes, `${s.newQRCodes} new in 7 days`],
    ['Subscribers', s.confirmedSubscribers, `${s.pendingSubscribers} waiting to confirm`],
  ] as const;
  return (
    <section aria-label="Figures" className="grid gap-4 sm:grid-cols-3">
      {cards.map(([label, value, hint]) => (
        <div key={label} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <p className="text-sm text-gray-600">{label}</p>
          <p className="mt-1 text-3xl font-bold text-gray-900">{value}</p>
          <p className="mt-1 text-sm text-gray-600">{hint}</p>
        </div>
      ))}
    </section>
  );
}

function Composer() {
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
      toast({ title: test ? 'Test queued' : 'Newsletter queued', description: result.message });
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
        title: NEWSLETTER_MESSAGES.missingTitle,
        description: NEWSLETTER_MESSAGES.missingDescription,
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
        Compose a newsletter
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
        <label className="grid gap-1.5 text-sm font-medium text-gray-800">
          Subject
          <input
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            maxLength={200}
            className="rounded-md border border-gray-300 px-3 py-2 text-base sm:text-sm"
          />
        </label>
        <div className="grid gap-4 md:grid-cols-2">
          <label className="grid gap-1.5 text-sm font-medium text-gray-800">
            Content (Markdown)
            <textarea
              value={content}
              onChange={(e) => setContent(e.target.value)}
              rows={12}
              className="rounded-md border border-gray-300 px-3 py-2 font-mono text-base sm:text-sm"
            />
          </label>
          <div className="grid gap-1.5">
            <p className="text-sm font-medium text-gray-800">Preview</p>
            <div
              aria-label="Preview"
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
          Include this week&apos;s figures (users and QR codes)
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send to subscribers'}
          </Button>
          <Button
            variant="outline"
            disabled={send.isPending}
            onClick={() => {
              if (check()) send.mutate(true);
            }}
          >
            Send a test to me
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send this newsletter?"
        description="It goes to every confirmed subscriber. Each gets it once, with a one-click unsubscribe link."
        confirmLabel="Send newsletter"
        onConfirm={() => send.mutate(false)}
      />
    </section>
  );
}

const NOTIFICATIONS = [
  {
    url: '/api/send-welcome-to-all',
    label: 'Send welcome mail',
    title: 'Send the welcome mail?',
    description: 'Every user who never had the welcome mail gets it, once.',
  },
  {
    url: '/api/send-scan-notifications',
    label: 'Send scan summaries',
    title: 'Send scan summaries?',
    description:
      "Each user with dynamic codes gets the last 7 days' scans of each code. Users without dynamic codes, or who turned these mails off, are skipped.",
  },
  {
    url: '/api/send-pause-notifications',
    label: 'Send paused-code reminders',
    title: 'Send paused-code reminders?',
    description: 'Each user with paused dynamic codes gets a reminder listing them.',
  },
] as const;

function Notifications() {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<(typeof NOTIFICATIONS)[number] | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async (url: string) =>
      (await (await apiRequest('POST', url)).json()) as NotificationResult,
    onSuccess: (r) => {
      setResult(`${r.message} (${r.successCount} of ${r.totalUsers} users)`);
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
        Notifications
      </h2>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {NOTIFICATIONS.map((n) => (
          <Button
            key={n.url}
            variant="outline"
            disabled={send.isPending}
            onClick={() => setAsking(n)}
          >
            {n.label}
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
        title={asking?.title ?? ''}
        description={asking?.description ?? ''}
        confirmLabel="Send"
        onConfirm={() => asking && send.mutate(asking.url)}
      />
    </section>
  );
}

/**
 * The campaigns, newest first, with their outbox progress. A newsletter can be sent again
 * (POST /api/newsletter/campaigns/:id/send): it reaches confirmed subscribers who have not had it
 * (confirmed since, or missed when queuing failed); nobody gets it twice.
 */
function CampaignHistory() {
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
      toast({ title: 'Newsletter queued', description: result.message });
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
        Campaigns
      </h2>
      {campaigns.isPending && <p role="status">Loading...</p>}
      {campaigns.isError && <p role="alert">The campaigns could not be loaded.</p>}
      {campaigns.data?.length === 0 && (
        <p className="mt-2 text-sm text-gray-600">Nothing sent yet.</p>
      )}
      {campaigns.data && campaigns.data.length > 0 && (
        // Scrolls sideways on a phone (the section's min-w-0 keeps the page itself narrow);
        // `relative` keeps the sr-only header text (absolute) inside it, not at the page's edge.
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-gray-600">
              <tr>
                <th className="py-2 pr-4">Sent</th>
                <th className="py-2 pr-4">Kind</th>
                <th className="py-2 pr-4">Subject</th>
                <th className="py-2 pr-4">Queued</th>
                <th className="py-2 pr-4">Delivered</th>
                <th className="py-2 pr-4">Failed</th>
                <th className="py-2 pr-4">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {campaigns.data.map((c) => (
                <tr key={c.id} className="border-t border-gray-100">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {new Date(c.createdAt).toLocaleString()}
                  </td>
                  <td className="py-2 pr-4">{c.kind}</td>
                  <td className="py-2 pr-4">{c.subject}</td>
                  <td className="py-2 pr-4">{c.queued}</td>
                  <td className="py-2 pr-4">{c.sent}</td>
                  <td className="py-2 pr-4">{c.failed}</td>
                  <td className="py-2 pr-4">
                    {c.kind === 'newsletter' && (
                      <Button
                        variant="outline"
                        aria-label={`Send "${c.subject}" to new subscribers`}
                        disabled={sendAgain.isPending}
                        onClick={() => setAgain(c)}
                      >
                        Send to new subscribers
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
        title="Send this newsletter again?"
        description={`"${again?.subject ?? ''}" goes to confirmed subscribers who have not had it yet. Nobody gets it twice.`}
        confirmLabel="Send"
        onConfirm={() => again && sendAgain.mutate(again.id)}
      />
    </section>
  );
}
