import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  MAX_WEBHOOK_ENDPOINTS,
  createWebhookSchema,
  type WebhookEndpointView,
  type WebhookWithSecret,
} from '../../../../contracts/webhooks.js';
import { apiRequest, serverFieldErrors, serverMessage } from '../../../lib/api.js';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { toast } from '../../../components/ui/toast.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { useActiveWorkspace } from '../../workspaces/index.js';
import { LoadFailed, SectionCard } from '../section-card.js';
import { WEBHOOKS_QUERY_KEY, WebhookRow } from './webhook-row.js';

/**
 * Scan webhooks (issue 19 item 5): register https endpoints (the server's refusals, e.g. a
 * private address, shown under the field), see a new or rotated secret once with a copy
 * button, and per endpoint its last delivery, "Send test", the delivery log, rotate and delete.
 */
export function WebhooksSection() {
  const { workspace } = useActiveWorkspace();
  const queryClient = useQueryClient();
  const query = useQuery<WebhookEndpointView[]>({ queryKey: WEBHOOKS_QUERY_KEY });
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState<WebhookWithSecret | null>(null);
  const { t, rich } = useAppT('account');

  const create = useMutation({
    mutationFn: async (body: { url: string }) => {
      const res = await apiRequest('POST', '/api/account/webhooks', body);
      return (await res.json()) as WebhookWithSecret;
    },
    onSuccess: (created) => {
      setShown(created);
      setUrl('');
      setError(undefined);
    },
    onError: (err) => {
      const field = serverFieldErrors(err).url;
      setError(field);
      if (!field) {
        toast({
          title: t('webhooks.addFailed'),
          description: serverMessage(err) ?? t('pleaseTryAgain'),
          variant: 'destructive',
        });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createWebhookSchema.safeParse({ url });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate({ url: parsed.data.url });
  };

  const endpoints = query.data ?? [];
  return (
    <SectionCard
      id="webhooks"
      title={t('webhooks.title')}
      description={rich('webhooks.description', {
        workspace: workspace?.name ?? t('personalWorkspace'),
        guide: (chunks) => (
          <a className="text-blue-700 underline" href="/developers#webhooks">
            {chunks}
          </a>
        ),
      })}
    >
      {shown && (
        <SecretNotice
          title={t('webhooks.secretFor', { url: shown.url })}
          secret={shown.secret}
          onDone={() => setShown(null)}
        />
      )}
      <form
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={submit}
        noValidate
      >
        <TextField
          label={t('webhooks.endpointUrl')}
          type="url"
          inputMode="url"
          placeholder="https://example.com/qr-scans"
          value={url}
          maxLength={2048}
          onChange={(e) => setUrl(e.target.value)}
          error={error}
        />
        <Button
          type="submit"
          disabled={create.isPending || endpoints.length >= MAX_WEBHOOK_ENDPOINTS}
        >
          {create.isPending ? t('webhooks.adding') : t('webhooks.add')}
        </Button>
      </form>
      {endpoints.length >= MAX_WEBHOOK_ENDPOINTS && (
        <p className="mt-2 text-sm text-gray-600">
          {t('webhooks.atMost', { count: MAX_WEBHOOK_ENDPOINTS })}
        </p>
      )}
      {query.isLoading && <p className="mt-4 text-sm text-gray-600">{t('webhooks.loading')}</p>}
      {query.isError && (
        <LoadFailed message={t('webhooks.loadFailed')} onRetry={() => void query.refetch()} />
      )}
      {query.isSuccess && endpoints.length === 0 && (
        <p className="mt-4 text-sm text-gray-600">{t('webhooks.none')}</p>
      )}
      {endpoints.length > 0 && (
        <ul className="mt-4 divide-y divide-gray-100" aria-label={t('webhooks.list')}>
          {endpoints.map((endpoint) => (
            <WebhookRow key={endpoint.id} endpoint={endpoint} onSecret={setShown} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** A whole secret, shown this once, with a copy button. */
function SecretNotice({
  title,
  secret,
  onDone,
}: {
  title: string;
  secret: string;
  onDone(): void;
}) {
  const { t } = useAppT('account');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: t('webhooks.copied'), description: t('webhooks.copiedDescription') });
    } catch {
      toast({
        title: t('webhooks.copyFailed'),
        description: t('webhooks.copyFailedDescription'),
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3" role="status">
      <p className="text-sm font-medium break-words text-green-900">{title}</p>
      <p className="text-sm text-green-900">{t('webhooks.copyNow')}</p>
      <code className="mt-2 block rounded bg-white p-2 text-sm break-all" data-testid="new-secret">
        {secret}
      </code>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          {t('webhooks.copySecret')}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t('done')}
        </Button>
      </div>
    </div>
  );
}
