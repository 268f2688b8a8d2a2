import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Redirect, useLocation } from 'wouter';
import { ACCOUNT_RESTORE_DAYS } from '../../../contracts/account.js';
import type { PublicUser } from '../../../contracts/auth.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { BRAND_NAME } from '../../lib/brand.js';
import { useAppT } from '../../lib/i18n/i18n.js';
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
  const { t, rich } = useAppT('account');
  useDocumentTitle(`${t('restore.documentTitle')} - ${BRAND_NAME}`);
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
        title: t('page.restoredTitle'),
        description: t('page.restoredDescription'),
        variant: 'success',
      });
      navigate('/account-settings');
    },
  });

  if (user && !restore.isSuccess) return <Redirect to="/account-settings" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      email: email.trim() ? undefined : t('restore.emailRequired'),
      password: password ? undefined : t('restore.passwordRequired'),
    };
    setErrors(next);
    if (!next.email && !next.password) restore.mutate();
  };
  return (
    <StandalonePage title={t('restore.title')}>
      <p>{t('restore.intro', { days: ACCOUNT_RESTORE_DAYS })}</p>
      <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
        <TextField
          label={t('restore.email')}
          type="email"
          autoComplete="username"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label={t('restore.password')}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {restore.isError && (
          <p role="alert" className="text-sm text-red-700">
            {serverMessage(restore.error) ?? t('restore.failed')}
          </p>
        )}
        <Button type="submit" disabled={restore.isPending}>
          {restore.isPending ? t('restore.restoring') : t('restore.submit')}
        </Button>
      </form>
      {google && (
        <div className="mt-6 grid gap-3 border-t border-gray-200 pt-5">
          <p>{t('restore.googleIntro')}</p>
          <GoogleButton label={t('restore.google')} href="/auth/google?intent=restore" />
        </div>
      )}
      <p className="mt-4">
        {rich('restore.forgot', {
          contact: (chunks) => (
            <Link href="/contact" className="font-medium text-primary hover:underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <Link href="/login" className="mt-4 inline-block font-medium text-primary hover:underline">
        {t('backToLogIn')}
      </Link>
    </StandalonePage>
  );
}
