import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { X } from 'lucide-react';
import { ACCOUNT_RESTORE_DAYS } from '../../../../contracts/account.js';
import type { PublicUser } from '../../../../contracts/auth.js';
import { ApiError, apiRequest, serverFieldErrors, serverMessage } from '../../../lib/api.js';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { PasswordField } from '../../../components/ui/password-field.js';
import { toast } from '../../../components/ui/toast.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { USER_QUERY_KEY } from '../../auth/index.js';
import type { AccountSectionProps } from '../section-props.js';
import { SectionCard } from '../section-card.js';
import { useDataExport } from './data-export-section.js';

/** Spec 001 §9: after "Account Deleted" the user goes to / after 2 seconds. */
export const DELETE_REDIRECT_MS = 2000;

/** Delete the account: a confirm dialog that says what happens and asks for proof. */
export function DangerZoneSection({ user }: AccountSectionProps) {
  const [open, setOpen] = useState(false);
  const { t } = useAppT('account');
  return (
    <SectionCard
      id="danger-zone"
      title={t('danger.title')}
      danger
      description={t('danger.description')}
    >
      <Button
        className="bg-red-600 text-white hover:bg-red-700 focus-visible:ring-red-600"
        onClick={() => setOpen(true)}
      >
        {t('danger.delete')}
      </Button>
      <DeleteAccountDialog user={user} open={open} onOpenChange={setOpen} />
    </SectionCard>
  );
}

function DeleteAccountDialog({
  user,
  open,
  onOpenChange,
}: {
  user: PublicUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(redirect.current ?? undefined), []);
  const download = useDataExport();
  // A Google-only account has no password to confirm with, so it types its address instead.
  const usesPassword = !user.googleOnly;
  const { t } = useAppT('account');

  const remove = useMutation({
    mutationFn: () =>
      apiRequest(
        'POST',
        '/api/delete-account',
        usesPassword ? { password: confirmation } : { email: confirmation },
      ),
    onSuccess: () => {
      toast({
        title: t('danger.deleted'),
        description: t('danger.deletedDescription'),
        variant: 'success',
      });
      onOpenChange(false);
      redirect.current = setTimeout(() => {
        queryClient.setQueryData(USER_QUERY_KEY, null);
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
        navigate('/');
      }, DELETE_REDIRECT_MS);
    },
    onError: (failure) => {
      const fields = serverFieldErrors(failure);
      // A refusal with a reason (the only owner of a shared workspace) says what to do.
      const refusal = failure instanceof ApiError && failure.status === 409;
      const message =
        fields.password ?? fields.email ?? (refusal ? serverMessage(failure) : undefined);
      setError(message);
      if (!message) toast({ title: t('danger.deleteFailed'), variant: 'destructive' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmation.trim()) {
      setError(usesPassword ? t('danger.passwordRequired') : t('danger.emailMismatch'));
      return;
    }
    setError(undefined);
    remove.mutate();
  };
  const change = (next: boolean) => {
    if (!next) {
      setConfirmation('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-gray-900">
            {t('danger.dialogTitle')}
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="grid gap-2 text-sm text-gray-700">
              <p>{t('danger.whenYouConfirm')}</p>
              <ul className="list-disc space-y-1 pl-5">
                <li>{t('danger.signedOut')}</li>
                <li>{t('danger.noLogIn')}</li>
                <li>{t('danger.keepRedirecting')}</li>
                <li>{t('danger.restore', { days: ACCOUNT_RESTORE_DAYS })}</li>
                <li>{t('danger.removed', { days: ACCOUNT_RESTORE_DAYS })}</li>
                <li>{t('danger.shared')}</li>
              </ul>
              <p>{t('danger.copyFirst')}</p>
            </div>
          </Dialog.Description>
          <div>
            <Button
              variant="outline"
              disabled={download.isPending}
              onClick={() => download.mutate()}
            >
              {download.isPending ? t('export.preparing') : t('export.download')}
            </Button>
          </div>
          <form noValidate onSubmit={submit} className="grid gap-4">
            {usesPassword ? (
              <PasswordField
                label={t('danger.yourPassword')}
                autoComplete="current-password"
                value={confirmation}
                error={error}
                onChange={(e) => setConfirmation(e.target.value)}
              />
            ) : (
              <TextField
                label={t('danger.typeAddress', { address: user.username })}
                type="email"
                autoComplete="off"
                value={confirmation}
                error={error}
                onChange={(e) => setConfirmation(e.target.value)}
              />
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline">{t('cancel')}</Button>
              </Dialog.Close>
              <Button
                type="submit"
                disabled={remove.isPending}
                className="bg-red-600 text-white hover:bg-red-700 focus-visible:ring-red-600"
              >
                {remove.isPending ? t('danger.deleting') : t('danger.deleteMine')}
              </Button>
            </div>
          </form>
          <Dialog.Close
            aria-label={t('close')}
            className="absolute top-3 right-3 rounded p-1 text-gray-500 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
