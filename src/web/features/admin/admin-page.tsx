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
import { countOf } from '../../../contracts/plural.js';
import { Button } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { toast } from '../../components/ui/toast.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAuth } from '../auth/index.js';

async function getJson<T>(url: string): Promise<T> {
  return (await (await apiRequest('GET', url)).json()) as T;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

/**
 * The admin's changes: a toast saying what was done (`done`, or `done(input)`), or on failure
 * one with the server's message; then fresh lists.
 */
function useAdminAction<T>(
  run: (input: T) => Promise<unknown>,
  done: string | ((input: T) => string),
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_answer, input) => {
      toast({ title: typeof done === 'string' ? done : done(input) });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'That did not work. Please try again.',
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
  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError) return <p role="alert">This could not be loaded. Please try again.</p>;
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
  ['users', 'Users'],
  ['messages', 'Messages'],
  ['outbox', 'Outbox'],
  ['system', 'System'],
  ['audit', 'Audit log'],
] as const;

/**
 * /admin (issue 18 item 5), admins only: users, contact messages, the mail outbox, system
 * figures and the audit log, as keyboard-reachable tabs (arrow keys move between them).
 * Everyone else gets the 403 message; the server refuses them too.
 */
export function AdminPage() {
  useDocumentTitle('Admin');
  const { user } = useAuth();
  // ?tab=outbox (the no-mail banner's link) opens that tab.
  const asked = new URLSearchParams(useSearch()).get('tab');
  const firstTab = asked && ADMIN_TABS.some(([value]) => value === asked) ? asked : 'users';
  if (user?.role !== 'admin') {
    return (
      <PageIntro title="Admin">
        <p role="alert">403: only administrators can open the admin area.</p>
      </PageIntro>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Admin</h1>
      {/* Keyed by the asked tab: following the banner's link while on /admin opens it. */}
      <Tabs.Root key={firstTab} defaultValue={firstTab} className="grid gap-4">
        <Tabs.List aria-label="Admin sections" className="flex flex-wrap gap-1">
          {ADMIN_TABS.map(([value, label]) => (
            <Tabs.Trigger key={value} value={value} className={TAB_CLASS}>
              {label}
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
    label: 'Make admin',
    title: 'Make this user an administrator?',
    done: 'Now an administrator',
  },
  'remove-admin': {
    label: 'Remove admin',
    title: 'Remove administrator rights?',
    done: 'Administrator rights removed',
  },
  delete: { label: 'Delete', title: 'Delete this user?', done: 'User deleted' },
  restore: { label: 'Restore', title: 'Restore this user?', done: 'User restored' },
} as const;

function UsersTab({ selfId }: { selfId: number }) {
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
    ({ kind }) => USER_ACTIONS[kind].done,
  );
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(search.trim());
  };
  return (
    <section aria-labelledby="users-heading" className={CARD}>
      <h2 id="users-heading" className="text-lg font-semibold text-gray-900">
        Users
      </h2>
      <form role="search" onSubmit={onSearch} className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label className="grid flex-1 gap-1 text-sm font-medium text-gray-800">
          Search by e-mail
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="rounded-md border border-gray-300 px-3 py-2 text-base sm:text-sm"
          />
        </label>
        <label className="grid gap-1 text-sm font-medium text-gray-800">
          Show
          <select
            value={state}
            onChange={(e) => setState(e.target.value as 'live' | 'deleted')}
            className="rounded-md border border-gray-300 px-3 py-2 text-base sm:text-sm"
          >
            <option value="live">Active users</option>
            <option value="deleted">Deleted users</option>
          </select>
        </label>
        <Button type="submit" className="self-end">
          Search
        </Button>
      </form>
      <div className="mt-4">
        <QueryState query={users} empty="No users match.">
          <p className="mb-2 text-sm text-gray-600">{users.data?.total} found</p>
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
                        admin
                      </span>
                    )}
                  </p>
                  <p className="text-gray-600">
                    Plan {u.plan} · {countOf(u.codeCount, 'code')} · created {when(u.createdAt)} ·
                    last sign-in {when(u.lastSignInAt)}
                    {u.deletedAt && ` · deleted ${when(u.deletedAt)}`}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {u.deletedAt ? (
                    <Button
                      variant="outline"
                      onClick={() => setAsking({ kind: 'restore', user: u })}
                    >
                      Restore
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
                        {u.role === 'admin' ? 'Remove admin' : 'Make admin'}
                      </Button>
                      {u.id !== selfId && (
                        <Button
                          variant="outline"
                          onClick={() => setAsking({ kind: 'delete', user: u })}
                        >
                          Delete
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
        title={asking ? USER_ACTIONS[asking.kind].title : ''}
        description={
          asking
            ? `${asking.user.email}. ${
                asking.kind === 'remove-admin' || asking.kind === 'delete'
                  ? 'Their sessions end at once. '
                  : ''
              }This is recorded in the audit log.`
            : ''
        }
        confirmLabel={asking ? USER_ACTIONS[asking.kind].label : ''}
        destructive={asking?.kind === 'delete' || asking?.kind === 'remove-admin'}
        onConfirm={() => asking && act.mutate(asking)}
      />
    </section>
  );
}

function MessagesTab() {
  const [filter, setFilter] = useState<'all' | 'unread'>('unread');
  const messages = useQuery({
    queryKey: ['admin', 'messages', filter],
    queryFn: () => getJson<Page<AdminContactMessage>>(`/api/admin/messages?filter=${filter}`),
  });
  const mark = useAdminAction(
    ({ id, read }: { id: number; read: boolean }) =>
      apiRequest('POST', `/api/admin/messages/${id}/read`, { read }),
    'Message updated',
  );
  return (
    <section aria-labelledby="messages-heading" className={CARD}>
      <h2 id="messages-heading" className="text-lg font-semibold text-gray-900">
        Contact messages
      </h2>
      <label className="mt-3 grid max-w-xs gap-1 text-sm font-medium text-gray-800">
        Show
        <select
          value={filter}
          onChange={(e) => setFilter(e.target.value as 'all' | 'unread')}
          className="rounded-md border border-gray-300 px-3 py-2 text-base sm:text-sm"
        >
          <option value="unread">Unread</option>
          <option value="all">All</option>
        </select>
      </label>
      <div className="mt-4">
        <QueryState query={messages} empty="No messages here.">
          <ul className="grid gap-3">
            {messages.data?.rows.map((m) => (
              <li
                key={m.id}
                aria-label={m.subject}
                className="rounded-lg border border-gray-100 p-3 text-sm"
              >
                <p className="font-medium break-words text-gray-900">
                  {m.readAt ? '' : '● '}
                  {m.subject}
                </p>
                <p className="break-all text-gray-600">
                  {m.name} &lt;{m.email}&gt; · {m.inquiryType} · {when(m.createdAt)}
                </p>
                <p className="mt-2 whitespace-pre-wrap break-words text-gray-800">{m.message}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <a
                    className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                    href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                  >
                    Reply by e-mail
                  </a>
                  <Button
                    variant="outline"
                    onClick={() => mark.mutate({ id: m.id, read: !m.readAt })}
                  >
                    {m.readAt ? 'Mark unread' : 'Mark read'}
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
  const [status, setStatus] = useState<OutboxFilter>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const mails = useQuery({
    queryKey: ['admin', 'outbox', status],
    queryFn: () => getJson<Page<AdminMail>>(`/api/admin/outbox?status=${status}`),
  });
  const retry = useAdminAction(
    (id: number) => apiRequest('POST', `/api/admin/outbox/${id}/retry`),
    'Queued again',
  );
  return (
    <section aria-labelledby="outbox-heading" className={CARD}>
      <h2 id="outbox-heading" className="text-lg font-semibold text-gray-900">
        Outbox
      </h2>
      <label className="mt-3 grid max-w-xs gap-1 text-sm font-medium text-gray-800">
        Status
        <select
          value={status}
          onChange={(e) => setStatus(e.target.value as OutboxFilter)}
          className="rounded-md border border-gray-300 px-3 py-2 text-base sm:text-sm"
        >
          {['all', 'queued', 'sending', 'sent', 'failed'].map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <div className="mt-4">
        <QueryState query={mails} empty="No mail here.">
          <ul className="grid gap-2">
            {mails.data?.rows.map((m) => (
              <li
                key={m.id}
                aria-label={m.subject}
                className="rounded-lg border border-gray-100 p-3 text-sm"
              >
                <p className="font-medium break-words text-gray-900">{m.subject}</p>
                <p className="break-all text-gray-600">
                  To {m.to} · {m.status} · {countOf(m.attempts, 'attempt')} · queued{' '}
                  {when(m.createdAt)}
                  {m.sentAt && ` · sent ${when(m.sentAt)}`}
                </p>
                {m.error && <p className="break-words text-red-700">Error: {m.error}</p>}
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    aria-expanded={openId === m.id}
                    onClick={() => setOpenId(openId === m.id ? null : m.id)}
                  >
                    {openId === m.id ? 'Hide text' : 'Read text'}
                  </Button>
                  {m.status === 'failed' && (
                    <Button variant="outline" onClick={() => retry.mutate(m.id)}>
                      Send again
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
  const mail = useQuery({
    queryKey: ['admin', 'mail', id],
    queryFn: () => getJson<AdminMailDetail>(`/api/admin/outbox/${id}`),
  });
  if (mail.isPending) return <p role="status">Loading...</p>;
  if (mail.isError) return <p role="alert">This mail could not be loaded.</p>;
  return (
    <pre className="mt-2 max-h-80 overflow-auto rounded-md bg-gray-50 p-3 text-xs whitespace-pre-wrap break-words">
      {mail.data.text}
    </pre>
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0 ? `${days} d ${hours} h` : `${hours} h ${minutes} min`;
}

function SystemTab() {
  const system = useQuery({
    queryKey: ['admin', 'system'],
    queryFn: () => getJson<AdminSystem>('/api/admin/system'),
  });
  return (
    <section aria-labelledby="system-heading" className={CARD}>
      <h2 id="system-heading" className="text-lg font-semibold text-gray-900">
        System
      </h2>
      <div className="mt-4">
        <QueryState query={system} empty="">
          {system.data && (
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {(
                [
                  ['Users', system.data.users],
                  ['QR codes', system.data.codes],
                  ['Dynamic codes', system.data.dynamicCodes],
                  ['Scans today', system.data.scansToday],
                  [
                    'Database size',
                    `${formatBytes(system.data.databaseBytes)} (${system.data.databaseKind})`,
                  ],
                  ['Version', system.data.version],
                  ['Uptime', formatUptime(system.data.uptimeSeconds)],
                  [
                    'Mail',
                    `${system.data.mail.queued} queued · ${system.data.mail.sent} sent · ${system.data.mail.failed} failed${system.data.smtpConfigured ? '' : ' (no SMTP: kept in the outbox)'}`,
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
  const entries = useQuery({
    queryKey: ['admin', 'audit'],
    queryFn: () => getJson<Page<AdminAuditEntry>>('/api/admin/audit'),
  });
  return (
    <section aria-labelledby="audit-heading" className={CARD}>
      <h2 id="audit-heading" className="text-lg font-semibold text-gray-900">
        Audit log
      </h2>
      <div className="mt-4">
        <QueryState query={entries} empty="No admin actions yet.">
          <ol className="grid gap-2">
            {entries.data?.rows.map((e) => (
              <li key={e.id} className="rounded-lg border border-gray-100 p-3 text-sm break-words">
                <span className="font-medium text-gray-900">{e.action}</span>
                {e.target && <> · {e.target}</>} · by {e.actorEmail} · {when(e.createdAt)}
              </li>
            ))}
          </ol>
        </QueryState>
      </div>
    </section>
  );
}
