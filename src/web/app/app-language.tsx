import { useEffect, useLayoutEffect, type ReactNode } from 'react';
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
import { showMessagesIn } from '../lib/i18n/localize-message.js';
import { useVisitorLocale } from '../lib/i18n/visitor-locale.js';

interface Messages {
  site: SiteBundle;
  app: AppBundle;
}

/**
 * The app behind sign-in in the signed-in account's language (issue 42 item 3): its screens
 * live at the English addresses (/account-settings, /analytics, the dashboard at /), so their
 * language comes from the account (PUT /api/account/locale), not from the address. Signed out
 * (sign-in, sign-up, a buyer's payment pages), the visitor's: the language of the public page
 * last read in this browser, else the browser's own (lib/i18n/visitor-locale.ts). The app's messages (and the site's, for the header and footer
 * around the screen) are loaded for that one language, each its own chunk; until they are,
 * the screen shows 'Loading...' rather than a flash of another language. In the pseudo-locale
 * (a test asked for it), the app's English messages are marked as the site's are.
 */
export function AppLanguage({ children }: { children: ReactNode }) {
  const page = useSiteI18n();
  const { user } = useAuth();
  const visitor = useVisitorLocale();
  const locale: Locale = page.pseudo ? page.locale : (user?.locale ?? visitor);
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

  // Field errors and the server's answers (toasts too, drawn above the screen) in the screen's
  // language while it shows; the page's again when it goes.
  useLayoutEffect(() => {
    if (!data) return;
    const previous = showMessagesIn({ locale, catalogue: data.site.contract });
    return () => {
      showMessagesIn(previous);
    };
  }, [data, locale]);

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
