import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { BRAND_NAME } from '../../lib/brand.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { Button } from '../../components/ui/button.js';
import { StandalonePage } from '../../components/ui/standalone-page.js';
import { TextField } from '../../components/ui/text-field.js';
import { useMailStatus } from '../mail-status/index.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /forgot-password: asks for a set-password link (POST /api/password-reset). The answer is the
 * same whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useAppT('account');
  useDocumentTitle(`${t('forgot.documentTitle')} - ${BRAND_NAME}`);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { mailed } = useMailStatus();
  const request = useMutation({
    mutationFn: async (address: string) => {
      const res = await apiRequest('POST', '/api/password-reset', { email: address });
      return ((await res.json()) as { message: string }).message;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) return setError(t('forgot.invalidEmail'));
    setError(undefined);
    request.mutate(address);
  };
  return (
    <StandalonePage title={t('forgot.title')}>
      {request.isSuccess ? (
        <p role="status">{request.data}</p>
      ) : (
        <>
          <p>{mailed ? t('forgot.intro') : t('forgot.introNoMail')}</p>
          <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
            <TextField
              label={t('forgot.email')}
              type="email"
              autoComplete="email"
              value={email}
              error={error}
              onChange={(e) => setEmail(e.target.value)}
            />
            {request.isError && (
              <p role="alert" className="text-sm text-red-700">
                {serverMessage(request.error) ?? t('forgot.failed')}
              </p>
            )}
            <Button type="submit" disabled={request.isPending}>
              {mailed
                ? request.isPending
                  ? t('forgot.sending')
                  : t('forgot.send')
                : request.isPending
                  ? t('forgot.making')
                  : t('forgot.make')}
            </Button>
          </form>
        </>
      )}
      <Link href="/login" className="mt-4 inline-block font-medium text-primary hover:underline">
        {t('backToLogIn')}
      </Link>
    </StandalonePage>
  );
}
