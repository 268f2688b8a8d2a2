import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, type AuditEntry, type AuditPage } from '../../../contracts/audit.js';
import {
  createInvitationSchema,
  INVITATION_MESSAGES,
  type Invitation,
  type InvitationSent,
} from '../../../contracts/invitations.js';
import {
  INVITABLE_ROLES,
  type InvitableRole,
  type Workspace,
} from '../../../contracts/workspaces.js';
import { Button } from '../../components/ui/button.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { TextField } from '../../components/ui/text-field.js';
import { toast } from '../../components/ui/toast.js';
import { apiRequest, serverFieldErrors, serverMessage } from '../../lib/api.js';
import { LoadFailed, SectionCard } from '../account/index.js';
import { roleName, useWorkspacesT } from './workspace-words.js';

/** Date and time as the app's language writes them. */
function useWhen(locale: string) {
  return useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
}

/**
 * A client-side check's message in the app's language: the schema's English messages (which the
 * server also answers with) mapped to the catalogue's; any other message as it is.
 */
function useInvitationCheck() {
  const { t } = useWorkspacesT();
  return (message: string) =>
    message === INVITATION_MESSAGES.email
      ? t('check.email')
      : message === INVITATION_MESSAGES.role
        ? t('check.role')
        : message;
}
const invitationsKey = (id: number) => [`/api/workspaces/${id}/invitations`] as const;

/** The admin's part of /workspace: invitations and the audit trail. */
export function WorkspaceTeamSections({ workspace }: { workspace: Workspace }) {
  const { t } = useWorkspacesT();
  return (
    <>
      {workspace.personal ? (
        <SectionCard id="invitations" title={t('invite.title')}>
          <p className="text-sm text-gray-700">{t('invite.personal')}</p>
        </SectionCard>
      ) : (
        <InvitationsSection workspace={workspace} />
      )}
      <AuditSection workspace={workspace} />
    </>
  );
}

function InvitationsSection({ workspace }: { workspace: Workspace }) {
  const queryClient = useQueryClient();
  const { t, failed, locale } = useWorkspacesT();
  const when = useWhen(locale);
  const check = useInvitationCheck();
  const key = invitationsKey(workspace.id);
  const pending = useQuery<Invitation[]>({ queryKey: key });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: [`/api/workspaces/${workspace.id}/audit`] });
  };
  const formId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('editor');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Without a mail server the answer carries the link for the admin to hand over.
  const [handOver, setHandOver] = useState<InvitationSent | null>(null);
  const report = (sent: InvitationSent) => {
    if (sent.link) setHandOver(sent);
    else toast({ title: sent.message });
  };
  const invite = useMutation({
    mutationFn: async (body: { email: string; role: InvitableRole }) =>
      (await (
        await apiRequest('POST', `/api/workspaces/${workspace.id}/invitations`, body)
      ).json()) as InvitationSent,
    onSuccess: (sent) => {
      setEmail('');
      setErrors({});
      report(sent);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else failed(t('invite.failed'))(error);
    },
    onSettled: refresh,
  });
  const resend = useMutation({
    mutationFn: async (id: number) =>
      (await (
        await apiRequest('POST', `/api/workspaces/${workspace.id}/invitations/${id}/resend`)
      ).json()) as InvitationSent,
    onSuccess: report,
    onError: failed(t('invite.resendFailed')),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: number) =>
      apiRequest('DELETE', `/api/workspaces/${workspace.id}/invitations/${id}`),
    onSuccess: () =>
      toast({ title: t('invite.withdrawn'), description: t('invite.withdrawnNote') }),
    onError: failed(t('invite.withdrawFailed')),
    onSettled: refresh,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createInvitationSchema.safeParse({ email, role });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        fields[String(issue.path[0])] ??= check(issue.message);
      }
      return setErrors(fields);
    }
    invite.mutate(parsed.data);
  };
  return (
    <SectionCard id="invitations" title={t('invite.title')} description={t('invite.description')}>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_minmax(10rem,auto)_auto] sm:items-start"
      >
        <TextField
          label={t('invite.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <div className="grid gap-1">
          <label htmlFor={`${formId}-role`} className="text-sm font-medium text-gray-700">
            {t('invite.role')}
          </label>
          <select
            id={`${formId}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as InvitableRole)}
            className="rounded-md border border-gray-300 bg-white px-2 py-2 text-sm text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            {INVITABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleName(t, r)}
              </option>
            ))}
          </select>
          {errors.role && <span className="text-sm text-red-700">{errors.role}</span>}
        </div>
        <Button type="submit" className="sm:mt-6" disabled={invite.isPending}>
          {invite.isPending ? t('invite.pending') : t('invite.submit')}
        </Button>
      </form>
      {handOver?.link && (
        <div
          role="status"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>{handOver.message}</p>
          <p className="mt-2 font-mono text-xs break-all">{handOver.link}</p>
          <Button variant="outline" className="mt-2" onClick={() => setHandOver(null)}>
            {t('invite.done')}
          </Button>
        </div>
      )}
      <h3 className="mt-6 text-sm font-semibold text-gray-900">{t('invite.pendingTitle')}</h3>
      {pending.isLoading && <p className="mt-2 text-sm text-gray-600">{t('invite.loading')}</p>}
      {pending.error && (
        <LoadFailed message={t('invite.loadFailed')} onRetry={() => void pending.refetch()} />
      )}
      {pending.data?.length === 0 && (
        <p className="mt-2 text-sm text-gray-600">{t('invite.none')}</p>
      )}
      {pending.data && pending.data.length > 0 && (
        <ul className="mt-2 divide-y divide-gray-100" aria-label={t('invite.pendingTitle')}>
          {pending.data.map((inv) => (
            <li key={inv.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-gray-900">
                  {inv.email} · {roleName(t, inv.role)}
                </p>
                <p className="text-sm text-gray-600">
                  {inv.status === 'expired'
                    ? t('invite.expired', { date: when.format(new Date(inv.expiresAt)) })
                    : t('invite.sent', {
                        sent: when.format(new Date(inv.sentAt)),
                        until: when.format(new Date(inv.expiresAt)),
                      })}
                  {inv.invitedBy ? t('invite.by', { name: inv.invitedBy }) : ''}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(inv.id)}
                  aria-label={t('invite.resendLabel', { email: inv.email })}
                >
                  {t('invite.resend')}
                </Button>
                <Button
                  variant="outline"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(inv.id)}
                  aria-label={t('invite.withdrawLabel', { email: inv.email })}
                >
                  {t('invite.withdraw')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

const VIA_LABELS: Record<AuditEntry['via'], string> = { web: 'Web', api: 'API', stripe: 'Stripe' };

/** An entry's change in words: the target and, for a destination, from → to. */
function describe(entry: AuditEntry): string {
  const target = entry.targetLabel ?? entry.targetId ?? '';
  const from = entry.before?.destination ?? entry.before?.role ?? entry.before?.plan;
  const to = entry.after?.destination ?? entry.after?.role ?? entry.after?.plan;
  const change = typeof from === 'string' && typeof to === 'string' ? ` (${from} → ${to})` : '';
  return `${target}${change}`;
}

function AuditSection({ workspace }: { workspace: Workspace }) {
  const { t, locale } = useWorkspacesT();
  const when = useWhen(locale);
  const filterId = useId();
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [before, setBefore] = useState<number[]>([]);
  const params = new URLSearchParams();
  if (action) params.set('action', action);
  if (actor.trim()) params.set('actor', actor.trim());
  if (from) params.set('from', from);
  if (to) params.set('to', `${to}T23:59:59.999Z`);
  const csv = `/api/workspaces/${workspace.id}/audit.csv?${params.toString()}`;
  const cursor = before.at(-1);
  if (cursor !== undefined) params.set('before', String(cursor));
  const url = `/api/workspaces/${workspace.id}/audit?${params.toString()}`;
  const page = useQuery<AuditPage>({ queryKey: [url] });
  const resetPaging = () => setBefore([]);
  return (
    <SectionCard id="audit" title={t('audit.title')} description={t('audit.description')}>
      <div className="grid gap-3 sm:grid-cols-4">
        <div className="grid gap-1">
          <label htmlFor={`${filterId}-action`} className="text-sm font-medium text-gray-700">
            {t('audit.action')}
          </label>
          <select
            id={`${filterId}-action`}
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              resetPaging();
            }}
            className="rounded-md border border-gray-300 bg-white px-2 py-2 text-sm text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            <option value="">{t('audit.allActions')}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('audit.by')}
          value={actor}
          onChange={(e) => {
            setActor(e.target.value);
            resetPaging();
          }}
        />
        <TextField
          label={t('audit.from')}
          type="date"
          value={from}
          onChange={(e) => {
            setFrom(e.target.value);
            resetPaging();
          }}
        />
        <TextField
          label={t('audit.to')}
          type="date"
          value={to}
          onChange={(e) => {
            setTo(e.target.value);
            resetPaging();
          }}
        />
      </div>
      <div className="mt-3">
        <a href={csv} download className={buttonClasses('outline')}>
          {t('audit.export')}
        </a>
      </div>
      {page.isLoading && <p className="mt-4 text-sm text-gray-600">{t('audit.loading')}</p>}
      {page.error && (
        <LoadFailed
          message={serverMessage(page.error) ?? t('audit.loadFailed')}
          onRetry={() => void page.refetch()}
        />
      )}
      {page.data?.entries.length === 0 && (
        <p className="mt-4 text-sm text-gray-600">{t('audit.none')}</p>
      )}
      {page.data && page.data.entries.length > 0 && (
        <div
          className="mt-4 overflow-x-auto focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          role="region"
          aria-label={t('audit.region')}
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">
              {t('audit.caption', { workspace: workspace.name })}
            </caption>
            <thead className="border-b border-gray-200 text-gray-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('audit.when')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('audit.who')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('audit.what')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('audit.change')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('audit.via')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {page.data.entries.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className="py-2 pr-3 whitespace-nowrap text-gray-700">
                    {when.format(new Date(entry.at))}
                  </td>
                  <td className="py-2 pr-3 break-all text-gray-900">
                    {entry.actorEmail ??
                      (entry.via === 'stripe' ? 'Stripe' : t('audit.deletedAccount'))}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap text-gray-900">{entry.action}</td>
                  <td className="py-2 pr-3 break-words text-gray-700">{describe(entry)}</td>
                  <td className="py-2 text-gray-600">
                    {VIA_LABELS[entry.via]}
                    {entry.fromAgent ? `, ${entry.fromAgent}` : ''}
                    {entry.fromNetwork ? `, ${entry.fromNetwork}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {before.length > 0 && (
          <Button variant="outline" onClick={() => setBefore((b) => b.slice(0, -1))}>
            {t('audit.newer')}
          </Button>
        )}
        {page.data?.nextBefore != null && (
          <Button
            variant="outline"
            onClick={() => setBefore((b) => [...b, page.data!.nextBefore!])}
          >
            {t('audit.older')}
          </Button>
        )}
      </div>
    </SectionCard>
  );
}
