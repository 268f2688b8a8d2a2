import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { AUTH_MESSAGES, type PublicUser } from '../../../contracts/auth.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { USER_QUERY_KEY } from './use-auth.js';

/**
 * /verify-email?token=...: the link mailed at registration. Proves the address through
 * POST /api/verify-email (single use, 24 hours); an address listed in ADMIN_EMAILS gets its
 * role only then. Works signed in or out.
 */
export function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: async (value: string) => {
      const res = await apiRequest('POST', '/api/verify-email', { token: value });
      return (await res.json()) as { message: string; user: PublicUser };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
  const { mutate } = verify;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  if (!token || verify.isError) {
    return (
      <PageIntro title="Verify your e-mail address">
        <p role="alert">
          {(verify.isError && serverMessage(verify.error)) || AUTH_MESSAGES.invalidVerificationLink}
        </p>
        <p className="mt-4">
          <Link href="/login" className="font-medium text-primary underline">
            Sign in
          </Link>
        </p>
      </PageIntro>
    );
  }
  if (verify.isSuccess) {
    return (
      <PageIntro title="E-mail address verified">
        <p role="status">{AUTH_MESSAGES.emailVerified}</p>
        <p className="mt-4">
          <Link href="/" className="font-medium text-primary underline">
            Go to your QR codes
          </Link>
        </p>
      </PageIntro>
    );
  }
  return (
    <PageIntro title="Verify your e-mail address">
      <p role="status">Checking your link...</p>
    </PageIntro>
  );
}
