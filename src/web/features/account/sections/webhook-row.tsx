import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type {
  WebhookAttemptView,
  WebhookEndpointView,
  WebhookWithSecret,
} from '../../../../contracts/webhooks.js';
import { apiRequest, serverMessage } from '../../../lib/api.js';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { toast } from '../../../components/ui/toast.js';
import { useAppT, type SiteTranslator } from '../../../lib/i18n/i18n.js';
import type { AppMessageIds } from '../../../lib/i18n/app-bundle.js';
import { LoadFailed } from '../section-card.js';

/** Cache key of GET /api/account/webhooks; the key doubles as the URL (see getQueryFn). */
export const WEBHOOKS_QUERY_KEY = ['/api/account/webhooks'] as const;

type AccountT = SiteTranslator<AppMessageIds['account']>['t'];

/** Times in the screen's language: "1 Nov 2026, 10:00:20". */
function useFormatTime(): (iso: string) => string {
  const { locale } = useAppT('account');
  return useMemo(() => {
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    return (iso: string) => when.format(new Date(iso));
  }, [locale]);
}

/** One request's result in words: "Delivered (HTTP 200)", "Failed: Refused: …". */
export function attemptSummary(
  attempt: Pick<WebhookAttemptView, 'outcome' | 'responseStatus' | 'error'>,
  t: AccountT,
): string {
  if (attempt.outcome === 'succeeded') {
    return t('webhooks.delivered', { status: String(attempt.responseStatus) });
  }
  // The server's reason (an error it recorded) stays as it came.
  const reason = attempt.error ?? `HTTP ${attempt.responseStatus ?? '?'}`;
  return attempt.outcome === 'retrying'
    ? t('webhooks.failedRetry', { reason })
    : t('webhooks.failed', { reason });
}

const outcomeColour = (outcome: WebhookAttemptView['outcome']) =>
  outcome === 'succeeded' ? 'text-green-800' : 'text-red-700';

/**
 * One endpoint of the webhooks section: URL, creation time and last delivery; "Send test" (the
 * answer shown under the row), the delivery log (opened on demand), rotate and delete, the last
 * two after a confirmation. A new secret goes up to the section (`onSecret`), shown once there.
 */
export function WebhookRow({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpointView;
  onSecret(created: WebhookWithSecret): void;
}) {
  const queryClient = useQueryClient();
  const base = `/api/account/webhooks/${endpoint.id}`;
  const logKey = [`${base}/deliveries`] as const;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: logKey }),
    ]);
  const [logOpen, setLogOpen] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'rotate' | null>(null);
  const logId = useId();
  const { t } = useAppT('account');
  const formatTime = useFormatTime();
  const failed = (title: string) => (error: unknown) =>
    toast({
      title,
      description: serverMessage(error) ?? t('pleaseTryAgain'),
      variant: 'destructive',
    });

  const test = useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', `${base}/test`)).json()) as WebhookAttemptView,
    onSettled: refresh,
  });
  const rotate = useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', `${base}/rotate-secret`)).json()) as WebhookWithSecret,
    onSuccess: onSecret,
    onError: failed(t('webhooks.rotateFailed')),
    onSettled: refresh,
  });
  const remove = useMutation({
    // The log closes first: a deleted endpoint's log is not fetched again (it would be 404).
    onMutate: () => setLogOpen(false),
    mutationFn: () => apiRequest('DELETE', base),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: logKey });
      toast({ title: t('webhooks.deleted'), description: endpoint.url });
    },
    onError: failed(t('webhooks.deleteFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });

  const last = endpoint.lastAttempt;
  return (
    <li className="grid gap-2 py-3" data-testid="webhook-row">
      <div className="min-w-0">
        <p className="text-sm font-medium break-all text-gray-900">{endpoint.url}</p>
        <p className="text-xs text-gray-600">
          {t('webhooks.added', { when: formatTime(endpoint.createdAt) })}{' '}
          <code className="text-xs">{endpoint.secretPrefix}…</code>
        </p>
        <p className="text-xs text-gray-600" data-testid="webhook-last">
          {t('webhooks.lastDelivery')}{' '}
          {last ? (
            <>
              <span className={outcomeColour(last.outcome)}>{attemptSummary(last, t)}</span>
              {last.isTest && ` ${t('webhooks.testMark')}`}, {formatTime(last.attemptedAt)}
            </>
          ) : (
            t('webhooks.noneYet')
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          className="px-3 py-1.5"
          disabled={test.isPending}
          onClick={() => test.mutate()}
        >
          {test.isPending ? t('webhooks.sendingTest') : t('webhooks.sendTest')}
        </Button>
        <Button
          variant="outline"
          className="px-3 py-1.5"
          aria-expanded={logOpen}
          aria-controls={logId}
          onClick={() => setLogOpen((open) => !open)}
        >
          {logOpen ? t('webhooks.hideLog') : t('webhooks.log')}
        </Button>
        <Button
          variant="outline"
          className="px-3 py-1.5"
          disabled={rotate.isPending}
          onClick={() => setConfirm('rotate')}
        >
          {t('webhooks.rotate')}
        </Button>
        <Button
          variant="outline"
          className="px-3 py-1.5"
          disabled={remove.isPending}
          aria-label={t('webhooks.deleteUrl', { url: endpoint.url })}
          onClick={() => setConfirm('delete')}
        >
          {t('webhooks.delete')}
        </Button>
      </div>
      <div aria-live="polite">
        {test.isSuccess && (
          <p
            className={`text-sm break-words ${outcomeColour(test.data.outcome)}`}
            data-testid="webhook-test-result"
          >
            {test.data.outcome === 'succeeded'
              ? t('webhooks.testDelivered', {
                  status: String(test.data.responseStatus),
                  ms: String(test.data.durationMs),
                })
              : t('webhooks.testFailed', {
                  reason: test.data.error ?? `HTTP ${test.data.responseStatus}`,
                })}
          </p>
        )}
        {test.isError && (
          <p className="text-sm text-red-700" data-testid="webhook-test-result">
            {t('webhooks.testNotSent', {
              reason: serverMessage(test.error) ?? t('webhooks.testNotSentRetry'),
            })}
          </p>
        )}
      </div>
      {logOpen && <DeliveryLog id={logId} queryKey={logKey} />}
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('webhooks.deleteTitle')}
        description={t('webhooks.deleteDescription', { url: endpoint.url })}
        confirmLabel={t('webhooks.deleteConfirm')}
        destructive
        onConfirm={() => remove.mutate()}
      />
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('webhooks.rotateTitle')}
        description={t('webhooks.rotateDescription')}
        confirmLabel={t('webhooks.rotate')}
        onConfirm={() => rotate.mutate()}
      />
    </li>
  );
}

/** The endpoint's newest requests (the server keeps the log; 50 at most), newest first. */
function DeliveryLog({ id, queryKey }: { id: string; queryKey: readonly [string] }) {
  const log = useQuery<WebhookAttemptView[]>({ queryKey });
  const { t } = useAppT('account');
  const formatTime = useFormatTime();
  return (
    <div id={id} className="rounded-lg border border-gray-200 p-3">
      <h3 className="text-sm font-semibold text-gray-900">{t('webhooks.log')}</h3>
      {log.isLoading && <p className="mt-2 text-sm text-gray-600">{t('webhooks.loadingLog')}</p>}
      {log.isError && (
        <LoadFailed
          message={t('webhooks.logFailed')}
          onRetry={() => void log.refetch()}
          className="mt-2"
        />
      )}
      {log.isSuccess && log.data.length === 0 && (
        <p className="mt-2 text-sm text-gray-600">{t('webhooks.noDeliveries')}</p>
      )}
      {log.isSuccess && log.data.length > 0 && (
        <ol className="mt-2 divide-y divide-gray-100" aria-label={t('webhooks.attempts')}>
          {log.data.map((attempt) => (
            <li
              key={attempt.id}
              className="grid gap-0.5 py-2 text-xs"
              data-testid="webhook-attempt"
            >
              <p className="font-medium text-gray-900">
                {formatTime(attempt.attemptedAt)} ·{' '}
                <span className={outcomeColour(attempt.outcome)}>{attemptSummary(attempt, t)}</span>
              </p>
              <p className="text-gray-600">
                {attempt.isTest
                  ? t('webhooks.testEvent')
                  : t('webhooks.events', { count: attempt.eventCount })}{' '}
                · {t('webhooks.attempt', { attempt: attempt.attempt })}
                {attempt.durationMs !== null && ` · ${attempt.durationMs} ms`}
                {attempt.nextAttemptAt &&
                  ` · ${t('webhooks.nextTry', { when: formatTime(attempt.nextAttemptAt) })}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
