import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES, type PublicUser, type RegisterRequest } from '../../../contracts/auth.js';
import { apiRequest, serverMessage } from '../../lib/api.js';
import { useAppT, useT } from '../../lib/i18n/i18n.js';
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { toast } from '../../components/ui/toast.js';
import { useMailStatus } from '../mail-status/index.js';
import { QR_CODES_QUERY_KEY, USER_QUERY_KEY } from './use-auth.js';

export interface LoginInput {
  username: string;
  password: string;
}

/**
 * POST /api/login; stores the returned user as the current user and says so in a toast (in the
 * app's language: the log-in form shows only under AppLanguage).
 */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  const { t } = useAppT('auth');
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const res = await apiRequest('POST', '/api/login', input);
      return (await res.json()) as PublicUser;
    },
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: t('login.success'),
        description: t('login.welcomeBack', { name: user.username }),
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: t('login.failed'),
        description: serverMessage(error) ?? AUTH_MESSAGES.invalidCredentials,
        variant: 'destructive',
      });
    },
  });
}

export interface RegisterInput {
  email: string;
  password: string;
}

/**
 * POST /api/register with the e-mail as both username and email, confirmPassword equal to the
 * password and empty names (spec 001 §5), and the browser's language. The new account comes
 * back signed in.
 */
export function useRegisterMutation() {
  const queryClient = useQueryClient();
  const { t } = useAppT('auth');
  return useMutation({
    mutationFn: async ({ email, password }: RegisterInput) => {
      const payload: RegisterRequest = {
        username: email,
        email,
        password,
        confirmPassword: password,
        firstName: '',
        lastName: '',
        // The account's language (mail is written in it): the browser's, mapped by the server.
        locale: navigator.language,
      };
      const res = await apiRequest('POST', '/api/register', payload);
      return (await res.json()) as PublicUser;
    },
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: t('register.success'),
        description: t('register.welcome', { name: user.username }),
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: t('register.failed'),
        description: serverMessage(error) ?? AUTH_MESSAGES.registrationFailed,
        variant: 'destructive',
      });
    },
  });
}

/**
 * POST /api/password-reset { email }: the server mails a set-password link when the address has
 * an account, and answers the same either way; the toast says so.
 */
export function usePasswordResetMutation() {
  const { mailed } = useMailStatus();
  const { t } = useAppT('auth');
  return useMutation({
    mutationFn: async (email: string) => {
      const res = await apiRequest('POST', '/api/password-reset', { email });
      return (await res.json()) as { message: string };
    },
    onSuccess: (answer) => {
      // The server's message says what happened (mailed, or no mail set up on this server).
      toast({
        title: mailed ? t('reset.checkEmail') : NO_MAIL_MESSAGES.title,
        description: answer.message,
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: t('reset.notSent'),
        description: serverMessage(error) ?? t('reset.tryAgain'),
        variant: 'destructive',
      });
    },
  });
}

/**
 * POST /api/logout; clears the current user and invalidates the cached code list. The header's
 * account menu, on public pages too, signs out: its toasts are the site chrome's.
 */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  const { t } = useT('chrome');
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: async () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toast({
        title: t('logout.done'),
        description: t('logout.doneText'),
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: QR_CODES_QUERY_KEY });
    },
    onError: (error) => {
      toast({
        title: t('logout.failed'),
        description: serverMessage(error) ?? (error instanceof Error ? error.message : undefined),
        variant: 'destructive',
      });
    },
  });
}
