import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, serverFieldErrors, serverMessage } from '../../../lib/api.js';
import { Button } from '../../../components/ui/button.js';
import { PasswordField } from '../../../components/ui/password-field.js';
import { TextField } from '../../../components/ui/text-field.js';
import { toast } from '../../../components/ui/toast.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { GoogleButton } from '../../auth/google/index.js';
import type { AccountSectionProps } from '../section-props.js';
import { DetailRow, SectionCard } from '../section-card.js';

const ChangePasswordDialog = lazy(() =>
  import('../change-password-dialog.js').then((m) => ({ default: m.ChangePasswordDialog })),
);

/**
 * How the owner signs in: the address (changed through a link mailed to the new one, after the
 * current password or, for Google-only accounts, a recent sign-in) and the password (change it,
 * or set one when the account signs in with Google only).
 */
export function SignInSection({ user }: AccountSectionProps) {
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { t } = useAppT('account');
  return (
    <SectionCard id="sign-in" title={t('signIn.title')} description={t('signIn.description')}>
      <dl>
        <DetailRow label={t('signIn.emailAddress')}>
          <EmailChanger googleOnly={user.googleOnly} current={user.username} />
        </DetailRow>
        <DetailRow label={t('signIn.password')}>
          <div className="flex flex-wrap items-center gap-3">
            <span className={user.googleOnly ? 'text-gray-500 italic' : undefined}>
              {user.googleOnly ? t('signIn.passwordNotSet') : t('signIn.passwordSet')}
            </span>
            <Button variant="outline" className="px-3 py-1.5" onClick={() => setPasswordOpen(true)}>
              {user.googleOnly ? t('signIn.setPassword') : t('signIn.changePassword')}
            </Button>
          </div>
        </DetailRow>
      </dl>
      {passwordOpen && (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            open={passwordOpen}
            onOpenChange={setPasswordOpen}
            googleOnly={user.googleOnly}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}

function EmailChanger({ googleOnly, current }: { googleOnly: boolean; current: string }) {
  const [editing, setEditing] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ newEmail?: string; password?: string }>({});
  const [sent, setSent] = useState<string | null>(null);
  const { t } = useAppT('account');

  const ask = useMutation({
    mutationFn: async () => {
      const res = await apiRequest(
        'POST',
        '/api/account/email',
        googleOnly ? { newEmail } : { newEmail, password },
      );
      return ((await res.json()) as { message: string }).message;
    },
    onSuccess: (message) => {
      setSent(message);
      setEditing(false);
      setPassword('');
      toast({ title: t('signIn.checkInbox'), description: message, variant: 'success' });
    },
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const needsSignIn =
    ask.error instanceof ApiError && ask.error.body?.code === 'RECENT_SIGN_IN_REQUIRED';
  const otherError =
    ask.isError && !needsSignIn && Object.keys(serverFieldErrors(ask.error)).length === 0
      ? (serverMessage(ask.error) ?? t('signIn.askFailed'))
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      newEmail: /^\S+@\S+\.\S+$/.test(newEmail.trim()) ? undefined : t('signIn.invalidEmail'),
      password: googleOnly || password ? undefined : t('signIn.passwordRequired'),
    };
    setErrors(next);
    if (!next.newEmail && !next.password) ask.mutate();
  };

  if (!editing) {
    return (
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <span className="break-all">{current}</span>
          <Button
            variant="outline"
            className="px-3 py-1.5"
            onClick={() => {
              setErrors({});
              ask.reset();
              setEditing(true);
            }}
          >
            {t('signIn.changeEmail')}
          </Button>
        </div>
        {sent && (
          <p role="status" className="text-sm text-gray-700">
            {sent}
          </p>
        )}
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3"
      aria-label={t('signIn.changeEmailForm')}
    >
      <TextField
        label={t('signIn.newEmail')}
        type="email"
        autoComplete="email"
        autoFocus
        value={newEmail}
        error={errors.newEmail}
        onChange={(e) => setNewEmail(e.target.value)}
      />
      {googleOnly ? (
        <p className="text-sm text-gray-600">{t('signIn.googleOnlyNote')}</p>
      ) : (
        <PasswordField
          label={t('signIn.currentPassword')}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
      )}
      <p className="text-sm text-gray-600">{t('signIn.howItWorks')}</p>
      {needsSignIn && (
        <div role="alert" className="grid gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <p>{serverMessage(ask.error)}</p>
          <GoogleButton
            label={t('signIn.googleAgain')}
            href="/auth/google?next=/account-settings"
          />
        </div>
      )}
      {otherError && (
        <p role="alert" className="text-sm text-red-700">
          {otherError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? t('signIn.sending') : t('signIn.sendLink')}
        </Button>
        <Button variant="outline" onClick={() => setEditing(false)} disabled={ask.isPending}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
