import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import type { SessionInfo, SessionList } from '../../../../contracts/account.js';
import { apiRequest, serverMessage } from '../../../lib/api.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { SectionCard } from '../section-card.js';

/** Cache key of GET /api/sessions; the key doubles as the URL (see getQueryFn). */
export const SESSIONS_QUERY_KEY = ['/api/sessions'] as const;

/** Devices signed in to this account, with "Sign out" per device and for all the others. */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const query = useQuery<SessionList>({ queryKey: SESSIONS_QUERY_KEY });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  const { t } = useAppT('account');
  const failed = (title: string) => (error: unknown) =>
    toast({
      title,
      description: serverMessage(error) ?? t('pleaseTryAgain'),
      variant: 'destructive',
    });

  const endOne = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/sessions/${id}`),
    onSuccess: () =>
      toast({ title: t('sessions.signedOut'), description: t('sessions.signedOutDevice') }),
    onError: failed(t('sessions.signOutFailed')),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/sessions/end-others');
      return (await res.json()) as { ended: number };
    },
    onSuccess: ({ ended }) =>
      toast({
        title: t('sessions.signedOutOthers'),
        description: t('sessions.ended', { count: ended }),
      }),
    onError: failed(t('sessions.signOutOthersFailed')),
    onSettled: refresh,
  });

  const sessions = query.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current);
  return (
    <SectionCard id="sessions" title={t('sessions.title')} description={t('sessions.description')}>
      {query.isLoading && <p className="text-sm text-gray-600">{t('sessions.loading')}</p>}
      {query.isError && (
        <div className="flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
          {t('sessions.loadFailed')}
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('tryAgain')}
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
              {endOthers.isPending ? t('sessions.signingOut') : t('sessions.signOutOthers')}
            </Button>
          ) : (
            <p className="mt-3 text-sm text-gray-600">{t('sessions.noOthers')}</p>
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
  const { t, locale } = useAppT('account');
  const when = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  const label = t('sessions.device', { browser: session.browser, os: session.os });
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0" data-testid="session-row">
      <Monitor className="h-5 w-5 shrink-0 text-gray-400" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-gray-900">
          {label}
          {session.current && (
            <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
              {t('sessions.thisDevice')}
            </span>
          )}
        </p>
        <p className="text-xs text-gray-600">
          {t('sessions.times', {
            signedIn: when.format(new Date(session.createdAt)),
            lastActive: when.format(new Date(session.lastSeenAt)),
          })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          className="px-3 py-1.5"
          disabled={busy}
          aria-label={t('sessions.signOutDevice', { device: label })}
          onClick={onEnd}
        >
          {busy ? t('sessions.signingOut') : t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
