import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  WHITE_LABEL_MESSAGES,
  type ClientInput,
  type WhiteLabelClient,
} from '../../../contracts/white-label.js';
import { Button } from '../../components/ui/button.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { toast } from '../../components/ui/toast.js';
import { ApiError, serverMessage } from '../../lib/api.js';
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

const TITLE = 'White Label Client Management';

function Forbidden() {
  return (
    <PageIntro title={TITLE}>
      <p role="alert">403: only the operator’s administrators can manage white-label clients.</p>
    </PageIntro>
  );
}

/** /white-label-admin (spec 001 §2): the operator's clients, their brands, keys and domains. */
export function WhiteLabelAdminPage() {
  useDocumentTitle(TITLE);
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
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1">{children}</p>
    </section>
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; client: WhiteLabelClient } | null;

function ClientManagement() {
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
  const cssReport = (client: WhiteLabelClient) =>
    client.cssDropped?.length
      ? ` Removed from the custom CSS: ${client.cssDropped.join('; ')}.`
      : '';

  const save = async (values: ClientInput) => {
    if (editing?.mode === 'edit') {
      try {
        const updated = await updateClient(editing.client.id, {
          ...values,
          isActive: editing.client.isActive,
        });
        toast({ title: WHITE_LABEL_MESSAGES.updated + cssReport(updated), variant: 'success' });
      } catch (err) {
        failed(WHITE_LABEL_MESSAGES.updateFailed)(err);
        throw err;
      }
    } else {
      try {
        const created = await createClient(values);
        remember(created);
        toast({ title: WHITE_LABEL_MESSAGES.created + cssReport(created), variant: 'success' });
      } catch (err) {
        failed(WHITE_LABEL_MESSAGES.createFailed)(err);
        throw err;
      }
    }
    setEditing(null);
    await refresh();
  };

  const remove = useMutation({
    mutationFn: (id: number) => deleteClient(id),
    onSuccess: () => {
      toast({ title: WHITE_LABEL_MESSAGES.deleted });
      void refresh();
    },
    onError: failed(WHITE_LABEL_MESSAGES.deleteFailed),
  });
  const toggle = useMutation({
    mutationFn: (client: WhiteLabelClient) =>
      updateClient(client.id, { ...formValuesOf(client), isActive: !client.isActive }),
    onSuccess: () => {
      toast({ title: WHITE_LABEL_MESSAGES.updated, variant: 'success' });
      void refresh();
    },
    onError: failed(WHITE_LABEL_MESSAGES.updateFailed),
  });
  const regenerate = useMutation({
    mutationFn: (id: number) => regenerateKey(id),
    onSuccess: (client) => {
      remember(client);
      toast({ title: 'New API key made', description: 'The old key no longer works.' });
      void refresh();
    },
    onError: failed(WHITE_LABEL_MESSAGES.updateFailed),
  });
  const verify = useMutation({
    mutationFn: (id: number) => verifyDomain(id),
    onSuccess: (client) => {
      toast({
        title: client.domainStatus === 'verified' ? 'Domain verified' : 'Not verified yet',
        description: client.domainCheckMessage ?? undefined,
      });
      void refresh();
    },
    onError: failed('Verification failed'),
  });

  if (clients.isError && clients.error instanceof ApiError && clients.error.status === 403) {
    return <Forbidden />;
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">{TITLE}</h1>
        <Button onClick={() => setEditing({ mode: 'create' })}>Create Client</Button>
      </div>
      {settings.data && !settings.data.baseDomain ? (
        <SetupNote title="Client subdomains are off">
          {WHITE_LABEL_MESSAGES.subdomainNeedsBaseDomain}
        </SetupNote>
      ) : null}
      {localTarget ? (
        <SetupNote title="Custom domains cannot work yet">
          {WHITE_LABEL_MESSAGES.localPublicUrl(localTarget)}
        </SetupNote>
      ) : null}
      {clients.isPending ? <p role="status">Loading clients...</p> : null}
      {clients.isError ? <p role="alert">{WHITE_LABEL_MESSAGES.fetchFailed}</p> : null}
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
                if (window.confirm(`Delete ${client.name}? This cannot be undone.`)) {
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
