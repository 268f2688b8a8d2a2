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
import { countOf } from '../../../contracts/plural.js';
import { apiRequest, serverFieldErrors, serverMessage } from '../../lib/api.js';
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
      <PageIntro title="E-mail address verified">
        <p role="status">{confirm.data.message}</p>
        {confirm.data.handOver && <HandOverSummary handOver={confirm.data.handOver} />}
        <p className="mt-4">
          <Link href="/" className="font-medium text-primary underline">
            Go to your QR codes
          </Link>
        </p>
      </PageIntro>
    );
  }
  if (decline.isSuccess) {
    return (
      <PageIntro title="Account deleted">
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
      <PageIntro title="Verify your e-mail address">
        <p role="alert">{linkError}</p>
        <p className="mt-4">
          <Link href="/login" className="font-medium text-primary underline">
            Log in
          </Link>
        </p>
      </PageIntro>
    );
  }
  if (!check.data) {
    return (
      <PageIntro title="Verify your e-mail address">
        <p role="status">Checking your link...</p>
      </PageIntro>
    );
  }
  const info = check.data;
  const created = new Date(info.createdAt).toLocaleString();
  return (
    <PageIntro title="Verify your e-mail address">
      <p>
        This link confirms the address <strong>{info.address}</strong> of the account created on{' '}
        {created}.
      </p>
      {info.signedInAsAccount ? (
        <div className="mt-6">
          <Button disabled={confirm.isPending} onClick={() => confirm.mutate(null)}>
            {confirm.isPending ? 'Confirming...' : 'Confirm my address'}
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
  return (
    <form
      noValidate
      className="mt-6 grid max-w-sm gap-4"
      onSubmit={form.handleSubmit(props.onConfirm)}
    >
      <p className="text-base">
        This browser is not signed in to that account. If this is your address, choose the
        account&apos;s password to confirm: whoever created the account is signed out everywhere,
        the password set then stops working, and its API keys and webhooks are turned off.
      </p>
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        error={errors.newPassword?.message ?? props.serverErrors.newPassword}
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message ?? props.serverErrors.confirmPassword}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={props.pending}>
        {props.pending ? 'Confirming...' : 'Confirm and set password'}
      </Button>
    </form>
  );
}

/** "This was not me": asks once more, then deletes the unproven account. */
function DeclineAccount(props: { address: string; pending: boolean; onDecline: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="mt-8 border-t border-gray-200 pt-6 text-base">
      {asking ? (
        <>
          <p>
            Delete the account for {props.address}? Everything in it is removed and it cannot be
            restored.
          </p>
          <div className="mt-4 flex gap-3">
            <Button variant="destructive" disabled={props.pending} onClick={props.onDecline}>
              {props.pending ? 'Deleting...' : 'Delete the account'}
            </Button>
            <Button variant="outline" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>Did not create this account?</p>
          <Button variant="outline" className="mt-3" onClick={() => setAsking(true)}>
            This was not me
          </Button>
        </>
      )}
    </div>
  );
}

/** What the account held before the visitor took it over. */
function HandOverSummary({ handOver }: { handOver: HandOver }) {
  const { total, codes } = handOver.dynamicCodes;
  return (
    <section aria-label="What changed" className="mt-6 text-base">
      <p>
        The account was created before you proved this address, so we made sure only you hold it:{' '}
        {countOf(handOver.endedSessions, 'signed-in device')} signed out,{' '}
        {countOf(handOver.revokedApiKeys, 'API key')} revoked,{' '}
        {countOf(handOver.removedWebhooks.length, 'webhook')} removed, and the password set when it
        was created no longer works.
      </p>
      {total > 0 && (
        <>
          <p className="mt-4">
            It has {countOf(total, 'dynamic QR code')}, which keep working. Check where{' '}
            {total === 1 ? 'it sends' : 'they send'} people:
          </p>
          <ul className="mt-2 list-disc pl-6">
            {codes.map((code) => (
              <li key={code.shortCode}>
                {code.name || code.shortCode}: {code.destination}
                {code.isPaused ? ' (paused)' : ''}
              </li>
            ))}
          </ul>
          {total > codes.length && <p>and {total - codes.length} more on your dashboard.</p>}
        </>
      )}
    </section>
  );
}
