import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { PublicUser } from '../../../contracts/auth.js';
import {
  FIRST_ADMIN_MESSAGES,
  setupAdminRequestSchema,
  type SetupLinkAnswer,
} from '../../../contracts/first-admin.js';
import { Button } from '../../components/ui/button.js';
import { StandalonePage } from '../../components/ui/standalone-page.js';
import { TextField } from '../../components/ui/text-field.js';
import { toast } from '../../components/ui/toast.js';
import { apiRequest, serverFieldErrors, serverMessage } from '../../lib/api.js';
import { BRAND_NAME } from '../../lib/brand.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { USER_QUERY_KEY } from '../auth/index.js';

type Field = 'email' | 'password' | 'confirmPassword';

/**
 * /setup?token=…: the one-time link from the server's start log (no admin yet) or from
 * `npm run admin -- <address>`. It asks what the link is for (POST /api/setup/link, which uses
 * nothing), then for the admin's address (fixed when the command named one) and a new password;
 * POST /api/setup/admin makes the admin, signs in and opens /admin. A used, expired or unknown
 * link says so and how to get another.
 */
export function SetupPage() {
  const { t } = useAppT('auth');
  useDocumentTitle(t('setup.documentTitle', { brand: BRAND_NAME }));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const link = useQuery({
    queryKey: ['setup-link', token],
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    queryFn: async () =>
      (await (await apiRequest('POST', '/api/setup/link', { token })).json()) as SetupLinkAnswer,
  });
  const setUp = useMutation({
    mutationFn: async (body: Record<Field, string>) => {
      const res = await apiRequest('POST', '/api/setup/admin', { token, ...body });
      return (await res.json()) as { message: string; user: PublicUser };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(USER_QUERY_KEY, answer.user);
      toast({ title: t('setup.done'), description: answer.message, variant: 'success' });
      navigate('/admin');
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  if (!token || link.isError) {
    return (
      <StandalonePage title={t('setup.title')}>
        <p role="alert">
          {(link.isError && serverMessage(link.error)) || FIRST_ADMIN_MESSAGES.invalidLink}
        </p>
        <Link href="/login" className="mt-4 inline-block font-medium text-primary underline">
          {t('setup.login')}
        </Link>
      </StandalonePage>
    );
  }
  if (!link.data) {
    return (
      <StandalonePage title={t('setup.title')}>
        <p role="status">{t('setup.checking')}</p>
      </StandalonePage>
    );
  }
  const fixedAddress = link.data.address;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, email: fixedAddress ?? values.email };
    const parsed = setupAdminRequestSchema.safeParse({ token, ...body });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (field in values) found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setUp.mutate(body);
  };
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  return (
    <StandalonePage title={t('setup.title')}>
      <p className="break-words">
        {fixedAddress
          ? t('setup.forAddress', { address: fixedAddress, brand: BRAND_NAME })
          : t('setup.noAdmin')}
      </p>
      <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
        {fixedAddress ? (
          <TextField label={t('setup.email')} type="email" value={fixedAddress} readOnly />
        ) : (
          <TextField
            label={t('setup.email')}
            type="email"
            autoComplete="email"
            {...field('email')}
          />
        )}
        <TextField
          label={t('setup.password')}
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <TextField
          label={t('setup.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        {setUp.isError && (
          <p role="alert" className="text-sm text-red-700">
            {serverMessage(setUp.error) ?? t('setup.failed')}
          </p>
        )}
        <Button type="submit" disabled={setUp.isPending}>
          {t(setUp.isPending ? 'setup.submitting' : 'setup.submit')}
        </Button>
      </form>
    </StandalonePage>
  );
}
