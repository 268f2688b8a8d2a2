import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import {
  INVITABLE_ROLES,
  WORKSPACE_ROLE_ORDER,
  roleAllows,
  workspaceNameSchema,
  type Member,
  type Workspace,
  type WorkspaceRole,
} from '../../../contracts/workspaces.js';
import { Button } from '../../components/ui/button.js';
import { LoadingScreen } from '../../components/ui/loading-screen.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { TextField } from '../../components/ui/text-field.js';
import { toast } from '../../components/ui/toast.js';
import { apiRequest, serverFieldErrors } from '../../lib/api.js';
import { BRAND_NAME } from '../../lib/brand.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { LoadFailed, SectionCard } from '../account/index.js';
import { useAuth } from '../auth/index.js';
import {
  WORKSPACES_QUERY_KEY,
  membersKey,
  useActiveWorkspace,
  useMembers,
  useSwitchWorkspace,
} from './workspace-api.js';
import { WorkspaceTeamSections } from './team-sections.js';
import { CompanySignInSection } from './company-sign-in-section.js';
import { roleName, useWorkspacesT } from './workspace-words.js';

/**
 * /workspace (issue 39): the current workspace's name, members and roles, invitations and audit
 * trail (for its admins and owners), a form to make a new workspace, and (owners) deleting it.
 * `?workspace=ID` opens that workspace in this tab (the header's switcher adopts it).
 */
export function WorkspacePage() {
  const { user, isLoading: authLoading } = useAuth();
  const { workspace, isLoading } = useActiveWorkspace();
  const { t, rich } = useWorkspacesT();
  useDocumentTitle(`${workspace ? workspace.name : t('page.title')} - ${BRAND_NAME}`);
  if (authLoading || (user && isLoading)) return <LoadingScreen />;
  if (!user) {
    return (
      <PageIntro title={t('page.title')}>
        <p>{t('page.signedOut')}</p>
      </PageIntro>
    );
  }
  if (!workspace) {
    return (
      <PageIntro title={t('page.title')}>
        <p>{t('page.loadFailed')}</p>
      </PageIntro>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-sm font-medium break-words text-gray-500">
        {rich(workspace.personal ? 'page.personalRole' : 'page.teamRole', {
          role: roleName(t, workspace.role),
          b: (chunks) => <span className="text-gray-900">{chunks}</span>,
        })}
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-gray-900 sm:text-4xl">
        {workspace.name}
      </h1>
      <div className="mt-8 space-y-6">
        {roleAllows(workspace.role, 'admin') && <RenameSection workspace={workspace} />}
        <MembersSection workspace={workspace} selfId={user.id} />
        {roleAllows(workspace.role, 'admin') && <WorkspaceTeamSections workspace={workspace} />}
        {roleAllows(workspace.role, 'admin') && <CompanySignInSection workspace={workspace} />}
        <CreateSection />
        {!workspace.personal && roleAllows(workspace.role, 'owner') && (
          <DeleteSection workspace={workspace} />
        )}
      </div>
    </div>
  );
}

function RenameSection({ workspace }: { workspace: Workspace }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(workspace.name);
  const [error, setError] = useState<string>();
  const { t, failed } = useWorkspacesT();
  useEffect(() => setName(workspace.name), [workspace.name]);
  const rename = useMutation({
    mutationFn: (body: { name: string }) =>
      apiRequest('PATCH', `/api/workspaces/${workspace.id}`, body),
    onSuccess: () => {
      setError(undefined);
      toast({ title: t('rename.done') });
    },
    onError: (e) => {
      const fields = serverFieldErrors(e);
      if (fields.name) setError(fields.name);
      else failed(t('rename.failed'))(e);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = workspaceNameSchema.safeParse({ name });
    if (!parsed.success) return setError(t('check.name'));
    rename.mutate(parsed.data);
  };
  return (
    <SectionCard id="workspace-name" title={t('rename.title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label={t('rename.label')}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            error={error}
          />
        </div>
        <Button type="submit" className="sm:mt-6" disabled={rename.isPending}>
          {rename.isPending ? t('rename.saving') : t('rename.save')}
        </Button>
      </form>
    </SectionCard>
  );
}

/** Roles `actor` may give `member` (owners are made and unmade by owners only). */
function assignableRoles(actor: WorkspaceRole, member: Member): readonly WorkspaceRole[] {
  if (actor === 'owner') return [...WORKSPACE_ROLE_ORDER].reverse();
  if (actor === 'admin' && member.role !== 'owner') return INVITABLE_ROLES;
  return [];
}

function MembersSection({ workspace, selfId }: { workspace: Workspace; selfId: number }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const switchTo = useSwitchWorkspace();
  const members = useMembers(workspace.id);
  const { t, failed, locale } = useWorkspacesT();
  const joined = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: membersKey(workspace.id) });
  const setRole = useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: WorkspaceRole }) =>
      apiRequest('PATCH', `/api/workspaces/${workspace.id}/members/${userId}`, { role }),
    onSuccess: () =>
      toast({ title: t('members.roleChanged'), description: t('members.roleChangedNote') }),
    onError: failed(t('members.roleFailed')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (userId: number) =>
      apiRequest('DELETE', `/api/workspaces/${workspace.id}/members/${userId}`),
    onSuccess: (_res, userId) => {
      if (userId === selfId) {
        toast({ title: t('members.left', { workspace: workspace.name }) });
        switchTo({ id: 0, personal: true });
        void queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY });
        navigate('/');
        return;
      }
      toast({ title: t('members.removed'), description: t('members.removedNote') });
    },
    onError: failed(t('members.removeFailed')),
    onSettled: refresh,
  });
  return (
    <SectionCard
      id="members"
      title={t('members.title')}
      description={t('members.roles', {
        owner: t('roleDescription.owner'),
        admin: t('roleDescription.admin'),
        editor: t('roleDescription.editor'),
        viewer: t('roleDescription.viewer'),
      })}
    >
      {members.isLoading && <p className="text-sm text-gray-600">{t('members.loading')}</p>}
      {members.error && (
        <LoadFailed message={t('members.loadFailed')} onRetry={() => void members.refetch()} />
      )}
      {members.data && (
        <ul className="divide-y divide-gray-100" aria-label={t('members.title')}>
          {members.data.map((member) => {
            const roles = assignableRoles(workspace.role, member);
            const self = member.userId === selfId;
            const canRemove =
              !workspace.personal &&
              (self ||
                (roleAllows(workspace.role, 'admin') &&
                  (member.role !== 'owner' || workspace.role === 'owner')));
            return (
              <li
                key={member.userId}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-gray-900">
                    {member.name ?? member.email}
                    {self && <span className="text-gray-500"> {t('members.you')}</span>}
                  </p>
                  <p className="truncate text-sm text-gray-600">
                    {t('members.joined', {
                      email: member.email,
                      date: joined.format(new Date(member.joinedAt)),
                    })}
                  </p>
                </div>
                {roles.length > 0 && !self ? (
                  <label className="flex items-center gap-2 text-sm text-gray-700">
                    <span className="sr-only">{t('members.roleOf', { email: member.email })}</span>
                    <select
                      value={member.role}
                      disabled={setRole.isPending}
                      onChange={(e) =>
                        setRole.mutate({
                          userId: member.userId,
                          role: e.target.value as WorkspaceRole,
                        })
                      }
                      className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                    >
                      {roles.map((role) => (
                        <option key={role} value={role}>
                          {roleName(t, role)}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <span className="text-sm text-gray-700">{roleName(t, member.role)}</span>
                )}
                {canRemove && (
                  <Button
                    variant="outline"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(member.userId)}
                    aria-label={
                      self
                        ? t('members.leaveLabel', { workspace: workspace.name })
                        : t('members.removeLabel', { email: member.email })
                    }
                  >
                    {self ? t('members.leave') : t('members.remove')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

function CreateSection() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const switchTo = useSwitchWorkspace();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const { t, failed } = useWorkspacesT();
  const create = useMutation({
    mutationFn: async (body: { name: string }) =>
      (await (await apiRequest('POST', '/api/workspaces', body)).json()) as Workspace,
    onSuccess: (made) => {
      setName('');
      setError(undefined);
      toast({ title: t('create.done', { name: made.name }), description: t('create.doneNote') });
      void queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY });
      switchTo(made);
      navigate(`/workspace?workspace=${made.id}`);
    },
    onError: (e) => {
      const fields = serverFieldErrors(e);
      if (fields.name) setError(fields.name);
      else failed(t('create.failed'))(e);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = workspaceNameSchema.safeParse({ name });
    if (!parsed.success) return setError(t('check.name'));
    create.mutate(parsed.data);
  };
  return (
    <SectionCard id="new-workspace" title={t('create.title')} description={t('create.description')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label={t('create.label')}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            error={error}
          />
        </div>
        <Button type="submit" className="sm:mt-6" disabled={create.isPending}>
          {create.isPending ? t('create.pending') : t('create.submit')}
        </Button>
      </form>
    </SectionCard>
  );
}

function DeleteSection({ workspace }: { workspace: Workspace }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const switchTo = useSwitchWorkspace();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const { t, failed } = useWorkspacesT();
  const remove = useMutation({
    mutationFn: () =>
      apiRequest('DELETE', `/api/workspaces/${workspace.id}`, { confirmName: typed }),
    onSuccess: () => {
      toast({ title: t('delete.done', { name: workspace.name }) });
      switchTo({ id: 0, personal: true });
      void queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY });
      navigate('/');
    },
    onError: (e) => {
      const fields = serverFieldErrors(e);
      if (fields.confirmName) setError(fields.confirmName);
      else failed(t('delete.failed'))(e);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== workspace.name) return setError(t('check.confirmName'));
    remove.mutate();
  };
  return (
    <SectionCard
      id="delete-workspace"
      title={t('delete.title')}
      danger
      description={t('delete.description')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label={t('delete.confirmLabel', { name: workspace.name })}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={error}
            autoComplete="off"
          />
        </div>
        <Button type="submit" variant="destructive" className="sm:mt-6" disabled={remove.isPending}>
          {remove.isPending ? t('delete.pending') : t('delete.submit')}
        </Button>
      </form>
    </SectionCard>
  );
}
