import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { serverFieldErrors } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { TextField } from '../../components/ui/text-field.js';
import { loginFormSchema, type LoginFormValues } from './auth-form-schemas.js';
import { useLoginMutation } from './auth-mutations.js';
import { GoogleButton } from './google-button.js';
import { OrDivider } from '../../components/ui/or-divider.js';

/** Sign-in form (spec 001 §2): the e-mail is sent as the username. */
export function LoginForm() {
  const login = useLoginMutation();
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
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="-mt-1 text-right">
        {/* Password reset is not available yet: shown, but honestly inert. */}
        <button
          type="button"
          aria-disabled="true"
          title="Password reset is not available yet"
          className="cursor-not-allowed text-sm text-gray-400 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          Forgot my password
        </button>
      </div>
      <Button type="submit" disabled={login.isPending} className="w-full">
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <OrDivider />
      <GoogleButton label="Sign in with Google" />
      <p className="text-center text-sm text-gray-600">
        New to us?{' '}
        <Link href="/register" className="font-medium text-primary hover:underline">
          Create a free account
        </Link>
      </p>
    </form>
  );
}
