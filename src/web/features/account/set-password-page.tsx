import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearch } from 'wouter';
import type { PublicUser } from '../../../contracts/auth.js';
import { setPasswordSchema } from '../../../contracts/dynamic-codes.js';
import { ApiError, apiRequest, serverFieldErrors, serverMessage } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { PasswordField } from '../../components/ui/password-field.js';
import { toast } from '../../components/ui/toast.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { USER_QUERY_KEY } from '../auth/index.js';

type SetPasswordValues = { token: string; password: string; confirmPassword: string };

/**
 * /set-password?token=...: the link mailed when a visitor asks for a trial (following it
 * creates the account and starts the trial) or a new password. Sets the password through
 * POST /api/set-password, which signs in (every other session of the account ends); the link
 * is single-use.
 */
export function SetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const form = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const { t } = useAppT('account');

  const queryClient = useQueryClient();
  const setPassword = useMutation({
    mutationFn: async (values: SetPasswordValues) => {
      const res = await apiRequest('POST', '/api/set-password', values);
      return (await res.json()) as { message: string; user: PublicUser };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(USER_QUERY_KEY, answer.user);
      toast({
        title: t('setPassword.setTitle'),
        description: t('setPassword.done'),
        variant: 'success',
      });
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field === 'password' || field === 'confirmPassword') form.setError(field, { message });
      }
      toast({
        title: t('setPassword.notSetTitle'),
        description: serverMessage(error) ?? t('setPassword.invalidLink'),
        variant: 'destructive',
      });
    },
  });

  const refused =
    setPassword.error instanceof ApiError &&
    setPassword.error.body?.code === 'INVALID_PASSWORD_LINK';
  if (!token || refused) {
    // Expired (1 hour), used, replaced by a newer link, or forged: say so and offer a new one.
    return (
      <PageIntro title={t('setPassword.brokenTitle')}>
        <p role="alert">
          {t('setPassword.invalidLink')} {t('setPassword.brokenNote')}
        </p>
        <p className="mt-4">
          <Link href="/forgot-password" className="font-medium text-primary underline">
            {t('setPassword.newLink')}
          </Link>
        </p>
      </PageIntro>
    );
  }
  if (setPassword.isSuccess) {
    return (
      <PageIntro title={t('setPassword.setTitle')}>
        <p>{t('setPassword.done')}</p>
        <p className="mt-4">
          <Link href="/" className="font-medium text-primary underline">
            {t('setPassword.toCodes')}
          </Link>
        </p>
      </PageIntro>
    );
  }
  return (
    <PageIntro title={t('setPassword.title')}>
      <p>{t('setPassword.intro')}</p>
      <form
        noValidate
        className="mt-6 grid max-w-sm gap-4"
        onSubmit={form.handleSubmit((values) => setPassword.mutate(values))}
      >
        <PasswordField
          label={t('setPassword.newPassword')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label={t('setPassword.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        {errors.token && (
          <p role="alert" className="text-sm text-red-700">
            {errors.token.message}
          </p>
        )}
        <Button type="submit" disabled={setPassword.isPending}>
          {setPassword.isPending ? t('setPassword.saving') : t('setPassword.submit')}
        </Button>
      </form>
    </PageIntro>
  );
}
