import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../contracts/auth.js';
import type { MailPreferences } from '../../../contracts/newsletter.js';
import { toastNotSaved, toastSaved } from '../../components/ui/save-toast.js';
import { apiRequest } from '../../lib/api.js';
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { SectionCard } from '../account/index.js';
import { useMailStatus } from '../mail-status/index.js';

type Preferences = MailPreferences & { newsletterPending: boolean };

const QUERY_KEY = ['/api/account/mail-preferences'];

const CHOICES: { key: keyof MailPreferences; label: string; hint: string }[] = [
  {
    key: 'newsletter',
    label: 'Shark Tips newsletter',
    hint: 'A weekly e-mail about QR codes and marketing.',
  },
  {
    key: 'scanSummary',
    label: 'Weekly scan summary',
    hint: 'Every week, the last 7 days of scans of each of your dynamic codes.',
  },
  {
    key: 'pauseReminders',
    label: 'Paused-code reminders',
    hint: 'A reminder listing the dynamic codes you have paused.',
  },
  {
    key: 'announcements',
    label: 'Announcements',
    hint: 'Welcome and product news from the team.',
  },
  {
    key: 'brokenLinkAlerts',
    label: 'Broken-link alerts',
    hint: 'An e-mail when a dynamic code’s destination stops working, and when it works again.',
  },
];

/**
 * Account settings: which mails the signed-in user gets (issue 18 item 3). Each switch saves at
 * once; turning the newsletter on for an unverified address mails a confirmation link first.
 */
export function MailPreferencesSection({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
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
      toastSaved('Mail preferences');
    },
    onError: (error) => toastNotSaved('Mail preferences', error),
  });

  return (
    <SectionCard
      id="mail-preferences"
      title="E-mail preferences"
      description={`Mail sent to ${user.email ?? user.username}. Account and security mails always go.`}
    >
      {prefs.isPending && <p role="status">Loading...</p>}
      {prefs.isError && (
        <p role="alert" className="text-sm text-red-700">
          Your preferences could not be loaded. Please reload the page.
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
                <div>
                  <label htmlFor={id} className="text-sm font-medium text-gray-900">
                    {choice.label}
                  </label>
                  <p className="text-sm text-gray-600">{choice.hint}</p>
                  {choice.key === 'newsletter' && prefs.data.newsletterPending && (
                    <p className="mt-1 text-sm text-amber-800">
                      {mailed
                        ? 'Waiting for you to follow the confirmation link we mailed.'
                        : `Waiting for you to follow the confirmation link. ${NO_MAIL_MESSAGES.link}`}
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
