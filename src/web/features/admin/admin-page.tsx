import * as Tabs from '@radix-ui/react-tabs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import type {
  AdminAuditEntry,
  AdminContactMessage,
  AdminMail,
  AdminMailDetail,
  AdminPage as Page,
  AdminSystem,
  AdminUser,
  OutboxFilter,
} from '../../../contracts/admin.js';
import { Button } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { toast } from '../../components/ui/toast.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import type { AppMessageIds } from '../../lib/i18n/app-bundle.js';
import { useAppT, type SiteTranslator } from '../../lib/i18n/i18n.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAuth } from '../auth/index.js';

async function getJson<T>(url: string): Promise<T> {
  return (await (await apiRequest('GET', url)).json()) as T;
}

type AdminMessageId = AppMessageIds['admin'];

/** The admin screen's translator, and its dates ("never" for none) in the app's language. */
function useAdminT() {
  const { t, locale } = useAppT('admin');
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale) : t('never'));
  return { t, locale, when };
}

/**
 * The admin's changes: a toast saying what was done (`done`, or `done(input)`), or on failure
 * one with the server's message; then fresh lists.
 */
function useAdminAction<T>(
  run: (input: T) => Promise<unknown>,
  done: string | ((input: T) => string),
) {
  const queryClient = useQueryClient();
  const { t } = useAppT('admin');
  return useMutation({
    mutationFn: run,
    onSuccess: (_answer, input) => {
      toast({ title: typeof done === 'string' ? done : done(input) });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) =>
      toast({
        title: t('action.errorTitle'),
        description: serverMessage(error) ?? t('action.failed'),
        variant: 'destructive',
      }),
  });
}

/** Loading, error and empty states shared by every tab. */
function QueryState({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: { rows: unknown[] } | unknown };
  empty: string;
  children: ReactNode;
}) {
  const { t } = useAppT('admin');
  const common = useAppT('common');
  if (query.isPending) return <p role="status">{common.t('loading')}</p>;
  if (query.isError) return <p role="alert">{t('state.loadFailed')}</p>;
  const data = query.data as { rows?: unknown[] } | undefined;
  if (data?.rows && data.rows.length === 0) {
    return <p className="text-sm text-gray-600">{empty}</p>;
  }
  return <>{children}</>;
}

const TAB_CLASS =
  'rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none data-[state=active]:bg-primary data-[state=active]:text-white';
const CARD = 'rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5';

const ADMIN_TABS = [
  ['users', 'tab.users'],
  ['messages', 'tab.messages'],
  ['outbox', 'tab.outbox'],
  ['system', 'tab.system'],
  ['audit', 'tab.audit'],
] as const satisfies readonly (readonly [string, AdminMessageId])[];

/**
 * /admin (issue 18 item 5), admins only: users, contact messages, the mail outbox, system
 * figures and the audit log, as keyboard-reachable tabs (arrow keys move between them).
 * Everyone else gets the 403 message; the server refuses them too.
 */
export function AdminPage() {
  const { t } = useAppT('admin');
  useDocumentTitle(t('page.title'));
  const { user } = useAuth();
  // ?tab=outbox (the no-mail banner's link) opens that tab.
  const asked = new URLSearchParams(useSearch()).get('tab');
  const firstTab = asked && ADMIN_TABS.some(([value]) => value === asked) ? asked : 'users';
  if (user?.role !== 'admin') {
    return (
      <PageIntro title={t('page.title')}>
        <p role="alert">{t('page.forbidden')}</p>
      </PageIntro>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight break-words text-gray-900">
        {t('page.title')}
      </h1>
      {/* Keyed by the asked tab: following the banner's link while on /admin opens it. */}
      <Tabs.Root key={firstTab} defaultValue={firstTab} className="grid gap-4">
        <Tabs.List aria-label={t('page.sections')} className="flex flex-wrap gap-1">
          {ADMIN_TABS.map(([value, label]) => (
            <Tabs.Trigger key={value} value={value} className={TAB_CLASS}>
              {t(label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="users">
          <UsersTab selfId={user.id} />
        </Tabs.Content>
        <Tabs.Content value="messages">
          <MessagesTab />
        </Tabs.Content>
        <Tabs.Content value="outbox">
          <OutboxTab />
        </Tabs.Content>
        <Tabs.Content value="system">
          <SystemTab />
        </Tabs.Content>
        <Tabs.Content value="audit">
          <AuditTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

type UserAction = { kind: 'make-admin' | 'remove-admin' | 'delete' | 'restore'; user: AdminUser };

const USER_ACTIONS = {
  'make-admin': {
    label: 'users.makeAdmin',
    title: 'users.makeAdminTitle',
    done: 'users.madeAdmin',
  },
  'remove-admin': {
    label: 'users.removeAdmin',
    title: 'users.removeAdminTitle',
    done: 'users.adminRemoved',
  },
  delete: { label: 'users.delete', title: 'users.deleteTitle', done: 'users.deletedDone' },
  restore: { label: 'users.restore', title: 'users.restoreTitle', done: 'users.restored' },
} as const satisfies Record<
  UserAction['kind'],
  { label: AdminMessageId; title: AdminMessageId; done: AdminMessageId }
>;

function UsersTab({ selfId }: { selfId: number }) {
  const { t, when } = useAdminT();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [state, setState] = useState<'live' | 'deleted'>('live');
  const [asking, setAsking] = useState<UserAction | null>(null);
  const users = useQuery({
    queryKey: ['admin', 'users', q, state],
    queryFn: () =>
      getJson<Page<AdminUser>>(`/api/admin/users?q=${encodeURIComponent(q)}&state=${state}`),
  });
  const act = useAdminAction(
    async ({ kind, user }: UserAction) => {
      if (kind === 'make-admin' || kind === 'remove-admin') {
        return apiRequest('POST', `/api/admin/users/${user.id}/role`, {
          role: kind === 'make-admin' ? 'admin' : 'user',
        });
      }
      return apiRequest('POST', `/api/admin/users/${user.id}/${kind}`);
    },
    ({ kind }) => t(USER_ACTIONS[kind].done),
  );
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(search.trim());
  };
  return (
    <section aria-labelledby="users-heading" className={CARD}>
      <h2 id="users-heading" className="text-lg font-semibold text-gray-900">
        {t('users.title')}
      </h2>
      <form role="search" onSubmit={onSearch} className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label className="grid flex-1 gap-1 text-sm font-medium text-gray-800">
          {t('users.search')}
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="rounded-md border border-gray-300 px-3 py-2 text-base sm:text-sm"
          />
        </label>
        <label className="grid gap-1 text-sm font-medium text-gray-800">
          {t('users.show')}
          <select
            value={state}
            onChange={(e) => setState(e.target.value as 'live' | 'deleted')}
            className="rounded-md border border-gray-300 px-3 py-2 text-base sm:text-sm"
          >
            <option value="live">{t('users.live')}</option>
            <option value="deleted">{t('users.deleted')}</option>
          </select>
        </label>
        <Button type="submit" className="self-end">
          {t('users.searchButton')}
        </Button>
      </form>
      <div className="mt-4">
        <QueryState query={users} empty={t('users.none')}>
          <p className="mb-2 text-sm text-gray-600">
            {t('users.found', { count: users.data?.total ?? 0 })}
          </p>
          <ul className="grid gap-2">
            {users.data?.rows.map((u) => (
              <li
                key={u.id}
                aria-label={u.email}
                className="grid gap-2 rounded-lg border border-gray-100 p-3 md:grid-cols-[1fr_auto] md:items-center"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-all text-gray-900">
                    {u.email}
                    {u.role === 'admin' && (
                      <span className="ml-2 rounded bg-primary/10 px-1.5 py-0.5 text-xs text-primary">
                        {t('users.adminBadge')}
                      </span>
                    )}
                  </p>
                  <p className="break-words text-gray-600">
                    {t('users.details', {
                      plan: u.plan,
                      codes: u.codeCount,
                      created: when(u.createdAt),
                      lastSignIn: when(u.lastSignInAt),
                    })}
                    {u.deletedAt && ` · ${t('users.deletedOn', { when: when(u.deletedAt) })}`}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {u.deletedAt ? (
                    <Button
                      variant="outline"
                      onClick={() => setAsking({ kind: 'restore', user: u })}
                    >
                      {t('users.restore')}
                    </Button>
                  ) : (
                    <>
                      <Button
                        variant="outline"
                        onClick={() =>
                          setAsking({
                            kind: u.role === 'admin' ? 'remove-admin' : 'make-admin',
                            user: u,
                          })
                        }
                      >
                        {u.role === 'admin' ? t('users.removeAdmin') : t('users.makeAdmin')}
                      </Button>
                      {u.id !== selfId && (
                        <Button
                          variant="outline"
                          onClick={() => setAsking({ kind: 'delete', user: u })}
                        >
                          {t('users.delete')}
                        </Button>
                      )}
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </QueryState>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? t(USER_ACTIONS[asking.kind].title) : ''}
        description={
          asking
            ? t(
                asking.kind === 'remove-admin' || asking.kind === 'delete'
                  ? 'users.confirmSessionsEnd'
                  : 'users.confirmRecorded',
                { email: asking.user.email },
              )
            : ''
        }
        confirmLabel={asking ? t(USER_ACTIONS[asking.kind].label) : ''}
        destructive={asking?.kind === 'delete' || asking?.kind === 'remove-admin'}
        onConfirm={() => asking && act.mutate(asking)}
      />
    </section>
  );
}

function MessagesTab() {
  const { t, when } = useAdminT();
  const [filter, setFilter] = useState<'all' | 'unread'>('unread');
  const messages = useQuery({
    queryKey: ['admin', 'messages', filter],
    queryFn: () => getJson<Page<AdminContactMessage>>(`/api/admin/messages?filter=${filter}`),
  });
  const mark = useAdminAction(
    ({ id, read }: { id: number; read: boolean }) =>
      apiRequest('POST', `/api/admin/messages/${id}/read`, { read }),
    t('messages.updated'),
  );
  return (
    <section aria-labelledby="messages-heading" className={CARD}>
      <h2 id="messages-heading" className="text-lg font-semibold text-gray-900">
        {t('messages.title')}
      </h2>
      <label className="mt-3 grid max-w-xs gap-1 text-sm font-medium text-gray-800">
        {t('messages.show')}
        <select
          value={filter}
          onChange={(e) => setFilter(e.target.value as 'all' | 'unread')}
          className="rounded-md border border-gray-300 px-3 py-2 text-base sm:text-sm"
        >
          <option value="unread">{t('messages.unread')}</option>
          <option value="all">{t('messages.all')}</option>
        </select>
      </label>
      <div className="mt-4">
        <QueryState query={messages} empty={t('messages.none')}>
          <ul className="grid gap-3">
            {messages.data?.rows.map((m) => (
              <li
                key={m.id}
                aria-label={m.subject}
                className="rounded-lg border border-gray-100 p-3 text-sm"
              >
                <p className="font-medium break-words text-gray-900">
                  {m.readAt ? '' : '● '}
                  <span translate="no">{m.subject}</span>
                </p>
                <p className="break-all text-gray-600">
                  <span translate="no">
                    {m.name} &lt;{m.email}&gt;
                  </span>{' '}
                  · {t('messages.type', { type: m.inquiryType })} ·{' '}
                  <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
                </p>
                <p className="mt-2 whitespace-pre-wrap break-words text-gray-800" translate="no">
                  {m.message}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <a
                    className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                    href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                  >
                    {t('messages.reply')}
                  </a>
                  <Button
                    variant="outline"
                    onClick={() => mark.mutate({ id: m.id, read: !m.readAt })}
                  >
                    {m.readAt ? t('messages.markUnread') : t('messages.markRead')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </QueryState>
      </div>
    </section>
  );
}

function OutboxTab() {
  const { t, when } = useAdminT();
  const [status, setStatus] = useState<OutboxFilter>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const mails = useQuery({
    queryKey: ['admin', 'outbox', status],
    queryFn: () => getJson<Page<AdminMail>>(`/api/admin/outbox?status=${status}`),
  });
  const retry = useAdminAction(
    (id: number) => apiRequest('POST', `/api/admin/outbox/${id}/retry`),
    t('outbox.queuedAgain'),
  );
  return (
    <section aria-labelledby="outbox-heading" className={CARD}>
      <h2 id="outbox-heading" className="text-lg font-semibold text-gray-900">
        {t('outbox.title')}
      </h2>
      <label className="mt-3 grid max-w-xs gap-1 text-sm font-medium text-gray-800">
        {t('outbox.status')}
        <select
          value={status}
          onChange={(e) => setStatus(e.target.value as OutboxFilter)}
          className="rounded-md border border-gray-300 px-3 py-2 text-base sm:text-sm"
        >
          {['all', 'queued', 'sending', 'sent', 'failed'].map((s) => (
            <option key={s} value={s}>
              {t('outbox.statusName', { status: s })}
            </option>
          ))}
        </select>
      </label>
      <div className="mt-4">
        <QueryState query={mails} empty={t('outbox.none')}>
          <ul className="grid gap-2">
            {mails.data?.rows.map((m) => (
              <li
                key={m.id}
                aria-label={m.subject}
                className="rounded-lg border border-gray-100 p-3 text-sm"
              >
                <p className="font-medium break-words text-gray-900">{m.subject}</p>
                <p className="break-all text-gray-600">
                  {t('outbox.details', {
                    to: m.to,
                    status: t('outbox.statusName', { status: m.status }),
                    attempts: m.attempts,
                    when: when(m.createdAt),
                  })}
                  {m.sentAt && ` · ${t('outbox.sentOn', { when: when(m.sentAt) })}`}
                </p>
                {m.error && (
                  <p className="break-words text-red-700">
                    {t('outbox.error', { error: m.error })}
                  </p>
                )}
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    aria-expanded={openId === m.id}
                    onClick={() => setOpenId(openId === m.id ? null : m.id)}
                  >
                    {openId === m.id ? t('outbox.hideText') : t('outbox.readText')}
                  </Button>
                  {m.status === 'failed' && (
                    <Button variant="outline" onClick={() => retry.mutate(m.id)}>
                      {t('outbox.sendAgain')}
                    </Button>
                  )}
                </div>
                {openId === m.id && <MailText id={m.id} />}
              </li>
            ))}
          </ul>
        </QueryState>
      </div>
    </section>
  );
}

function MailText({ id }: { id: number }) {
  const { t } = useAppT('admin');
  const common = useAppT('common');
  const mail = useQuery({
    queryKey: ['admin', 'mail', id],
    queryFn: () => getJson<AdminMailDetail>(`/api/admin/outbox/${id}`),
  });
  if (mail.isPending) return <p role="status">{common.t('loading')}</p>;
  if (mail.isError) return <p role="alert">{t('outbox.mailLoadFailed')}</p>;
  return (
    <pre className="mt-2 max-h-80 overflow-auto rounded-md bg-gray-50 p-3 text-xs whitespace-pre-wrap break-words">
      {mail.data.text}
    </pre>
  );
}

type AdminT = SiteTranslator<AdminMessageId>;

/** A size in KB (whole) or MB (one decimal), its number in the app's language. */
function formatBytes({ t, locale }: AdminT, bytes: number): string {
  if (bytes < 1024 * 1024) {
    const size = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: false });
    return t('system.kilobytes', { size: size.format(Math.round(bytes / 1024)) });
  }
  const size = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  return t('system.megabytes', { size: size.format(bytes / (1024 * 1024)) });
}

function formatUptime({ t }: AdminT, seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0
    ? t('system.uptimeDays', { days, hours })
    : t('system.uptimeHours', { hours, minutes });
}

function SystemTab() {
  const admin = useAppT('admin');
  const { t } = admin;
  const system = useQuery({
    queryKey: ['admin', 'system'],
    queryFn: () => getJson<AdminSystem>('/api/admin/system'),
  });
  return (
    <section aria-labelledby="system-heading" className={CARD}>
      <h2 id="system-heading" className="text-lg font-semibold text-gray-900">
        {t('system.title')}
      </h2>
      <div className="mt-4">
        <QueryState query={system} empty="">
          {system.data && (
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {(
                [
                  [t('system.users'), system.data.users],
                  [t('system.codes'), system.data.codes],
                  [t('system.dynamicCodes'), system.data.dynamicCodes],
                  [t('system.scansToday'), system.data.scansToday],
                  [
                    t('system.databaseSize'),
                    t('system.database', {
                      size: formatBytes(admin, system.data.databaseBytes),
                      kind: system.data.databaseKind,
                    }),
                  ],
                  [t('system.version'), system.data.version],
                  [t('system.uptime'), formatUptime(admin, system.data.uptimeSeconds)],
                  [
                    t('system.mail'),
                    t(
                      system.data.smtpConfigured ? 'system.mailCounts' : 'system.mailCountsNoSmtp',
                      {
                        queued: system.data.mail.queued,
                        sent: system.data.mail.sent,
                        failed: system.data.mail.failed,
                      },
                    ),
                  ],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg border border-gray-100 p-3">
                  <dt className="text-sm text-gray-600">{label}</dt>
                  <dd className="mt-1 text-lg font-semibold break-words text-gray-900">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </QueryState>
      </div>
    </section>
  );
}

function AuditTab() {
  const { t, when } = useAdminT();
  const entries = useQuery({
    queryKey: ['admin', 'audit'],
    queryFn: () => getJson<Page<AdminAuditEntry>>('/api/admin/audit'),
  });
  return (
    <section aria-labelledby="audit-heading" className={CARD}>
      <h2 id="audit-heading" className="text-lg font-semibold text-gray-900">
        {t('audit.title')}
      </h2>
      <div className="mt-4">
        <QueryState query={entries} empty={t('audit.none')}>
          <ol className="grid gap-2">
            {entries.data?.rows.map((e) => (
              <li key={e.id} className="rounded-lg border border-gray-100 p-3 text-sm break-words">
                <span className="font-medium text-gray-900" translate="no">
                  {e.action}
                </span>
                {e.target && (
                  <>
                    {' · '}
                    <span translate="no">{e.target}</span>
                  </>
                )}{' '}
                · {t('audit.by', { email: e.actorEmail })} ·{' '}
                <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
              </li>
            ))}
          </ol>
        </QueryState>
      </div>
    </section>
  );
}
