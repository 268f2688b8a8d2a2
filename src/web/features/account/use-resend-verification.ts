import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '../../../contracts/account-messages.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { toast } from '../../components/ui/toast.js';
import { useMailStatus } from '../mail-status/index.js';

/**
 * POST /api/resend-verification with its toasts; shared by this section and the banner. The
 * toast shows the server's message (on a server without mail it says no mail was sent).
 */
export function useResendVerification() {
  const { mailed } = useMailStatus();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', '/api/resend-verification');
      return ((await res.json()) as { message?: string }).message;
    },
    onSuccess: (message) =>
      toast({
        title: mailed ? 'Verification e-mail sent' : NO_MAIL_MESSAGES.title,
        description: message ?? ACCOUNT_MESSAGES.verificationSent,
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
