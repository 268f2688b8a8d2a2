import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import {
  INVITATION_MESSAGES,
  type AcceptedInvitation,
  type InvitationLookup,
} from '../../../contracts/invitations.js';
import { ROLE_DESCRIPTIONS } from '../../../contracts/workspaces.js';
import { Button } from '../../components/ui/button.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { LoadingScreen } from '../../components/ui/loading-screen.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { ApiError, apiRequest, serverMessage } from '../../lib/api.js';
import { BRAND_NAME } from '../../lib/brand.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAuth } from '../auth/index.js';
import { WORKSPACES_QUERY_KEY, useSwitchWorkspace } from './workspace-api.js';

const NOT_VALID: Record<Exclude<InvitationLookup['status'], 'pending'>, string> = {
  expired: INVITATION_MESSAGES.expired,
  revoked: INVITATION_MESSAGES.revoked,
  accepted: INVITATION_MESSAGES.used,
};

/**
 * /invitations/accept?token=... (issue 39 item 3): what the invitation is (workspace, role, for
 * which address); signed out, a way to log in or sign up with that address and come back;
 * signed in, a button to join. The server accepts only for the invited, confirmed address.
 */
export function AcceptInvitationPage() {
  useDocumentTitle(`Invitation - ${BRAND_NAME}`);
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { user, isLoading: authLoading } = useAuth();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const switchTo = useSwitchWorkspace();
  const lookup = useQuery<InvitationLookup>({
    queryKey: [`/api/invitations/lookup?token=${encodeURIComponent(token)}`],
    enabled: token !== '',
    retry: false,
  });
  const accept = useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest('POST', '/api/invitations/accept', { token })
      ).json()) as AcceptedInvitation,
    onSuccess: ({ workspace }) => {
      void queryClient.invalidateQueries({ queryKey: WORKSPACES_QUERY_KEY });
      switchTo(workspace);
      navigate(`/?workspace=${workspace.id}`);
    },
  });

  if (!token) {
    return (
      <PageIntro title="Invitation">
        <p>{INVITATION_MESSAGES.unknownLink}</p>
      </PageIntro>
    );
  }
  if (lookup.isLoading || authLoading) return <LoadingScreen />;
  if (lookup.error || !lookup.data) {
    const gone = lookup.error instanceof ApiError && lookup.error.status === 410;
    return (
      <PageIntro title="Invitation">
        <p role="alert">
          {serverMessage(lookup.error) ??
            (gone ? INVITATION_MESSAGES.workspaceGone : INVITATION_MESSAGES.unknownLink)}
        </p>
      </PageIntro>
    );
  }
  const invitation = lookup.data;
  if (!invitation.valid || invitation.status !== 'pending') {
    return (
      <PageIntro title={`Invitation to ${invitation.workspaceName}`}>
        <p role="alert">
          {invitation.status === 'pending'
            ? INVITATION_MESSAGES.expired
            : NOT_VALID[invitation.status]}
        </p>
      </PageIntro>
    );
  }
  const here = `/invitations/accept?token=${encodeURIComponent(token)}`;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight break-words text-gray-900">
        Join {invitation.workspaceName}
      </h1>
      <p className="mt-3 text-gray-700">
        You are invited to the workspace “{invitation.workspaceName}” on {BRAND_NAME} as{' '}
        <strong>{invitation.role}</strong>: {ROLE_DESCRIPTIONS[invitation.role].toLowerCase()}
      </p>
      <p className="mt-2 text-sm text-gray-600">
        This invitation is for <strong className="break-all">{invitation.email}</strong>. Only an
        account with that confirmed e-mail address can accept it.
      </p>
      {user ? (
        <div className="mt-6 grid gap-3">
          <p className="text-sm text-gray-700">
            Signed in as <span className="break-all">{user.username}</span>.
          </p>
          <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
            {accept.isPending ? 'Joining…' : `Join ${invitation.workspaceName}`}
          </Button>
          {accept.error && (
            <p role="alert" className="text-sm text-red-700">
              {serverMessage(accept.error) ??
                'The invitation could not be accepted. Please try again.'}
            </p>
          )}
        </div>
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            href={`/login?next=${encodeURIComponent(here)}`}
            className={buttonClasses('primary')}
          >
            Log in as {invitation.email}
          </Link>
          <Link
            href={`/register?next=${encodeURIComponent(here)}`}
            className={buttonClasses('outline')}
          >
            Create an account
          </Link>
        </div>
      )}
    </div>
  );
}
