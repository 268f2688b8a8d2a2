import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { ACCOUNT_MESSAGES } from '../../../contracts/account.js';
import type { PublicUser } from '../../../contracts/auth.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { USER_QUERY_KEY } from '../auth/index.js';

/**
 * /confirm-email-change?token=...: the link mailed to a new address. Nothing happens on load
 * (mail scanners open links); the button calls POST /api/confirm-email-change, which makes it
 * the account's address and signs out every device. This browser stays signed in only when it
 * was signed in to that account; otherwise the page asks for a sign-in with the new address.
 */
export function ConfirmEmailChangePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/confirm-email-change', { token });
      return (await res.json()) as { message: string; user: PublicUser | null };
    },
    onSuccess: (answer) => {
      if (answer.user) queryClient.setQueryData(USER_QUERY_KEY, answer.user);
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });

  if (!token || confirm.isError) {
    return (
      <PageIntro title="Change your e-mail address">
        <p role="alert">
          {(confirm.isError && serverMessage(confirm.error)) ||
            ACCOUNT_MESSAGES.invalidEmailChangeLink}
        </p>
        <p className="mt-4">
          <Link href="/account-settings" className="font-medium text-primary underline">
            Go to Account Settings
          </Link>
        </p>
      </PageIntro>
    );
  }
  if (confirm.isSuccess) {
    const signedIn = confirm.data.user !== null;
    return (
      <PageIntro title="E-mail address changed">
        <p role="status">{confirm.data.message}</p>
        <p className="mt-4">
          <Link
            href={signedIn ? '/account-settings' : '/login'}
            className="font-medium text-primary underline"
          >
            {signedIn ? 'Go to Account Settings' : 'Log in'}
          </Link>
        </p>
      </PageIntro>
    );
  }
  return (
    <PageIntro title="Change your e-mail address">
      <p>Confirm that this address should become your account&apos;s sign-in address.</p>
      <Button className="mt-6" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
        {confirm.isPending ? 'Confirming...' : 'Confirm new address'}
      </Button>
    </PageIntro>
  );
}
