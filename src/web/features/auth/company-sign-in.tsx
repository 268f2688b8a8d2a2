import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  COMPANY_SIGN_IN_MESSAGES,
  companyStartSchema,
} from '../../../contracts/company-sign-in.js';
import { Button } from '../../components/ui/button.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { TextField } from '../../components/ui/text-field.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { useAppT } from '../../lib/i18n/i18n.js';

/**
 * "Sign in with your company" on the log-in page (issue 39 item 7): the work address finds the
 * company sign-in of its domain (POST /api/auth/company), then the browser goes to the company's
 * identity provider and comes back signed in.
 */
export function CompanySignIn() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const panelId = useId();
  const { t } = useAppT('auth');
  const start = useMutation({
    mutationFn: async (address: string) =>
      (await (await apiRequest('POST', '/api/auth/company', { email: address })).json()) as {
        url: string;
      },
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (e) => setError(serverMessage(e) ?? COMPANY_SIGN_IN_MESSAGES.unavailable),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = companyStartSchema.safeParse({ email });
    if (!parsed.success) return setError(COMPANY_SIGN_IN_MESSAGES.email);
    setError(undefined);
    start.mutate(parsed.data.email);
  };
  return (
    <div className="grid gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={buttonClasses('outline', 'w-full')}
        onClick={() => setOpen((v) => !v)}
      >
        {t('company.open')}
      </button>
      {open && (
        <form id={panelId} onSubmit={submit} noValidate className="grid gap-3">
          <TextField
            label={t('company.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            hint={t('company.hint')}
          />
          <Button type="submit" disabled={start.isPending || start.isSuccess} className="w-full">
            {t(start.isPending || start.isSuccess ? 'company.opening' : 'company.continue')}
          </Button>
        </form>
      )}
    </div>
  );
}
