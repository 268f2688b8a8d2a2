import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { ApiError, apiRequest, serverFieldErrors, serverMessage } from '../../lib/api.js';
import { useT } from '../../lib/i18n/i18n.js';
import { Button } from '../../components/ui/button.js';
import { PasswordField } from '../../components/ui/password-field.js';
import { toast } from '../../components/ui/toast.js';
import { GoogleButton } from '../auth/google/index.js';
import { USER_QUERY_KEY } from '../auth/index.js';
import {
  addPasswordSchema,
  changePasswordSchema,
  type ChangePasswordValues,
} from './change-password-schema.js';

const emptyValues: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * The account menu's Change Password dialog (spec 001 §2, max width 425px). Submits
 * POST /api/change-password; success closes and resets it, a failure shows the server's
 * message and keeps the dialog open. For a Google-only account (`googleOnly`) it is "Set a
 * password": no current password, POST /api/account/password, which needs a sign-in in the
 * last 10 minutes; when that is too old the dialog offers to sign in with Google again.
 * The header's account menu opens it on public pages too (outside AppLanguage), so its words are
 * the site chrome's ('changePassword.*'), in the language of the page or of the app's screen.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  googleOnly = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  googleOnly?: boolean;
}) {
  const form = useForm<ChangePasswordValues>({
    // Setting a first password has no current one: the form leaves it empty and unchecked.
    resolver: (googleOnly
      ? zodResolver(addPasswordSchema)
      : zodResolver(changePasswordSchema)) as Resolver<ChangePasswordValues>,
    defaultValues: emptyValues,
  });
  const { errors } = form.formState;
  const queryClient = useQueryClient();
  const { t } = useT('chrome');
  const title = t(googleOnly ? 'changePassword.setTitle' : 'changePassword.title');

  const change = useMutation({
    mutationFn: ({ currentPassword, ...rest }: ChangePasswordValues) =>
      googleOnly
        ? apiRequest('POST', '/api/account/password', rest)
        : apiRequest('POST', '/api/change-password', { currentPassword, ...rest }),
    onSuccess: () => {
      toast({
        title: t(googleOnly ? 'changePassword.setDone' : 'changePassword.updated'),
        description: t(googleOnly ? 'changePassword.setDoneText' : 'changePassword.updatedText'),
        variant: 'success',
      });
      // A Google-only account now has a password; a flagged one (passwordChangeRequired) is not.
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      form.reset(emptyValues);
      onOpenChange(false);
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field in emptyValues) form.setError(field as keyof ChangePasswordValues, { message });
      }
      toast({
        title: t(googleOnly ? 'changePassword.notSet' : 'changePassword.notUpdated'),
        description:
          serverMessage(error) ??
          (error instanceof Error ? error.message : t('changePassword.tryAgain')),
        variant: 'destructive',
      });
    },
  });
  const needsSignIn =
    change.error instanceof ApiError && change.error.body?.code === 'RECENT_SIGN_IN_REQUIRED';

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      form.reset(emptyValues);
      change.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[425px] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-gray-600">
            {t(googleOnly ? 'changePassword.setDescription' : 'changePassword.description')}
          </Dialog.Description>
          {needsSignIn && (
            <div
              role="alert"
              className="grid gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
            >
              <p>{serverMessage(change.error)}</p>
              <GoogleButton
                label={t('changePassword.googleAgain')}
                href="/auth/google?next=/account-settings"
              />
            </div>
          )}
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((values) => change.mutate(values))}
          >
            {!googleOnly && (
              <PasswordField
                label={t('changePassword.current')}
                autoComplete="current-password"
                error={errors.currentPassword?.message}
                {...form.register('currentPassword')}
              />
            )}
            <PasswordField
              label={t('changePassword.new')}
              autoComplete="new-password"
              error={errors.newPassword?.message}
              {...form.register('newPassword')}
            />
            <PasswordField
              label={t('changePassword.confirm')}
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
            <Button type="submit" disabled={change.isPending} className="w-full">
              {t(
                googleOnly
                  ? change.isPending
                    ? 'changePassword.saving'
                    : 'changePassword.set'
                  : change.isPending
                    ? 'changePassword.updating'
                    : 'changePassword.update',
              )}
            </Button>
          </form>
          <Dialog.Close
            aria-label={t('changePassword.close')}
            className="absolute top-3 right-3 rounded p-1 text-gray-500 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
