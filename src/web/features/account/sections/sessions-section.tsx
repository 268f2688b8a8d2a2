import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import type { SessionInfo, SessionList } from '../../../../contracts/account.js';
import { apiRequest, serverMessage } from '../../../lib/api.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast.js';
import { SectionCard } from '../section-card.js';

/** Cache key of GET /api/sessions; the key doubles as the URL (see getQueryFn). */
export const SESSIONS_QUERY_KEY = ['/api/sessions'] as const;

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Devices signed in to this account, with "Sign out" per device and for all the others. */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const query = useQuery<SessionList>({ queryKey: SESSIONS_QUERY_KEY });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  const failed = (title: string) => (error: unknown) =>
    toast({
      title,
      description: serverMessage(error) ?? 'Please try again.',
      variant: 'destructive',
    });

  const endOne = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/sessions/${id}`),
    onSuccess: () => toast({ title: 'Signed out', description: 'That device is signed out.' }),
    onError: failed('Could not sign out that device'),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/sessions/end-others');
      return (await res.json()) as { ended: number };
    },
    onSuccess: ({ ended }) =>
      toast({
        title: 'Signed out everywhere else',
        description: `${ended} other session${ended === 1 ? '' : 's'} ended.`,
      }),
    onError: failed('Could not sign out the other devices'),
    onSettled: refresh,
  });

  const sessions = query.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current);
  return (
    <SectionCard
      id="sessions"
      title="Active sessions"
      description="Browsers signed in to your account. Sign out any you do not recognise, then change your password."
    >
      {query.isLoading && <p className="text-sm text-gray-600">Loading sessions...</p>}
      {query.isError && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
          Your sessions could not be loaded.
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {query.isSuccess && (
        <>
          <ul className="divide-y divide-gray-100">
            {sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                busy={endOne.isPending && endOne.variables === session.id}
                onEnd={() => endOne.mutate(session.id)}
              />
            ))}
          </ul>
          {others.length > 0 ? (
            <Button
              variant="outline"
              className="mt-4"
              disabled={endOthers.isPending}
              onClick={() => endOthers.mutate()}
            >
              {endOthers.isPending ? 'Signing out...' : 'Sign out everywhere else'}
            </Button>
          ) : (
            <p className="mt-3 text-sm text-gray-600">No other device is signed in.</p>
          )}
        </>
      )}
    </SectionCard>
  );
}

function SessionRow({
  session,
  busy,
  onEnd,
}: {
  session: SessionInfo;
  busy: boolean;
  onEnd: () => void;
}) {
  const label = `${session.browser} on ${session.os}`;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0" data-testid="session-row">
      <Monitor className="h-5 w-5 shrink-0 text-gray-400" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-gray-900">
          {label}
          {session.current && (
            <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
              This device
            </span>
          )}
        </p>
        <p className="text-xs text-gray-600">
          Signed in {when.format(new Date(session.createdAt))} · Last active{' '}
          {when.format(new Date(session.lastSeenAt))}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          className="px-3 py-1.5"
          disabled={busy}
          aria-label={`Sign out ${label}`}
          onClick={onEnd}
        >
          {busy ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}
