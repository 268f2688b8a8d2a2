import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Redirect, useLocation } from 'wouter';
import { ACCOUNT_MESSAGES, ACCOUNT_RESTORE_DAYS } from '../../../contracts/account.js';
import type { PublicUser } from '../../../contracts/auth.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { BRAND_NAME } from '../../lib/brand.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { Button } from '../../components/ui/button.js';
import { StandalonePage } from '../../components/ui/standalone-page.js';
import { TextField } from '../../components/ui/text-field.js';
import { PasswordField } from '../../components/ui/password-field.js';
import { toast } from '../../components/ui/toast.js';
import { GoogleButton, useAuthProviders } from '../auth/google/index.js';
import { USER_QUERY_KEY, useAuth } from '../auth/index.js';

/**
 * /restore-account: an account deleted less than 30 days ago comes back with its e-mail and
 * password (POST /api/restore-account), signed in; a Google account comes back by signing in
 * with Google (/auth/google?intent=restore).
 */
export function RestoreAccountPage() {
  useDocumentTitle(`Restore account - ${BRAND_NAME}`);
  const { user } = useAuth();
  const { google } = useAuthProviders();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/restore-account', {
        username: email,
        password,
      });
      return (await res.json()) as PublicUser;
    },
    onSuccess: (restored) => {
      queryClient.setQueryData(USER_QUERY_KEY, restored);
      toast({
        title: 'Account restored',
        description: ACCOUNT_MESSAGES.restored,
        variant: 'success',
      });
      navigate('/account-settings');
    },
  });

  if (user && !restore.isSuccess) return <Redirect to="/account-settings" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      email: email.trim() ? undefined : 'Email is required',
      password: password ? undefined : 'Password is required',
    };
    setErrors(next);
    if (!next.email && !next.password) restore.mutate();
  };
  return (
    <StandalonePage title="Restore your account">
      <p>
        Deleted your account in the last {ACCOUNT_RESTORE_DAYS} days? Log in with its e-mail address
        and password to bring it back, with all its codes.
      </p>
      <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {restore.isError && (
          <p role="alert" className="text-sm text-red-700">
            {serverMessage(restore.error) ??
              'Your account could not be restored. Please try again.'}
          </p>
        )}
        <Button type="submit" disabled={restore.isPending}>
          {restore.isPending ? 'Restoring...' : 'Restore account'}
        </Button>
      </form>
      {google && (
        <div className="mt-6 grid gap-3 border-t border-gray-200 pt-5">
          <p>Logged in with Google? Log in with the same Google account to bring it back.</p>
          <GoogleButton label="Restore with Google" href="/auth/google?intent=restore" />
        </div>
      )}
      <p className="mt-4">
        Forgot the password? Restoring needs it: write to us from the{' '}
        <Link href="/contact" className="font-medium text-primary hover:underline">
          contact page
        </Link>
        .
      </p>
      <Link href="/login" className="mt-4 inline-block font-medium text-primary hover:underline">
        Back to log in
      </Link>
    </StandalonePage>
  );
}
