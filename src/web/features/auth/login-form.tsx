import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { passwordResetRequestSchema } from '../../../contracts/auth.js';
import { messages as englishAuth } from '../../../contracts/i18n/catalogues/app-auth/en.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { serverFieldErrors } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { TextField } from '../../components/ui/text-field.js';
import { PasswordField } from '../../components/ui/password-field.js';
import { loginFormSchema, type LoginFormValues } from './auth-form-schemas.js';
import { useLoginMutation, usePasswordResetMutation } from './auth-mutations.js';
import { CompanySignIn } from './company-sign-in.js';
import { GoogleOption } from './google-button.js';

/**
 * Mentioned when "Forgot my password" is chosen before a valid address was typed (in English;
 * the form says it in the app's language, 'login.resetNeedsEmail').
 */
export const RESET_NEEDS_EMAIL: string = englishAuth['login.resetNeedsEmail'];

/**
 * Sign-in form (spec 001 §2): the e-mail is sent as the username. "Forgot my password" mails
 * the typed address a single-use link to set a new password (POST /api/password-reset).
 */
export function LoginForm() {
  const login = useLoginMutation();
  const reset = usePasswordResetMutation();
  const { t, rich } = useAppT('auth');
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onError: (error) => {
          for (const [field, message] of Object.entries(serverFieldErrors(error))) {
            if (field === 'username' || field === 'password') form.setError(field, { message });
          }
        },
      },
    );
  });

  return (
    <div className="grid gap-4">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="username"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordField
          label={t('form.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="-mt-1 text-right">
          <button
            type="button"
            disabled={reset.isPending}
            onClick={() => {
              const parsed = passwordResetRequestSchema.safeParse({
                email: form.getValues('username'),
              });
              if (!parsed.success) {
                form.setError('username', { message: t('login.resetNeedsEmail') });
                return;
              }
              form.clearErrors('username');
              reset.mutate(parsed.data.email);
            }}
            className="text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            {t(reset.isPending ? 'login.sendingLink' : 'login.forgot')}
          </button>
        </div>
        <Button type="submit" disabled={login.isPending} className="w-full">
          {t(login.isPending ? 'login.submitting' : 'login.submit')}
        </Button>
        <GoogleOption label={t('login.google')} />
      </form>
      <CompanySignIn />
      <p className="text-center text-sm text-gray-600">
        {rich('login.newHere', {
          link: (chunks) => (
            <Link href="/register" className="font-medium text-primary hover:underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
