import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import {
  createApiKeySchema,
  type ApiKeyScope,
  type ApiKeyView,
  type CreatedApiKey,
} from '../../../../contracts/api-keys.js';
import { apiRequest, serverFieldErrors, serverMessage } from '../../../lib/api.js';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { toast } from '../../../components/ui/toast.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { useActiveWorkspace } from '../../workspaces/index.js';
import { LoadFailed, SectionCard } from '../section-card.js';

/** Cache key of GET /api/account/api-keys; the key doubles as the URL (see getQueryFn). */
export const API_KEYS_QUERY_KEY = ['/api/account/api-keys'] as const;

/**
 * Personal API keys (issue 19 item 1): create one (name, scope, optional expiry date), see it
 * once, list keys by prefix with their last use, revoke. The form checks with the same contract
 * schema as the server and shows the server's field messages too.
 */
export function ApiKeysSection() {
  const queryClient = useQueryClient();
  const { workspace } = useActiveWorkspace();
  const query = useQuery<ApiKeyView[]>({ queryKey: API_KEYS_QUERY_KEY });
  const refresh = () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<CreatedApiKey | null>(null);
  const { t, locale } = useAppT('account');
  const when = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );

  const create = useMutation({
    mutationFn: async (body: unknown) => {
      const res = await apiRequest('POST', '/api/account/api-keys', body);
      return (await res.json()) as CreatedApiKey;
    },
    onSuccess: (created) => {
      setShown(created);
      setName('');
      setExpiry('');
      setErrors({});
    },
    onError: (error) => {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) {
        toast({
          title: t('apiKeys.createFailed'),
          description: serverMessage(error) ?? t('pleaseTryAgain'),
          variant: 'destructive',
        });
      }
    },
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/account/api-keys/${id}`),
    onSuccess: () =>
      toast({ title: t('apiKeys.revokedTitle'), description: t('apiKeys.revokedDescription') }),
    onError: (error) =>
      toast({
        title: t('apiKeys.revokeFailed'),
        description: serverMessage(error) ?? t('pleaseTryAgain'),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A date means "valid through the end of that day" in the user's time zone.
    const expiresAt = expiry ? new Date(`${expiry}T23:59:59`).toISOString() : null;
    const body = { name, scope, expiresAt };
    const parsed = createApiKeySchema.safeParse(body);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      setErrors(fields);
      return;
    }
    create.mutate(body);
  };

  const keys = query.data ?? [];
  return (
    <SectionCard
      id="api-keys"
      title={t('apiKeys.title')}
      description={t('apiKeys.description', {
        workspace: workspace?.name ?? t('personalWorkspace'),
      })}
    >
      {shown && (
        <div className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3" role="status">
          <p className="text-sm font-medium text-green-900">
            {t('apiKeys.newKey', { name: shown.name })}
          </p>
          <code className="mt-2 block break-all rounded bg-white p-2 text-sm" data-testid="new-key">
            {shown.key}
          </code>
          <Button variant="outline" className="mt-2" onClick={() => setShown(null)}>
            {t('done')}
          </Button>
        </div>
      )}
      <form className="grid gap-3 sm:grid-cols-3" onSubmit={submit} noValidate>
        <TextField
          label={t('apiKeys.name')}
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <label className="flex flex-col gap-1 text-sm font-medium text-gray-700">
          {t('apiKeys.access')}
          <select
            className="rounded-md border border-gray-300 px-3 py-2"
            value={scope}
            onChange={(e) => setScope(e.target.value as ApiKeyScope)}
          >
            <option value="read">{t('apiKeys.readOnly')}</option>
            <option value="read-write">{t('apiKeys.readWrite')}</option>
          </select>
          {errors.scope && <span className="text-xs text-red-700">{errors.scope}</span>}
        </label>
        <TextField
          label={t('apiKeys.expiresOn')}
          type="date"
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
          error={errors.expiresAt}
        />
        <div className="sm:col-span-3">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('apiKeys.creating') : t('apiKeys.create')}
          </Button>
        </div>
      </form>
      {query.isLoading && <p className="mt-4 text-sm text-gray-600">{t('apiKeys.loading')}</p>}
      {query.isError && (
        <LoadFailed message={t('apiKeys.loadFailed')} onRetry={() => void query.refetch()} />
      )}
      {query.isSuccess && keys.length === 0 && (
        <p className="mt-4 text-sm text-gray-600">{t('apiKeys.none')}</p>
      )}
      {keys.length > 0 && (
        <ul className="mt-4 divide-y divide-gray-100">
          {keys.map((key) => (
            <li
              key={key.id}
              className="flex flex-wrap items-center gap-3 py-3"
              data-testid="api-key-row"
            >
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-gray-900">
                  {key.name} <code className="text-xs text-gray-600">{key.prefix}…</code>
                </p>
                <p className="text-xs text-gray-600">
                  {key.scope === 'read' ? t('apiKeys.readOnly') : t('apiKeys.readWrite')} ·{' '}
                  {key.lastUsedAt
                    ? t('apiKeys.lastUsed', { when: when.format(new Date(key.lastUsedAt)) })
                    : t('apiKeys.neverUsed')}
                  {key.expiresAt &&
                    ` · ${t('apiKeys.expires', { when: when.format(new Date(key.expiresAt)) })}`}
                  {key.revokedAt &&
                    ` · ${t('apiKeys.revoked', { when: when.format(new Date(key.revokedAt)) })}`}
                </p>
              </div>
              {!key.revokedAt && (
                <Button
                  variant="outline"
                  className="px-3 py-1.5"
                  disabled={revoke.isPending && revoke.variables === key.id}
                  aria-label={t('apiKeys.revokeKey', { name: key.name })}
                  onClick={() => revoke.mutate(key.id)}
                >
                  {t('apiKeys.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
