import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { NEWSLETTER_MESSAGES } from '../../../contracts/newsletter-messages.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

/**
 * /newsletter/confirm?token=...: the link of the confirmation mail (double opt-in). Confirms
 * through POST /api/newsletter/confirm; works signed in or out.
 */
export function NewsletterConfirmPage() {
  useDocumentTitle('Confirm your subscription');
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
    return (
      <PageIntro title="Confirm your subscription">
        <p role="alert">
          {(confirm.isError && serverMessage(confirm.error)) || NEWSLETTER_MESSAGES.confirmInvalid}
        </p>
      </PageIntro>
    );
  }
  if (confirm.isSuccess) {
    return (
      <PageIntro title={NEWSLETTER_MESSAGES.welcomeTitle}>
        <p role="status">
          {confirm.data.address} is subscribed. {NEWSLETTER_MESSAGES.welcomeDescription}
        </p>
        <p className="mt-2">Every issue has a one-click unsubscribe link.</p>
        <p className="mt-4">
          <Link href="/" className="font-medium text-primary underline">
            Create a QR code
          </Link>
        </p>
      </PageIntro>
    );
  }
  return (
    <PageIntro title="Confirm your subscription">
      <p role="status">Checking your link...</p>
    </PageIntro>
  );
}
