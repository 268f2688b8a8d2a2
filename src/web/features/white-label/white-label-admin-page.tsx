import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientInput, WhiteLabelClient } from '../../../contracts/white-label.js';
import { Button } from '../../components/ui/button.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { toast } from '../../components/ui/toast.js';
import { ApiError, serverMessage } from '../../lib/api.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAuth } from '../auth/index.js';
import { ClientCard } from './client-card.js';
import { ClientFormDialog, EMPTY_CLIENT } from './client-form-dialog.js';
import {
  CLIENTS_KEY,
  createClient,
  deleteClient,
  fetchClients,
  fetchSettings,
  formValuesOf,
  SETTINGS_KEY,
  regenerateKey,
  updateClient,
  verifyDomain,
} from './white-label-api.js';

function Forbidden() {
  const { t } = useAppT('whiteLabel');
  return (
    <PageIntro title={t('page.title')}>
      <p role="alert">{t('page.forbidden')}</p>
    </PageIntro>
  );
}

/** /white-label-admin (spec 001 §2): the operator's clients, their brands, keys and domains. */
export function WhiteLabelAdminPage() {
  const { t } = useAppT('whiteLabel');
  useDocumentTitle(t('page.title'));
  const { user } = useAuth();
  if (user?.role !== 'admin') return <Forbidden />;
  return <ClientManagement />;
}

/** What this server's setup does not allow yet, and how to change it (issue 37 item 11). */
function SetupNote({ title, children }: { title: string; children: string }) {
  return (
    <section
      aria-label={title}
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <h2 className="font-semibold break-words">{title}</h2>
      <p className="mt-1 break-words">{children}</p>
    </section>
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; client: WhiteLabelClient } | null;

function ClientManagement() {
  const { t } = useAppT('whiteLabel');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  // Keys exist readable only in the answer that made them; kept here until the page is left.
  const [shownKeys, setShownKeys] = useState<Record<number, string>>({});
  const clients = useQuery({ queryKey: CLIENTS_KEY, queryFn: fetchClients, retry: false });
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: fetchSettings, retry: false });
  const localTarget = settings.data?.publicUrlIsLocal ? settings.data.publicUrl : null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
  const remember = (client: WhiteLabelClient) => {
    const key = client.apiKey;
    if (key) setShownKeys((k) => ({ ...k, [client.id]: key }));
  };
  const failed = (fallback: string) => (error: unknown) =>
    toast({
      title: fallback,
      description: serverMessage(error) ?? fallback,
      variant: 'destructive',
    });
  // What the server removed from the custom CSS (its own words), after the saved toast's title.
  const savedTitle = (client: WhiteLabelClient, mode: 'created' | 'updated') =>
    client.cssDropped?.length
      ? t(mode === 'created' ? 'toast.createdCssDropped' : 'toast.updatedCssDropped', {
          items: client.cssDropped.join('; '),
        })
      : t(mode === 'created' ? 'toast.created' : 'toast.updated');

  const save = async (values: ClientInput) => {
    if (editing?.mode === 'edit') {
      try {
        const updated = await updateClient(editing.client.id, {
          ...values,
          isActive: editing.client.isActive,
        });
        toast({ title: savedTitle(updated, 'updated'), variant: 'success' });
      } catch (err) {
        failed(t('toast.updateFailed'))(err);
        throw err;
      }
    } else {
      try {
        const created = await createClient(values);
        remember(created);
        toast({ title: savedTitle(created, 'created'), variant: 'success' });
      } catch (err) {
        failed(t('toast.createFailed'))(err);
        throw err;
      }
    }
    setEditing(null);
    await refresh();
  };

  const remove = useMutation({
    mutationFn: (id: number) => deleteClient(id),
    onSuccess: () => {
      toast({ title: t('toast.deleted') });
      void refresh();
    },
    onError: failed(t('toast.deleteFailed')),
  });
  const toggle = useMutation({
    mutationFn: (client: WhiteLabelClient) =>
      updateClient(client.id, { ...formValuesOf(client), isActive: !client.isActive }),
    onSuccess: () => {
      toast({ title: t('toast.updated'), variant: 'success' });
      void refresh();
    },
    onError: failed(t('toast.updateFailed')),
  });
  const regenerate = useMutation({
    mutationFn: (id: number) => regenerateKey(id),
    onSuccess: (client) => {
      remember(client);
      toast({ title: t('toast.keyMade'), description: t('toast.keyMadeDescription') });
      void refresh();
    },
    onError: failed(t('toast.updateFailed')),
  });
  const verify = useMutation({
    mutationFn: (id: number) => verifyDomain(id),
    onSuccess: (client) => {
      toast({
        title:
          client.domainStatus === 'verified'
            ? t('toast.domainVerified')
            : t('toast.notVerifiedYet'),
        description: client.domainCheckMessage ?? undefined,
      });
      void refresh();
    },
    onError: failed(t('toast.verifyFailed')),
  });

  if (clients.isError && clients.error instanceof ApiError && clients.error.status === 403) {
    return <Forbidden />;
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words text-gray-900">
          {t('page.title')}
        </h1>
        <Button onClick={() => setEditing({ mode: 'create' })}>{t('page.create')}</Button>
      </div>
      {settings.data && !settings.data.baseDomain ? (
        <SetupNote title={t('setup.subdomainsOffTitle')}>{t('setup.subdomainsOff')}</SetupNote>
      ) : null}
      {localTarget ? (
        <SetupNote title={t('setup.localTitle')}>
          {t('setup.local', { publicUrl: localTarget })}
        </SetupNote>
      ) : null}
      {clients.isPending ? <p role="status">{t('page.loading')}</p> : null}
      {clients.isError ? <p role="alert">{t('page.loadFailed')}</p> : null}
      {clients.data ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {clients.data.map((client) => (
            <ClientCard
              key={client.id}
              client={client}
              shownKey={shownKeys[client.id]}
              busy={toggle.isPending || regenerate.isPending || verify.isPending}
              localTarget={localTarget}
              onEdit={() => setEditing({ mode: 'edit', client })}
              onDelete={() => {
                if (window.confirm(t('confirm.delete', { name: client.name }))) {
                  remove.mutate(client.id);
                }
              }}
              onToggleActive={() => toggle.mutate(client)}
              onRegenerate={() => regenerate.mutate(client.id)}
              onVerify={() => verify.mutate(client.id)}
            />
          ))}
        </div>
      ) : null}
      {editing ? (
        <ClientFormDialog
          key={editing.mode === 'edit' ? editing.client.id : 'new'}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          editing={editing.mode === 'edit'}
          settings={settings.data}
          initial={editing.mode === 'edit' ? formValuesOf(editing.client) : EMPTY_CLIENT}
          onSubmit={save}
        />
      ) : null}
    </div>
  );
}
