import { useEffect, useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../../contracts/auth.js';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../../contracts/i18n/locales.js';
import { apiRequest } from '../../../lib/api.js';
import { Button } from '../../../components/ui/button.js';
import { useSaveToasts } from '../../../components/ui/save-toast.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
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
  const { t } = useAppT('account');
  const common = useAppT('common');
  const toasts = useSaveToasts();
  // The stored language, when it changes elsewhere (another tab, a fresh load).
  useEffect(() => setChosen(user.locale), [user.locale]);

  const save = useMutation({
    mutationFn: async (locale: Locale) => {
      const res = await apiRequest('PUT', '/api/account/locale', { locale });
      return (await res.json()) as PublicUser;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(USER_QUERY_KEY, updated);
      // Said in the language the screen was in; the screen then switches to the new one.
      toasts.saved(
        t('language.title'),
        t('language.savedNote', { language: LOCALE_NAMES[updated.locale] }),
      );
    },
    onError: (error) => toasts.notSaved(t('language.title'), error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(chosen);
  };
  return (
    <SectionCard id="language" title={t('language.title')} description={t('language.description')}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 gap-1">
          <label htmlFor={id} className="text-sm font-medium text-gray-800">
            {t('language.label')}
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
          {save.isPending ? common.t('saving') : t('language.save')}
        </Button>
      </form>
    </SectionCard>
  );
}
