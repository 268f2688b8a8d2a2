import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { serverFieldErrors } from '../../lib/api.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { Button } from '../../components/ui/button.js';
import { TextField } from '../../components/ui/text-field.js';
import { PasswordField } from '../../components/ui/password-field.js';
import {
  registerFieldForServerField,
  registerFormSchema,
  type RegisterFormValues,
} from './auth-form-schemas.js';
import { useRegisterMutation } from './auth-mutations.js';
import { GoogleOption } from './google-button.js';

/** Account creation form (spec 001 §2): e-mail and password only. */
export function RegisterForm() {
  const register = useRegisterMutation();
  const { t, rich } = useAppT('auth');
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    register.mutate(
      { email: values.email.trim().toLowerCase(), password: values.password },
      {
        onError: (error) => {
          for (const [field, message] of Object.entries(serverFieldErrors(error))) {
            const target = registerFieldForServerField[field];
            if (target) form.setError(target, { message });
          }
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label={t('form.password')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={register.isPending} className="w-full">
        {t(register.isPending ? 'register.submitting' : 'register.submit')}
      </Button>
      <GoogleOption label={t('register.google')} />
      <p className="text-center text-sm text-gray-600">
        {rich('register.haveAccount', {
          link: (chunks) => (
            <Link href="/login" className="font-medium text-primary hover:underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </form>
  );
}
