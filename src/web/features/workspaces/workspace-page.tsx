import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import {
  INVITABLE_ROLES,
  ROLE_DESCRIPTIONS,
  WORKSPACE_MESSAGES,
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
import { apiRequest, serverFieldErrors, serverMessage } from '../../lib/api.js';
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

const joined = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A failed request's message for a toast. */
function failed(title: string) {
  return (error: unknown) =>
    toast({
      title,
      description: serverMessage(error) ?? 'Please try again.',
      variant: 'destructive',
    });
}

/**
 * /workspace (issue 39): the current workspace's name, members and roles, invitations and audit
 * trail (for its admins and owners), a form to make a new workspace, and (owners) deleting it.
 * `?workspace=ID` opens that workspace in this tab (the header's switcher adopts it).
 */
export function WorkspacePage() {
  const { user, isLoading: authLoading } = useAuth();
  const { workspace, isLoading } = useActiveWorkspace();
  useDocumentTitle(`${workspace ? workspace.name : 'Workspace'} - ${BRAND_NAME}`);
  if (authLoading || (user && isLoading)) return <LoadingScreen />;
  if (!user) {
    return (
      <PageIntro title="Workspace">
        <p>Please log in to manage your workspaces.</p>
      </PageIntro>
    );
  }
  if (!workspace) {
    return (
      <PageIntro title="Workspace">
        <p>Your workspaces could not be loaded. Please reload the page.</p>
      </PageIntro>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-sm font-medium text-gray-500">
        {workspace.personal ? 'Your personal workspace' : 'Workspace'} · your role:{' '}
        <span className="text-gray-900">{workspace.role}</span>
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
  useEffect(() => setName(workspace.name), [workspace.name]);
  const rename = useMutation({
    mutationFn: (body: { name: string }) =>
      apiRequest('PATCH', `/api/workspaces/${workspace.id}`, body),
    onSuccess: () => {
      setError(undefined);
      toast({ title: 'Workspace renamed' });
    },
    onError: (e) => {
      const fields = serverFieldErrors(e);
      if (fields.name) setError(fields.name);
      else failed('Could not rename the workspace')(e);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = workspaceNameSchema.safeParse({ name });
    if (!parsed.success) return setError(WORKSPACE_MESSAGES.name);
    rename.mutate(parsed.data);
  };
  return (
    <SectionCard id="workspace-name" title="Name">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label="Workspace name"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            error={error}
          />
        </div>
        <Button type="submit" className="sm:mt-6" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save name'}
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
  const refresh = () => queryClient.invalidateQueries({ queryKey: membersKey(workspace.id) });
  const setRole = useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: WorkspaceRole }) =>
      apiRequest('PATCH', `/api/workspaces/${workspace.id}/members/${userId}`, { role }),
    onSuccess: () =>
      toast({ title: 'Role changed', description: 'It applies from their next step.' }),
    onError: failed('Could not change the role'),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (userId: number) =>
      apiRequest('DELETE', `/api/workspaces/${workspace.id}/members/${userId}`),
    onSuccess: (_res, userId) => {
      if (userId === selfId) {
        toast({ title: `You left ${workspace.name}` });
        switchTo({ id: 0, personal: true });
        void queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY });
        navigate('/');
        return;
      }
      toast({ title: 'Member removed', description: 'They lost access at once.' });
    },
    onError: failed('Could not remove the member'),
    onSettled: refresh,
  });
  return (
    <SectionCard
      id="members"
      title="Members"
      description={
        <>
          Owner: {ROLE_DESCRIPTIONS.owner} Admin: {ROLE_DESCRIPTIONS.admin} Editor:{' '}
          {ROLE_DESCRIPTIONS.editor} Viewer: {ROLE_DESCRIPTIONS.viewer}
        </>
      }
    >
      {members.isLoading && <p className="text-sm text-gray-600">Loading members…</p>}
      {members.error && (
        <LoadFailed
          message="The members could not be loaded."
          onRetry={() => void members.refetch()}
        />
      )}
      {members.data && (
        <ul className="divide-y divide-gray-100" aria-label="Members">
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
                    {self && <span className="text-gray-500"> (you)</span>}
                  </p>
                  <p className="truncate text-sm text-gray-600">
                    {member.email} · joined {joined.format(new Date(member.joinedAt))}
                  </p>
                </div>
                {roles.length > 0 && !self ? (
                  <label className="flex items-center gap-2 text-sm text-gray-700">
                    <span className="sr-only">Role of {member.email}</span>
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
                          {role}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <span className="text-sm text-gray-700">{member.role}</span>
                )}
                {canRemove && (
                  <Button
                    variant="outline"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(member.userId)}
                    aria-label={self ? `Leave ${workspace.name}` : `Remove ${member.email}`}
                  >
                    {self ? 'Leave' : 'Remove'}
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
  const create = useMutation({
    mutationFn: async (body: { name: string }) =>
      (await (await apiRequest('POST', '/api/workspaces', body)).json()) as Workspace,
    onSuccess: (made) => {
      setName('');
      setError(undefined);
      toast({ title: `Workspace “${made.name}” created`, description: 'You are its owner.' });
      void queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY });
      switchTo(made);
      navigate(`/workspace?workspace=${made.id}`);
    },
    onError: (e) => {
      const fields = serverFieldErrors(e);
      if (fields.name) setError(fields.name);
      else failed('Could not create the workspace')(e);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = workspaceNameSchema.safeParse({ name });
    if (!parsed.success) return setError(WORKSPACE_MESSAGES.name);
    create.mutate(parsed.data);
  };
  return (
    <SectionCard
      id="new-workspace"
      title="New workspace"
      description="A workspace for a team, a client or a project: its codes, keys and numbers are shared with the members you invite."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label="Name of the new workspace"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            error={error}
          />
        </div>
        <Button type="submit" className="sm:mt-6" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create workspace'}
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
  const remove = useMutation({
    mutationFn: () =>
      apiRequest('DELETE', `/api/workspaces/${workspace.id}`, { confirmName: typed }),
    onSuccess: () => {
      toast({ title: `Workspace “${workspace.name}” deleted` });
      switchTo({ id: 0, personal: true });
      void queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY });
      navigate('/');
    },
    onError: (e) => {
      const fields = serverFieldErrors(e);
      if (fields.confirmName) setError(fields.confirmName);
      else failed('Could not delete the workspace')(e);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== workspace.name) return setError(WORKSPACE_MESSAGES.confirmName);
    remove.mutate();
  };
  return (
    <SectionCard
      id="delete-workspace"
      title="Delete this workspace"
      danger
      description="Its codes stop working at once: every short link then shows a page saying the code was removed. Members lose access. This cannot be undone."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label={`Type “${workspace.name}” to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={error}
            autoComplete="off"
          />
        </div>
        <Button type="submit" variant="destructive" className="sm:mt-6" disabled={remove.isPending}>
          {remove.isPending ? 'Deleting…' : 'Delete workspace'}
        </Button>
      </form>
    </SectionCard>
  );
}
