import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '../../../contracts/account-messages.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { toast } from '../../components/ui/toast.js';

/** POST /api/resend-verification with its toasts; shared by this section and the banner. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/resend-verification'),
    onSuccess: () =>
      toast({
        title: 'Verification e-mail sent',
        description: ACCOUNT_MESSAGES.verificationSent,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'No e-mail sent',
        description: serverMessage(error) ?? 'Please try again in a minute.',
        variant: 'destructive',
      }),
  });
}
