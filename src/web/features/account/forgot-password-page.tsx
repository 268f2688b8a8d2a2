import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { AUTH_MESSAGES } from '../../../contracts/auth.js';
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { BRAND_NAME } from '../../lib/brand.js';
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
  useDocumentTitle(`Forgot password - ${BRAND_NAME}`);
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
    if (!EMAIL.test(address)) return setError(AUTH_MESSAGES.invalidEmail);
    setError(undefined);
    request.mutate(address);
  };
  return (
    <StandalonePage title="Forgot your password?">
      {request.isSuccess ? (
        <p role="status">{request.data}</p>
      ) : (
        <>
          <p>
            {mailed
              ? 'Enter your account’s e-mail address and we will send you a link to set a new password.'
              : `Enter your account’s e-mail address to make a link that sets a new password. ${NO_MAIL_MESSAGES.link}`}
          </p>
          <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              error={error}
              onChange={(e) => setEmail(e.target.value)}
            />
            {request.isError && (
              <p role="alert" className="text-sm text-red-700">
                {serverMessage(request.error) ?? 'The link could not be made. Please try again.'}
              </p>
            )}
            <Button type="submit" disabled={request.isPending}>
              {mailed
                ? request.isPending
                  ? 'Sending link...'
                  : 'Send me a link'
                : request.isPending
                  ? 'Making link...'
                  : 'Make a link'}
            </Button>
          </form>
        </>
      )}
      <Link href="/login" className="mt-4 inline-block font-medium text-primary hover:underline">
        Back to log in
      </Link>
    </StandalonePage>
  );
}
