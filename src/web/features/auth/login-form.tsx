import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { passwordResetRequestSchema } from '../../../contracts/auth.js';
import { serverFieldErrors } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { TextField } from '../../components/ui/text-field.js';
import { PasswordField } from '../../components/ui/password-field.js';
import { loginFormSchema, type LoginFormValues } from './auth-form-schemas.js';
import { useLoginMutation, usePasswordResetMutation } from './auth-mutations.js';
import { CompanySignIn } from './company-sign-in.js';
import { GoogleOption } from './google-button.js';

/** Mentioned when "Forgot my password" is chosen before a valid address was typed. */
export const RESET_NEEDS_EMAIL = 'Enter your email above, then choose "Forgot my password".';

/**
 * Sign-in form (spec 001 §2): the e-mail is sent as the username. "Forgot my password" mails
 * the typed address a single-use link to set a new password (POST /api/password-reset).
 */
export function LoginForm() {
  const login = useLoginMutation();
  const reset = usePasswordResetMutation();
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
          label="Email"
          type="email"
          autoComplete="username"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordField
          label="Password"
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
                form.setError('username', { message: RESET_NEEDS_EMAIL });
                return;
              }
              form.clearErrors('username');
              reset.mutate(parsed.data.email);
            }}
            className="text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            {reset.isPending ? 'Sending link...' : 'Forgot my password'}
          </button>
        </div>
        <Button type="submit" disabled={login.isPending} className="w-full">
          {login.isPending ? 'Logging in...' : 'Log in'}
        </Button>
        <GoogleOption label="Log in with Google" />
      </form>
      <CompanySignIn />
      <p className="text-center text-sm text-gray-600">
        New to us?{' '}
        <Link href="/register" className="font-medium text-primary hover:underline">
          Sign up
        </Link>
      </p>
    </div>
  );
}
