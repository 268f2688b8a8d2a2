import { useEffect } from 'react';
import { LoadingScreen } from '../../components/ui/loading-screen.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { toast } from '../../components/ui/toast.js';
import { BRAND_NAME } from '../../lib/brand.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useAuth } from '../auth/index.js';
import { ACCOUNT_SECTIONS } from './account-sections.js';

/**
 * /account-settings (spec 001 §2): the signed-in user's profile, verification, plan, sessions,
 * data export and Danger Zone, one component per section (account-sections.ts). Signed out,
 * it says a sign-in is needed. `?restored=1` (where a restore with Google lands) says the account
 * is back, once.
 */
export function AccountSettingsPage() {
  const { user, isLoading } = useAuth();
  const { t } = useAppT('account');
  useDocumentTitle(`${t('page.title')} - ${BRAND_NAME}`);
  const signedIn = user !== null;
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!signedIn || url.searchParams.get('restored') !== '1') return;
    url.searchParams.delete('restored');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
    toast({ title: t('page.restoredTitle'), description: t('page.restoredDescription') });
  }, [signedIn, t]);
  if (isLoading) return <LoadingScreen />;
  if (!user) {
    return (
      <PageIntro title={t('page.title')}>
        <p>{t('page.signedOut')}</p>
      </PageIntro>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
        {t('page.title')}
      </h1>
      <p className="mt-2 text-gray-600">{t('page.intro')}</p>
      <div className="mt-8 grid gap-6">
        {ACCOUNT_SECTIONS.map(({ key, Section }) => (
          <Section key={key} user={user} />
        ))}
      </div>
    </div>
  );
}
