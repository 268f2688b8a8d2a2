import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  COMPANY_SIGN_IN_MESSAGES,
  companySignInInputSchema,
  type CompanySignInState,
} from '../../../contracts/company-sign-in.js';
import { roleAllows, type Workspace } from '../../../contracts/workspaces.js';
import { Button } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { TextField } from '../../components/ui/text-field.js';
import { toast } from '../../components/ui/toast.js';
import { apiRequest, serverFieldErrors, serverMessage } from '../../lib/api.js';
import { LoadFailed, SectionCard } from '../account/index.js';
import { useWorkspacesT } from './workspace-words.js';

type Fields = { issuer: string; clientId: string; clientSecret: string; domain: string };
const empty: Fields = { issuer: '', clientId: '', clientSecret: '', domain: '' };

/**
 * "Company sign-in" on /workspace (issue 39 item 7): owners set the workspace's OpenID Connect
 * issuer, client, secret (never shown again) and e-mail domain, prove the domain with a DNS TXT
 * record ("Verify domain"), then require it for the domain's members, or remove it; admins see
 * the setting read-only. Nobody signs in through it until the domain is verified.
 */
export function CompanySignInSection({ workspace }: { workspace: Workspace }) {
  const key = [`/api/workspaces/${workspace.id}/sign-in`] as const;
  const queryClient = useQueryClient();
  const state = useQuery<CompanySignInState>({ queryKey: key });
  const owner = roleAllows(workspace.role, 'owner');
  const { t } = useWorkspacesT();
  return (
    <SectionCard id="company-sign-in" title={t('sso.title')} description={t('sso.description')}>
      {state.isPending && <p className="text-sm text-gray-600">{t('sso.loading')}</p>}
      {state.isError && (
        <LoadFailed message={t('sso.loadFailed')} onRetry={() => void state.refetch()} />
      )}
      {state.data &&
        (owner ? (
          <CompanySignInForm
            workspaceId={workspace.id}
            state={state.data}
            onSaved={(next) => {
              queryClient.setQueryData(key, next);
              void queryClient.invalidateQueries({
                queryKey: [`/api/workspaces/${workspace.id}/audit`],
              });
            }}
          />
        ) : (
          <ReadOnly state={state.data} />
        ))}
    </SectionCard>
  );
}

function ReadOnly({ state }: { state: CompanySignInState }) {
  const { t } = useWorkspacesT();
  if (!state.configured) {
    return <p className="text-sm text-gray-700">{t('sso.notSetUp')}</p>;
  }
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
      <dt className="font-medium text-gray-600">{t('sso.domain')}</dt>
      <dd className="break-words text-gray-900">{state.domain}</dd>
      <dt className="font-medium text-gray-600">{t('sso.domainVerified')}</dt>
      <dd className="text-gray-900">{state.domainVerifiedAt ? t('sso.yes') : t('sso.notYet')}</dd>
      <dt className="font-medium text-gray-600">{t('sso.issuer')}</dt>
      <dd className="break-words text-gray-900">{state.issuer}</dd>
      <dt className="font-medium text-gray-600">{t('sso.required')}</dt>
      <dd className="text-gray-900">{state.required ? t('sso.yes') : t('sso.no')}</dd>
    </dl>
  );
}

function CompanySignInForm({
  workspaceId,
  state,
  onSaved,
}: {
  workspaceId: number;
  state: CompanySignInState;
  onSaved(next: CompanySignInState): void;
}) {
  const url = `/api/workspaces/${workspaceId}/sign-in`;
  const [fields, setFields] = useState<Fields>(empty);
  const [required, setRequired] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'form', string>>>({});
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [verifyError, setVerifyError] = useState<string>();
  const requiredId = useId();
  const requiredWhyId = useId();
  const { t, rich, tryAgain } = useWorkspacesT();
  /** A client-side check's message in the app's language (the schema's English ones mapped). */
  const check = (message: string) => {
    const known = (['issuer', 'clientId', 'clientSecret', 'secretNeeded', 'domain'] as const).find(
      (key) => COMPANY_SIGN_IN_MESSAGES[key] === message,
    );
    return known ? t(`check.${known}`) : message;
  };
  const verified = state.configured && state.domainVerifiedAt !== null;
  useEffect(() => {
    setVerifyError(undefined);
    if (state.configured) {
      setFields({
        issuer: state.issuer,
        clientId: state.clientId,
        clientSecret: '',
        domain: state.domain,
      });
      setRequired(state.required);
    } else {
      setFields(empty);
      setRequired(false);
    }
  }, [state]);
  const failed = (title: string) => (error: unknown) => {
    const byField = serverFieldErrors(error);
    if (Object.keys(byField).length > 0) setErrors(byField);
    else setErrors({ form: serverMessage(error) ?? tryAgain() });
    toast({
      title,
      description: serverMessage(error) ?? tryAgain(),
      variant: 'destructive',
    });
  };
  const save = useMutation({
    mutationFn: async (body: unknown) =>
      (await (await apiRequest('PUT', url, body)).json()) as CompanySignInState,
    onSuccess: (next) => {
      setErrors({});
      onSaved(next);
      toast({ title: t('sso.saved') });
    },
    onError: failed(t('sso.notSaved')),
  });
  const verify = useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', `${url}/verify`)).json()) as CompanySignInState,
    onSuccess: (next) => {
      setVerifyError(undefined);
      onSaved(next);
      toast({ title: t('sso.verified') });
    },
    onError: (error) => {
      const why = serverMessage(error) ?? tryAgain();
      setVerifyError(why);
      toast({ title: t('sso.notVerified'), description: why, variant: 'destructive' });
    },
  });
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', url),
    onSuccess: () => {
      setErrors({});
      onSaved({ configured: false, redirectUri: state.redirectUri });
      toast({ title: t('sso.removed') });
    },
    onError: failed(t('sso.notRemoved')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      issuer: fields.issuer,
      clientId: fields.clientId,
      domain: fields.domain,
      required,
      ...(fields.clientSecret === '' ? {} : { clientSecret: fields.clientSecret }),
    };
    const parsed = companySignInInputSchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        next[String(issue.path[0])] ??= check(issue.message);
      }
      return setErrors(next);
    }
    if (!state.configured && fields.clientSecret === '') {
      return setErrors({ clientSecret: t('check.secretNeeded') });
    }
    setErrors({});
    save.mutate(body);
  };
  const set = (name: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={save.isPending}>
      <p className="text-sm text-gray-700">
        {rich('sso.redirectUri', {
          uri: state.redirectUri,
          code: (chunks) => <code className="break-all rounded bg-gray-100 px-1">{chunks}</code>,
        })}
      </p>
      <TextField
        label={t('sso.domainLabel')}
        placeholder="example.com"
        autoComplete="off"
        value={fields.domain}
        onChange={set('domain')}
        error={errors.domain}
        hint={t('sso.domainHint')}
      />
      <TextField
        label={t('sso.issuerLabel')}
        type="url"
        placeholder="https://login.example.com"
        autoComplete="off"
        value={fields.issuer}
        onChange={set('issuer')}
        error={errors.issuer}
      />
      <TextField
        label={t('sso.clientId')}
        autoComplete="off"
        value={fields.clientId}
        onChange={set('clientId')}
        error={errors.clientId}
      />
      <TextField
        label={t('sso.clientSecret')}
        type="password"
        autoComplete="new-password"
        value={fields.clientSecret}
        onChange={set('clientSecret')}
        error={errors.clientSecret}
        hint={state.configured ? t('sso.secretStored') : undefined}
      />
      {state.configured && (
        <DomainProof
          state={state}
          verifying={verify.isPending}
          error={verifyError}
          onVerify={() => verify.mutate()}
        />
      )}
      <div className="flex items-start gap-3">
        <input
          id={requiredId}
          type="checkbox"
          role="switch"
          checked={required}
          disabled={!verified && !required}
          aria-describedby={verified ? undefined : requiredWhyId}
          onChange={(e) => setRequired(e.target.checked)}
          className="mt-1 h-4 w-4 rounded border-gray-300 focus-visible:ring-2 focus-visible:ring-primary"
        />
        <label htmlFor={requiredId} className="text-sm text-gray-800">
          {t('sso.require')}
          {!verified && (
            <span id={requiredWhyId} className="mt-1 block text-gray-600">
              {t('sso.requireWhy')}
            </span>
          )}
        </label>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('sso.checkingIssuer') : t('sso.save')}
        </Button>
        {state.configured && (
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() => setConfirmRemove(true)}
          >
            {remove.isPending ? t('sso.removing') : t('sso.remove')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t('sso.confirmTitle')}
        description={t('sso.confirmDescription')}
        confirmLabel={t('sso.confirmRemove')}
        destructive
        onConfirm={() => remove.mutate()}
      />
    </form>
  );
}

/**
 * The TXT record that proves the domain (name and value, each copyable), "Verify domain" and the
 * outcome: the verified date, or the server's reason (no record yet, wrong token, DNS failed).
 */
function DomainProof({
  state,
  verifying,
  error,
  onVerify,
}: {
  state: Extract<CompanySignInState, { configured: true }>;
  verifying: boolean;
  error: string | undefined;
  onVerify(): void;
}) {
  const { t, locale } = useWorkspacesT();
  if (state.domainVerifiedAt) {
    return (
      <p role="status" className="rounded bg-green-50 p-3 text-sm break-words text-green-900">
        {t('sso.verifiedSince', {
          domain: state.domain,
          date: new Date(state.domainVerifiedAt).toLocaleString(locale),
        })}
      </p>
    );
  }
  const { name, value } = state.verifyRecord;
  return (
    <div className="grid gap-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="text-amber-900">{t('sso.prove', { domain: state.domain })}</p>
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr_auto] sm:items-center sm:gap-x-3">
        <CopyRow
          label={t('sso.recordName')}
          copyLabel={t('sso.copyName')}
          copied={t('sso.nameCopied')}
          text={name}
        />
        <CopyRow
          label={t('sso.recordValue')}
          copyLabel={t('sso.copyValue')}
          copied={t('sso.valueCopied')}
          text={value}
        />
      </dl>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button type="button" variant="outline" disabled={verifying} onClick={onVerify}>
          {verifying ? t('sso.checkingDns') : t('sso.verify')}
        </Button>
      </div>
    </div>
  );
}

function CopyRow({
  label,
  copyLabel,
  copied,
  text,
}: {
  label: string;
  copyLabel: string;
  copied: string;
  text: string;
}) {
  const { t } = useWorkspacesT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: copied });
    } catch {
      toast({
        title: t('sso.copyFailed'),
        description: t('sso.copyByHand'),
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <dt className="font-medium text-gray-700">{label}</dt>
      <dd className="break-all font-mono text-gray-900">{text}</dd>
      <dd>
        <Button type="button" variant="outline" aria-label={copyLabel} onClick={() => void copy()}>
          {t('sso.copy')}
        </Button>
      </dd>
    </>
  );
}
