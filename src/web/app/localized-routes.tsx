import { useEffect, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import type { Locale } from '../../contracts/i18n/locales.js';
import { localizedPath, type LOCALIZED_PATHS } from '../../contracts/public-pages.js';
import { LandingPage } from '../features/landing/landing-page.js';
import { Layout } from './layout.js';
import { NotFoundPage } from './not-found-page.js';
import * as Pages from './lazy-pages.js';

/** The page of each translated path (contracts/public-pages.ts): the same pages as in English. */
const LOCALIZED_PAGES: Record<(typeof LOCALIZED_PATHS)[number], ComponentType> = {
  '/': LandingPage,
  '/features': Pages.FeaturesPage,
  '/features/analytics': Pages.AnalyticsFeaturePage,
  '/faq': Pages.FaqPage,
  '/use-cases': Pages.UseCasesPage,
  '/templates': Pages.TemplatesPage,
  '/about': Pages.AboutPage,
  '/contact': Pages.ContactPage,
  '/developers': Pages.DevelopersPage,
  '/subscribe': Pages.SubscribePage,
  '/blog': Pages.BlogListPage,
  '/privacy': Pages.PrivacyPage,
  '/terms': Pages.TermsPage,
};

/**
 * A translated page's routes (issue 42): the translated pages under /{locale}/; a link to one
 * of them stays in the language (SiteLink). The home page is the landing page, signed in or not
 * (the dashboard is the English app's, at /). Any other path under /{locale} is the not-found
 * page in that language.
 */
export function LocalizedRoutes({ locale }: { locale: Locale }) {
  return (
    <Switch>
      {Object.entries(LOCALIZED_PAGES).map(([path, Page]) => (
        <Route key={path} path={localizedPath(locale, path)}>
          <Layout>
            <Page />
          </Layout>
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

/**
 * Shown for an instant when the router moved to a page in another language than the one
 * loaded (a link of the English app followed from a translated page, or back and forward
 * between languages): the page loads again, in its own language.
 */
export function LanguageChange() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}
