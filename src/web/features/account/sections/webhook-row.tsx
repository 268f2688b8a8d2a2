import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type {
  WebhookAttemptView,
  WebhookEndpointView,
  WebhookWithSecret,
} from '../../../../contracts/webhooks.js';
import { countOf } from '../../../../contracts/plural.js';
import { apiRequest, serverMessage } from '../../../lib/api.js';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { toast } from '../../../components/ui/toast.js';
import { LoadFailed } from '../section-card.js';

/** Cache key of GET /api/account/webhooks; the key doubles as the URL (see getQueryFn). */
export const WEBHOOKS_QUERY_KEY = ['/api/account/webhooks'] as const;

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const formatTime = (iso: string) => when.format(new Date(iso));

/** One request's result in words: "Delivered (HTTP 200)", "Failed: Refused: …". */
export function attemptSummary(
  attempt: Pick<WebhookAttemptView, 'outcome' | 'responseStatus' | 'error'>,
): string {
  if (attempt.outcome === 'succeeded') return `Delivered (HTTP ${attempt.responseStatus})`;
  const reason = attempt.error ?? `HTTP ${attempt.responseStatus ?? '?'}`;
  return attempt.outcome === 'retrying' ? `Failed, will retry: ${reason}` : `Failed: ${reason}`;
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
  const failed = (title: string) => (error: unknown) =>
    toast({
      title,
      description: serverMessage(error) ?? 'Please try again.',
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
    onError: failed('Could not rotate the secret'),
    onSettled: refresh,
  });
  const remove = useMutation({
    // The log closes first: a deleted endpoint's log is not fetched again (it would be 404).
    onMutate: () => setLogOpen(false),
    mutationFn: () => apiRequest('DELETE', base),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: logKey });
      toast({ title: 'Endpoint deleted', description: endpoint.url });
    },
    onError: failed('Could not delete the endpoint'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });

  const last = endpoint.lastAttempt;
  return (
    <li className="grid gap-2 py-3" data-testid="webhook-row">
      <div className="min-w-0">
        <p className="text-sm font-medium break-all text-gray-900">{endpoint.url}</p>
        <p className="text-xs text-gray-600">
          Added {formatTime(endpoint.createdAt)} · secret{' '}
          <code className="text-xs">{endpoint.secretPrefix}…</code>
        </p>
        <p className="text-xs text-gray-600" data-testid="webhook-last">
          Last delivery:{' '}
          {last ? (
            <>
              <span className={outcomeColour(last.outcome)}>{attemptSummary(last)}</span>
              {last.isTest && ' (test)'}, {formatTime(last.attemptedAt)}
            </>
          ) : (
            'none yet'
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
          {test.isPending ? 'Sending test...' : 'Send test'}
        </Button>
        <Button
          variant="outline"
          className="px-3 py-1.5"
          aria-expanded={logOpen}
          aria-controls={logId}
          onClick={() => setLogOpen((open) => !open)}
        >
          {logOpen ? 'Hide delivery log' : 'Delivery log'}
        </Button>
        <Button
          variant="outline"
          className="px-3 py-1.5"
          disabled={rotate.isPending}
          onClick={() => setConfirm('rotate')}
        >
          Rotate secret
        </Button>
        <Button
          variant="outline"
          className="px-3 py-1.5"
          disabled={remove.isPending}
          aria-label={`Delete ${endpoint.url}`}
          onClick={() => setConfirm('delete')}
        >
          Delete
        </Button>
      </div>
      <div aria-live="polite">
        {test.isSuccess && (
          <p
            className={`text-sm break-words ${outcomeColour(test.data.outcome)}`}
            data-testid="webhook-test-result"
          >
            {test.data.outcome === 'succeeded'
              ? `Test delivered: the endpoint answered ${test.data.responseStatus} in ${test.data.durationMs} ms.`
              : `Test failed: ${test.data.error ?? `HTTP ${test.data.responseStatus}`}`}
          </p>
        )}
        {test.isError && (
          <p className="text-sm text-red-700" data-testid="webhook-test-result">
            Test not sent: {serverMessage(test.error) ?? 'please try again.'}
          </p>
        )}
      </div>
      {logOpen && <DeliveryLog id={logId} queryKey={logKey} />}
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Delete this endpoint?"
        description={`${endpoint.url} stops receiving scans at once; its queued events and delivery log are deleted.`}
        confirmLabel="Delete endpoint"
        destructive
        onConfirm={() => remove.mutate()}
      />
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Rotate the signing secret?"
        description="The current secret stops working at once: deliveries from now on are signed with the new one. Update your server with it."
        confirmLabel="Rotate secret"
        onConfirm={() => rotate.mutate()}
      />
    </li>
  );
}

/** The endpoint's newest requests (the server keeps the log; 50 at most), newest first. */
function DeliveryLog({ id, queryKey }: { id: string; queryKey: readonly [string] }) {
  const log = useQuery<WebhookAttemptView[]>({ queryKey });
  return (
    <div id={id} className="rounded-lg border border-gray-200 p-3">
      <h3 className="text-sm font-semibold text-gray-900">Delivery log</h3>
      {log.isLoading && <p className="mt-2 text-sm text-gray-600">Loading the log...</p>}
      {log.isError && (
        <LoadFailed
          message="The delivery log could not be loaded."
          onRetry={() => void log.refetch()}
          className="mt-2"
        />
      )}
      {log.isSuccess && log.data.length === 0 && (
        <p className="mt-2 text-sm text-gray-600">No deliveries yet.</p>
      )}
      {log.isSuccess && log.data.length > 0 && (
        <ol className="mt-2 divide-y divide-gray-100" aria-label="Delivery attempts">
          {log.data.map((attempt) => (
            <li
              key={attempt.id}
              className="grid gap-0.5 py-2 text-xs"
              data-testid="webhook-attempt"
            >
              <p className="font-medium text-gray-900">
                {formatTime(attempt.attemptedAt)} ·{' '}
                <span className={outcomeColour(attempt.outcome)}>{attemptSummary(attempt)}</span>
              </p>
              <p className="text-gray-600">
                {attempt.isTest ? 'Test event' : countOf(attempt.eventCount, 'event')} · attempt{' '}
                {attempt.attempt}
                {attempt.durationMs !== null && ` · ${attempt.durationMs} ms`}
                {attempt.nextAttemptAt && ` · next try ${formatTime(attempt.nextAttemptAt)}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
