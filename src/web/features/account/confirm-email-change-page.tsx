import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import type { PublicUser } from '../../../contracts/auth.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { useAppT } from '../../lib/i18n/i18n.js';
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
  const { t } = useAppT('account');
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
      <PageIntro title={t('confirmEmail.title')}>
        <p role="alert">
          {(confirm.isError && serverMessage(confirm.error)) || t('confirmEmail.invalidLink')}
        </p>
        <p className="mt-4">
          <Link href="/account-settings" className="font-medium text-primary underline">
            {t('confirmEmail.toSettings')}
          </Link>
        </p>
      </PageIntro>
    );
  }
  if (confirm.isSuccess) {
    const signedIn = confirm.data.user !== null;
    return (
      <PageIntro title={t('confirmEmail.changed')}>
        <p role="status">{confirm.data.message}</p>
        <p className="mt-4">
          <Link
            href={signedIn ? '/account-settings' : '/login'}
            className="font-medium text-primary underline"
          >
            {signedIn ? t('confirmEmail.toSettings') : t('confirmEmail.logIn')}
          </Link>
        </p>
      </PageIntro>
    );
  }
  return (
    <PageIntro title={t('confirmEmail.title')}>
      <p>{t('confirmEmail.intro')}</p>
      <Button className="mt-6" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
        {confirm.isPending ? t('confirmEmail.confirming') : t('confirmEmail.confirm')}
      </Button>
    </PageIntro>
  );
}
