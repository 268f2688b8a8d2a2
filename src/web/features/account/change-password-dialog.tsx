import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { apiRequest, serverFieldErrors, serverMessage } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { PasswordField } from '../../components/ui/password-field.js';
import { toast } from '../../components/ui/toast.js';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema.js';

const emptyValues: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * The account menu's Change Password dialog (spec 001 §2, max width 425px). Submits
 * PUT /api/change-password; success closes and resets it, a failure shows the server's
 * message and keeps the dialog open.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: emptyValues,
  });
  const { errors } = form.formState;

  const change = useMutation({
    mutationFn: (values: ChangePasswordValues) => apiRequest('PUT', '/api/change-password', values),
    onSuccess: () => {
      toast({
        title: 'Password updated',
        description: 'Your password has been successfully updated.',
        variant: 'success',
      });
      form.reset(emptyValues);
      onOpenChange(false);
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field in emptyValues) form.setError(field as keyof ChangePasswordValues, { message });
      }
      toast({
        title: 'Password not updated',
        description:
          serverMessage(error) ?? (error instanceof Error ? error.message : 'Please try again.'),
        variant: 'destructive',
      });
    },
  });

  const handleOpenChange = (next: boolean) => {
    if (!next) form.reset(emptyValues);
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-[425px] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-gray-900">
            Change Password
          </Dialog.Title>
          <Dialog.Description className="text-sm text-gray-600">
            Enter your current password and choose a new one.
          </Dialog.Description>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((values) => change.mutate(values))}
          >
            <PasswordField
              label="Current Password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              error={errors.newPassword?.message}
              {...form.register('newPassword')}
            />
            <PasswordField
              label="Confirm New Password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...form.register('confirmPassword')}
            />
            <Button type="submit" disabled={change.isPending} className="w-full">
              {change.isPending ? 'Updating...' : 'Update Password'}
            </Button>
          </form>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded p-1 text-gray-500 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
