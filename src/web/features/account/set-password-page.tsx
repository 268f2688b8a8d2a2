import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearch } from 'wouter';
import { DYNAMIC_MESSAGES, setPasswordSchema } from '../../../contracts/dynamic-codes.js';
import { apiRequest, serverFieldErrors, serverMessage } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { TextField } from '../../components/ui/text-field.js';
import { toast } from '../../components/ui/toast.js';

type SetPasswordValues = { token: string; password: string; confirmPassword: string };

/**
 * /set-password?token=...: the link mailed when a visitor starts a trial with a new e-mail
 * (no password yet). Sets the password through POST /api/set-password; the link is single-use.
 */
export function SetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const form = useForm<SetPasswordValues>({
    resolver: zodResolver(setPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const setPassword = useMutation({
    mutationFn: (values: SetPasswordValues) => apiRequest('POST', '/api/set-password', values),
    onSuccess: () =>
      toast({
        title: 'Password set',
        description: DYNAMIC_MESSAGES.passwordSet,
        variant: 'success',
      }),
    onError: (error) => {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field === 'password' || field === 'confirmPassword') form.setError(field, { message });
      }
      toast({
        title: 'Password not set',
        description: serverMessage(error) ?? DYNAMIC_MESSAGES.invalidPasswordLink,
        variant: 'destructive',
      });
    },
  });

  if (!token) {
    return (
      <PageIntro title="Set your password">
        <p>{DYNAMIC_MESSAGES.invalidPasswordLink} Open the link from your e-mail again.</p>
      </PageIntro>
    );
  }
  if (setPassword.isSuccess) {
    return (
      <PageIntro title="Password set">
        <p>{DYNAMIC_MESSAGES.passwordSet}</p>
        <p className="mt-4">
          <Link href="/" className="font-medium text-primary underline">
            Go to your QR codes
          </Link>
        </p>
      </PageIntro>
    );
  }
  return (
    <PageIntro title="Set your password">
      <p>Choose a password so you can sign in with your e-mail address next time.</p>
      <form
        noValidate
        className="mt-6 grid max-w-sm gap-4"
        onSubmit={form.handleSubmit((values) => setPassword.mutate(values))}
      >
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm New Password"
          type="password"
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
          {setPassword.isPending ? 'Saving...' : 'Set Password'}
        </Button>
      </form>
    </PageIntro>
  );
}
