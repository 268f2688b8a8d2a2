import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../../contracts/auth.js';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../../contracts/i18n/locales.js';
import { apiRequest } from '../../../lib/api.js';
import { Button } from '../../../components/ui/button.js';
import { toastNotSaved, toastSaved } from '../../../components/ui/save-toast.js';
import { USER_QUERY_KEY } from '../../auth/index.js';
import type { AccountSectionProps } from '../section-props.js';
import { SectionCard } from '../section-card.js';

/**
 * The account's language (issue 42): one of the five, each named in its own language. Saved with
 * PUT /api/account/locale; the toast comes once the server has stored it. Every mail to the
 * account is written in it from then on.
 */
export function LanguageSection({ user }: AccountSectionProps) {
  const id = useId();
  const [chosen, setChosen] = useState<Locale>(user.locale);
  const queryClient = useQueryClient();
  // The stored language, when it changes elsewhere (another tab, a fresh load).
  useEffect(() => setChosen(user.locale), [user.locale]);

  const save = useMutation({
    mutationFn: async (locale: Locale) => {
      const res = await apiRequest('PUT', '/api/account/locale', { locale });
      return (await res.json()) as PublicUser;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      toastSaved('Language', `Mails to you are now written in ${LOCALE_NAMES[updated.locale]}.`);
    },
    onError: (error) => toastNotSaved('Language', error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(chosen);
  };
  return (
    <SectionCard
      id="language"
      title="Language"
      description="Every mail we send you is written in this language: your account, invitations, your trial, broken links, payments you receive, newsletters and scan summaries. What an operator writes in a newsletter stays as they wrote it."
    >
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 gap-1">
          <label htmlFor={id} className="text-sm font-medium text-gray-800">
            Language
          </label>
          <select
            id={id}
            value={chosen}
            onChange={(e) => setChosen(e.target.value as Locale)}
            className="rounded-md border border-gray-300 px-3 py-2 text-base sm:text-sm"
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={save.isPending || chosen === user.locale}>
          {save.isPending ? 'Saving...' : 'Save language'}
        </Button>
      </form>
    </SectionCard>
  );
}
