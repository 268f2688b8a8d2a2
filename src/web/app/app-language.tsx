import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../contracts/i18n/locales.js';
import { Button } from '../components/ui/button.js';
import { LoadingScreen } from '../components/ui/loading-screen.js';
import { useAuth } from '../features/auth/index.js';
import type { AppBundle } from '../lib/i18n/app-bundle.js';
import { loadAppBundle } from '../lib/i18n/load-app-bundle.js';
import type { SiteBundle } from '../lib/i18n/bundle.js';
import { I18nProvider, useSiteI18n } from '../lib/i18n/i18n.js';
import { loadSiteBundle } from '../lib/i18n/load-bundle.js';

interface Messages {
  site: SiteBundle;
  app: AppBundle;
}

/**
 * The app behind sign-in in the signed-in account's language (issue 42 item 3): its screens
 * live at the English addresses (/account-settings, /analytics, the dashboard at /), so their
 * language comes from the account (PUT /api/account/locale), not from the address. Signed out,
 * the page's language stands. The app's messages (and the site's, for the header and footer
 * around the screen) are loaded for that one language, each its own chunk; until they are,
 * the screen shows 'Loading...' rather than a flash of another language. In the pseudo-locale
 * (a test asked for it), the app's English messages are marked as the site's are.
 */
export function AppLanguage({ children }: { children: ReactNode }) {
  const page = useSiteI18n();
  const { user } = useAuth();
  const locale: Locale = page.pseudo ? page.locale : (user?.locale ?? page.locale);
  const messages = useQuery<Messages>({
    queryKey: ['app-messages', page.pseudo ? 'pseudo' : locale],
    queryFn: async () => {
      if (page.pseudo) {
        const [{ pseudoBundle }, english] = await Promise.all([
          import('../lib/i18n/pseudo.js'),
          loadAppBundle('en'),
        ]);
        return { site: page.bundle, app: pseudoBundle(english) };
      }
      const [site, app] = await Promise.all([
        locale === page.locale ? page.bundle : loadSiteBundle(locale),
        loadAppBundle(locale),
      ]);
      return { site, app };
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 2,
  });
  const data = messages.data;
  const shown = data ? locale : page.locale;
  // The document's language is the screen's while it shows; the page's again when it goes.
  useEffect(() => {
    document.documentElement.lang = shown;
    return () => {
      document.documentElement.lang = page.locale;
    };
  }, [shown, page.locale]);

  if (messages.isError) {
    // A chunk that would not load (offline, or a new version deployed meanwhile).
    return (
      <div role="alert" className="mx-auto max-w-md p-8 text-center text-gray-700">
        <p>This screen could not be loaded. Check your connection, then try again.</p>
        <Button className="mt-4" onClick={() => void messages.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!data) return <LoadingScreen />;
  return (
    <I18nProvider value={{ locale, bundle: data.site, app: data.app, pseudo: page.pseudo }}>
      {children}
    </I18nProvider>
  );
}
