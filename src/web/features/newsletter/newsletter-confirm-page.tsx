import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { PageIntro } from '../../components/ui/page-intro.js';
import { ApiError, apiRequest, serverMessage } from '../../lib/api.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/**
 * /newsletter/confirm?token=...: the link of the confirmation mail (double opt-in). Confirms
 * through POST /api/newsletter/confirm; works signed in or out.
 */
export function NewsletterConfirmPage() {
  const { t } = useAppT('newsletter');
  useDocumentTitle(t('confirm.title'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const confirm = useMutation({
    mutationFn: async (value: string) => {
      const res = await apiRequest('POST', '/api/newsletter/confirm', { token: value });
      return (await res.json()) as { address: string };
    },
  });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  if (!token || confirm.isError) {
    // The server's refusal of a bad link is this page's own text, said in the app's language;
    // any other failure is said as the server wrote it.
    const badLink =
      confirm.error instanceof ApiError && confirm.error.body?.code === 'INVALID_CONFIRMATION_LINK';
    return (
      <PageIntro title={t('confirm.title')}>
        <p role="alert">
          {(!badLink && confirm.isError && serverMessage(confirm.error)) || t('confirm.invalid')}
        </p>
      </PageIntro>
    );
  }
  if (confirm.isSuccess) {
    return (
      <PageIntro title={t('confirm.welcomeTitle')}>
        <p role="status" className="break-words">
          {t('confirm.subscribed', { address: confirm.data.address })}{' '}
          {t('confirm.welcomeDescription')}
        </p>
        <p className="mt-2">{t('confirm.unsubscribeNote')}</p>
        <p className="mt-4">
          <Link href="/" className="font-medium text-primary underline">
            {t('confirm.create')}
          </Link>
        </p>
      </PageIntro>
    );
  }
  return (
    <PageIntro title={t('confirm.title')}>
      <p role="status">{t('link.checking')}</p>
    </PageIntro>
  );
}
