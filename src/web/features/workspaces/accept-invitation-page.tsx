import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import type { AcceptedInvitation, InvitationLookup } from '../../../contracts/invitations.js';
import { Button } from '../../components/ui/button.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { LoadingScreen } from '../../components/ui/loading-screen.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { ApiError, apiRequest, serverMessage } from '../../lib/api.js';
import { BRAND_NAME } from '../../lib/brand.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAuth } from '../auth/index.js';
import { WORKSPACES_QUERY_KEY, useSwitchWorkspace } from './workspace-api.js';
import { roleName, useWorkspacesT } from './workspace-words.js';

/** Why an invitation that is no longer pending cannot be accepted (its message's id). */
const NOT_VALID = {
  expired: 'accept.expired',
  revoked: 'accept.revoked',
  accepted: 'accept.used',
} as const satisfies Record<Exclude<InvitationLookup['status'], 'pending'>, string>;

/**
 * /invitations/accept?token=... (issue 39 item 3): what the invitation is (workspace, role, for
 * which address); signed out, a way to log in or sign up with that address and come back;
 * signed in, a button to join. The server accepts only for the invited, confirmed address.
 */
export function AcceptInvitationPage() {
  const { t, rich } = useWorkspacesT();
  useDocumentTitle(`${t('accept.title')} - ${BRAND_NAME}`);
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
      <PageIntro title={t('accept.title')}>
        <p>{t('accept.unknownLink')}</p>
      </PageIntro>
    );
  }
  if (lookup.isLoading || authLoading) return <LoadingScreen />;
  if (lookup.error || !lookup.data) {
    const gone = lookup.error instanceof ApiError && lookup.error.status === 410;
    return (
      <PageIntro title={t('accept.title')}>
        <p role="alert">
          {serverMessage(lookup.error) ?? t(gone ? 'accept.workspaceGone' : 'accept.unknownLink')}
        </p>
      </PageIntro>
    );
  }
  const invitation = lookup.data;
  if (!invitation.valid || invitation.status !== 'pending') {
    return (
      <PageIntro title={t('accept.titleTo', { workspace: invitation.workspaceName })}>
        <p role="alert">
          {t(invitation.status === 'pending' ? 'accept.expired' : NOT_VALID[invitation.status])}
        </p>
      </PageIntro>
    );
  }
  const here = `/invitations/accept?token=${encodeURIComponent(token)}`;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight break-words text-gray-900">
        {t('accept.join', { workspace: invitation.workspaceName })}
      </h1>
      <p className="mt-3 break-words text-gray-700">
        {rich('accept.invited', {
          workspace: invitation.workspaceName,
          brand: BRAND_NAME,
          role: roleName(t, invitation.role),
          rights: t(`accept.rights.${invitation.role}`),
          b: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <p className="mt-2 text-sm text-gray-600">
        {rich('accept.forAddress', {
          email: invitation.email,
          b: (chunks) => <strong className="break-all">{chunks}</strong>,
        })}
      </p>
      {user ? (
        <div className="mt-6 grid gap-3">
          <p className="text-sm text-gray-700">
            {rich('accept.signedInAs', {
              name: user.username,
              addr: (chunks) => <span className="break-all">{chunks}</span>,
            })}
          </p>
          <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
            {accept.isPending
              ? t('accept.joining')
              : t('accept.join', { workspace: invitation.workspaceName })}
          </Button>
          {accept.error && (
            <p role="alert" className="text-sm text-red-700">
              {serverMessage(accept.error) ?? t('accept.failed')}
            </p>
          )}
        </div>
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            href={`/login?next=${encodeURIComponent(here)}`}
            className={buttonClasses('primary')}
          >
            {t('accept.logIn', { email: invitation.email })}
          </Link>
          <Link
            href={`/register?next=${encodeURIComponent(here)}`}
            className={buttonClasses('outline')}
          >
            {t('accept.register')}
          </Link>
        </div>
      )}
    </div>
  );
}
