import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../contracts/auth.js';
import type { MailPreferences } from '../../../contracts/newsletter.js';
import { useSaveToasts } from '../../components/ui/save-toast.js';
import { apiRequest } from '../../lib/api.js';
import type { AppMessageIds } from '../../lib/i18n/app-bundle.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { SectionCard } from '../account/index.js';
import { useMailStatus } from '../mail-status/index.js';

type Preferences = MailPreferences & { newsletterPending: boolean };

const QUERY_KEY = ['/api/account/mail-preferences'];

type NewsletterMessageId = AppMessageIds['newsletter'];

const CHOICES: {
  key: keyof MailPreferences;
  label: NewsletterMessageId;
  hint: NewsletterMessageId;
}[] = [
  { key: 'newsletter', label: 'prefs.newsletter', hint: 'prefs.newsletterHint' },
  { key: 'scanSummary', label: 'prefs.scanSummary', hint: 'prefs.scanSummaryHint' },
  { key: 'pauseReminders', label: 'prefs.pauseReminders', hint: 'prefs.pauseRemindersHint' },
  { key: 'announcements', label: 'prefs.announcements', hint: 'prefs.announcementsHint' },
  { key: 'brokenLinkAlerts', label: 'prefs.brokenLinkAlerts', hint: 'prefs.brokenLinkAlertsHint' },
];

/**
 * Account settings: which mails the signed-in user gets (issue 18 item 3). Each switch saves at
 * once; turning the newsletter on for an unverified address mails a confirmation link first.
 */
export function MailPreferencesSection({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const { t } = useAppT('newsletter');
  const common = useAppT('common');
  const toasts = useSaveToasts();
  const { mailed } = useMailStatus();
  const prefs = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () =>
      (await (await apiRequest('GET', '/api/account/mail-preferences')).json()) as Preferences,
  });
  const save = useMutation({
    mutationFn: async (values: MailPreferences) =>
      (await (
        await apiRequest('PUT', '/api/account/mail-preferences', values)
      ).json()) as Preferences,
    onSuccess: (data) => {
      queryClient.setQueryData(QUERY_KEY, data);
      toasts.saved(t('prefs.what'));
    },
    onError: (error) => toasts.notSaved(t('prefs.what'), error),
  });

  return (
    <SectionCard
      id="mail-preferences"
      title={t('prefs.title')}
      description={t('prefs.description', { address: user.email ?? user.username })}
    >
      {prefs.isPending && <p role="status">{common.t('loading')}</p>}
      {prefs.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('prefs.loadFailed')}
        </p>
      )}
      {prefs.data && (
        <ul className="grid gap-4">
          {CHOICES.map((choice) => {
            // A newsletter waiting for its confirmation link counts as asked for: it shows on,
            // and saving another switch keeps it asked for (off would cancel it on the server).
            const current: MailPreferences = {
              newsletter: prefs.data.newsletter || prefs.data.newsletterPending,
              scanSummary: prefs.data.scanSummary,
              pauseReminders: prefs.data.pauseReminders,
              announcements: prefs.data.announcements,
              brokenLinkAlerts: prefs.data.brokenLinkAlerts,
            };
            const on = current[choice.key];
            const id = `mail-pref-${choice.key}`;
            return (
              <li key={choice.key} className="flex items-start justify-between gap-4">
                <div className="min-w-0 break-words">
                  <label htmlFor={id} className="text-sm font-medium text-gray-900">
                    {t(choice.label)}
                  </label>
                  <p className="text-sm text-gray-600">{t(choice.hint)}</p>
                  {choice.key === 'newsletter' && prefs.data.newsletterPending && (
                    <p className="mt-1 text-sm text-amber-800">
                      {mailed ? t('prefs.pendingMailed') : t('prefs.pendingNoMail')}
                    </p>
                  )}
                </div>
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  aria-checked={on}
                  checked={on}
                  disabled={save.isPending}
                  onChange={() => save.mutate({ ...current, [choice.key]: !on })}
                  className="mt-1 h-5 w-5 shrink-0 accent-primary"
                />
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
