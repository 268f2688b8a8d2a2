import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import {
  addPasswordSchema,
  AUTH_MESSAGES,
  type AddPasswordValues,
  type HandOver,
  type VerificationLinkInfo,
  type VerifyEmailAnswer,
} from '../../../contracts/auth.js';
import { apiRequest, serverFieldErrors, serverMessage } from '../../lib/api.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { Button } from '../../components/ui/button.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { PasswordField } from '../../components/ui/password-field.js';
import { USER_QUERY_KEY } from './use-auth.js';

/**
 * /verify-email?token=...: the link mailed at registration. Opening it changes nothing: the page
 * asks which account the link confirms (POST /api/verify-email/check) and shows it, then acts
 * only on a click (a mail scanner that opens links confirms nothing):
 * - in a browser signed in to that account, "Confirm my address" (POST /api/verify-email);
 * - anywhere else the visitor may not be whoever registered, so confirming hands the account to
 *   them: they choose its password, everyone else is signed out, its API keys and webhooks stop,
 *   and the page then lists what the account already held;
 * - "This was not me" deletes the unproven account (POST /api/verify-email/decline).
 * An address listed in ADMIN_EMAILS gets its role only once confirmed.
 */
export function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const queryClient = useQueryClient();
  const { t, rich, locale } = useAppT('auth');
  const check = useQuery({
    queryKey: ['verify-email-check', token],
    queryFn: async () => {
      const res = await apiRequest('POST', '/api/verify-email/check', { token });
      return (await res.json()) as VerificationLinkInfo;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
  const confirm = useMutation({
    mutationFn: async (password: AddPasswordValues | null) => {
      const res = await apiRequest('POST', '/api/verify-email', { token, ...password });
      return (await res.json()) as VerifyEmailAnswer;
    },
    onSuccess: (answer) => queryClient.setQueryData(USER_QUERY_KEY, answer.user),
  });
  const decline = useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/verify-email/decline', { token });
      return (await res.json()) as { message: string };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });

  if (confirm.isSuccess) {
    return (
      <PageIntro title={t('verify.verified')}>
        <p role="status">{confirm.data.message}</p>
        {confirm.data.handOver && <HandOverSummary handOver={confirm.data.handOver} />}
        <p className="mt-4">
          <Link href="/" className="font-medium text-primary underline">
            {t('verify.goToCodes')}
          </Link>
        </p>
      </PageIntro>
    );
  }
  if (decline.isSuccess) {
    return (
      <PageIntro title={t('verify.deleted')}>
        <p role="status">{decline.data.message}</p>
      </PageIntro>
    );
  }
  const linkError =
    !token || check.isError || confirm.isError || decline.isError
      ? (check.isError && serverMessage(check.error)) ||
        (decline.isError && serverMessage(decline.error)) ||
        (confirm.isError &&
          Object.keys(serverFieldErrors(confirm.error)).length === 0 &&
          serverMessage(confirm.error)) ||
        (!token && AUTH_MESSAGES.invalidVerificationLink) ||
        null
      : null;
  if (linkError) {
    return (
      <PageIntro title={t('verify.title')}>
        <p role="alert">{linkError}</p>
        <p className="mt-4">
          <Link href="/login" className="font-medium text-primary underline">
            {t('verify.login')}
          </Link>
        </p>
      </PageIntro>
    );
  }
  if (!check.data) {
    return (
      <PageIntro title={t('verify.title')}>
        <p role="status">{t('verify.checking')}</p>
      </PageIntro>
    );
  }
  const info = check.data;
  const created = new Date(info.createdAt).toLocaleString(locale);
  return (
    <PageIntro title={t('verify.title')}>
      <p className="break-words">
        {rich('verify.confirms', {
          address: info.address,
          created,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      {info.signedInAsAccount ? (
        <div className="mt-6">
          <Button disabled={confirm.isPending} onClick={() => confirm.mutate(null)}>
            {t(confirm.isPending ? 'verify.confirming' : 'verify.confirm')}
          </Button>
        </div>
      ) : (
        <ConfirmWithPassword
          pending={confirm.isPending}
          serverErrors={confirm.isError ? serverFieldErrors(confirm.error) : {}}
          onConfirm={(values) => confirm.mutate(values)}
        />
      )}
      <DeclineAccount
        address={info.address}
        pending={decline.isPending}
        onDecline={() => decline.mutate()}
      />
    </PageIntro>
  );
}

/** Confirming from a browser not signed in to the account: the visitor sets its password. */
function ConfirmWithPassword(props: {
  pending: boolean;
  serverErrors: Record<string, string>;
  onConfirm: (values: AddPasswordValues) => void;
}) {
  const form = useForm<AddPasswordValues>({
    resolver: zodResolver(addPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const { t } = useAppT('auth');
  return (
    <form
      noValidate
      className="mt-6 grid max-w-sm gap-4"
      onSubmit={form.handleSubmit(props.onConfirm)}
    >
      <p className="text-base">{t('verify.notSignedIn')}</p>
      <PasswordField
        label={t('verify.newPassword')}
        autoComplete="new-password"
        error={errors.newPassword?.message ?? props.serverErrors.newPassword}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('verify.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message ?? props.serverErrors.confirmPassword}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={props.pending}>
        {t(props.pending ? 'verify.confirming' : 'verify.confirmAndSet')}
      </Button>
    </form>
  );
}

/** "This was not me": asks once more, then deletes the unproven account. */
function DeclineAccount(props: { address: string; pending: boolean; onDecline: () => void }) {
  const [asking, setAsking] = useState(false);
  const { t } = useAppT('auth');
  return (
    <div className="mt-8 border-t border-gray-200 pt-6 text-base">
      {asking ? (
        <>
          <p className="break-words">{t('verify.declineConfirm', { address: props.address })}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button variant="destructive" disabled={props.pending} onClick={props.onDecline}>
              {t(props.pending ? 'verify.deleting' : 'verify.delete')}
            </Button>
            <Button variant="outline" onClick={() => setAsking(false)}>
              {t('verify.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{t('verify.declineQuestion')}</p>
          <Button variant="outline" className="mt-3" onClick={() => setAsking(true)}>
            {t('verify.notMe')}
          </Button>
        </>
      )}
    </div>
  );
}

/** What the account held before the visitor took it over. */
function HandOverSummary({ handOver }: { handOver: HandOver }) {
  const { total, codes } = handOver.dynamicCodes;
  const { t } = useAppT('auth');
  return (
    <section aria-label={t('handOver.label')} className="mt-6 text-base">
      <p>
        {t('handOver.summary', {
          sessions: handOver.endedSessions,
          apiKeys: handOver.revokedApiKeys,
          webhooks: handOver.removedWebhooks.length,
        })}
      </p>
      {total > 0 && (
        <>
          <p className="mt-4">{t('handOver.codes', { total })}</p>
          <ul className="mt-2 list-disc pl-6">
            {codes.map((code) => (
              <li key={code.shortCode} className="break-words">
                {t(code.isPaused ? 'handOver.pausedCode' : 'handOver.code', {
                  name: code.name || code.shortCode,
                  destination: code.destination,
                })}
              </li>
            ))}
          </ul>
          {total > codes.length && <p>{t('handOver.more', { count: total - codes.length })}</p>}
        </>
      )}
    </section>
  );
}
