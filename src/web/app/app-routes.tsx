import { Suspense, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { LoadingScreen } from '../components/ui/loading-screen.js';
import { ProtectedRoute } from '../features/auth/protected-route.js';
import { Layout } from './layout.js';
import { HomePage } from './home-page.js';
import { NotFoundPage } from './not-found-page.js';
import * as Pages from './lazy-pages.js';
import { LanguageChange, LocalizedRoutes } from './localized-routes.js';
import { useLocale } from '../lib/i18n/i18n.js';
import { isAppScreenPath, routedPath, splitLocalePath } from '../../contracts/public-pages.js';
import { AppLanguage } from './app-language.js';
import { useAuth } from '../features/auth/index.js';
import { rememberReadingLocale } from '../lib/i18n/visitor-locale.js';

/** A page without the site layout (auth and payment screens). */
function Bare({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

/**
 * Every route of both specs (000 §2, 001 §2). Bulk generation, the newsletter admin and
 * white-label management need a signed-in user (protected-route wrapper); account settings
 * explains the need itself (001 §2). Unknown paths get the not-found screen. A page loaded in
 * another language (/es/..., issue 42) has only the translated pages (LocalizedRoutes); a move to
 * an address in another language than the one loaded loads that page again (LanguageChange).
 */
export function AppRoutes() {
  const loaded = useLocale();
  const { user } = useAuth();
  const [location] = useLocation();
  const { locale } = splitLocalePath(location);
  const routed = routedPath(location);
  const appScreen = locale === 'en' && (isAppScreenPath(routed) || (routed === '/' && !!user));
  // A public page's language is the one a signed-out visitor then reads the app's screens in.
  useEffect(() => {
    if (!appScreen && locale === loaded) rememberReadingLocale(locale);
  }, [appScreen, locale, loaded]);
  if (locale !== loaded) return <LanguageChange />;
  if (locale !== 'en') return <LocalizedRoutes locale={locale} />;
  // The app's screens speak the signed-in account's language (AppLanguage), the dashboard at /
  // too (signed out, / is the landing page).
  if (appScreen) {
    return (
      <AppLanguage>
        <EnglishRoutes />
      </AppLanguage>
    );
  }
  return <EnglishRoutes />;
}

/** The routes at English addresses: the public pages and the app's screens. */
function EnglishRoutes() {
  return (
    <Switch>
      <Route path="/login">
        <Bare>
          <Pages.AuthPage mode="login" />
        </Bare>
      </Route>
      <Route path="/register">
        <Bare>
          <Pages.AuthPage mode="register" />
        </Bare>
      </Route>
      <Route path="/auth">
        <Redirect to="/login" replace />
      </Route>
      <Route path="/restore-account">
        <Bare>
          <Pages.RestoreAccountPage />
        </Bare>
      </Route>
      <Route path="/setup">
        <Bare>
          <Pages.SetupPage />
        </Bare>
      </Route>
      <Route path="/forgot-password">
        <Bare>
          <Pages.ForgotPasswordPage />
        </Bare>
      </Route>
      <Route path="/payment">
        <Bare>
          <Pages.PaymentPage />
        </Bare>
      </Route>
      <Route path="/payment-success">
        <Bare>
          <Pages.PaymentSuccessPage />
        </Bare>
      </Route>

      <Route path="/">
        <Layout>
          <HomePage />
        </Layout>
      </Route>
      <Route path="/subscribe">
        <Layout>
          <Pages.SubscribePage />
        </Layout>
      </Route>
      <Route path="/faq">
        <Layout>
          <Pages.FaqPage />
        </Layout>
      </Route>
      <Route path="/templates">
        <Layout>
          <Pages.TemplatesPage />
        </Layout>
      </Route>
      <Route path="/features">
        <Layout>
          <Pages.FeaturesPage />
        </Layout>
      </Route>
      <Route path="/features/analytics">
        <Layout>
          <Pages.AnalyticsFeaturePage />
        </Layout>
      </Route>
      <Route path="/use-cases">
        <Layout>
          <Pages.UseCasesPage />
        </Layout>
      </Route>
      <Route path="/developers">
        <Layout>
          <Pages.DevelopersPage />
        </Layout>
      </Route>
      <Route path="/about">
        <Layout>
          <Pages.AboutPage />
        </Layout>
      </Route>
      <Route path="/privacy">
        <Layout>
          <Pages.PrivacyPage />
        </Layout>
      </Route>
      <Route path="/terms">
        <Layout>
          <Pages.TermsPage />
        </Layout>
      </Route>
      <Route path="/contact">
        <Layout>
          <Pages.ContactPage />
        </Layout>
      </Route>
      <Route path="/blog">
        <Layout>
          <Pages.BlogListPage />
        </Layout>
      </Route>
      <Route path="/blog/:id">
        {(params) => (
          <Layout>
            <Pages.BlogPostPage id={params.id} />
          </Layout>
        )}
      </Route>
      <Route path="/set-password">
        <Layout>
          <Pages.SetPasswordPage />
        </Layout>
      </Route>
      <Route path="/reset-password">
        <Layout>
          <Pages.SetPasswordPage />
        </Layout>
      </Route>
      <Route path="/confirm-email-change">
        <Layout>
          <Pages.ConfirmEmailChangePage />
        </Layout>
      </Route>
      <Route path="/verify-email">
        <Layout>
          <Pages.VerifyEmailPage />
        </Layout>
      </Route>
      <Route path="/account-settings">
        <Layout>
          <Pages.AccountSettingsPage />
        </Layout>
      </Route>
      <Route path="/workspace">
        <Layout>
          <Pages.WorkspacePage />
        </Layout>
      </Route>
      <Route path="/invitations/accept">
        <Layout>
          <Pages.AcceptInvitationPage />
        </Layout>
      </Route>
      <Route path="/newsletter/confirm">
        <Layout>
          <Pages.NewsletterConfirmPage />
        </Layout>
      </Route>
      <Route path="/unsubscribe">
        <Layout>
          <Pages.UnsubscribePage />
        </Layout>
      </Route>
      <Route path="/newsletter">
        <Layout>
          <ProtectedRoute>
            <Pages.NewsletterPage />
          </ProtectedRoute>
        </Layout>
      </Route>
      <Route path="/admin">
        <Layout>
          <ProtectedRoute>
            <Pages.AdminPage />
          </ProtectedRoute>
        </Layout>
      </Route>
      <Route path="/white-label-admin">
        <Layout>
          <ProtectedRoute>
            <Pages.WhiteLabelAdminPage />
          </ProtectedRoute>
        </Layout>
      </Route>
      <Route path="/analytics">
        <Layout>
          <ProtectedRoute>
            <Pages.AnalyticsPage target={{ kind: 'workspace' }} />
          </ProtectedRoute>
        </Layout>
      </Route>
      <Route path="/analytics/codes/:id">
        {(params) => {
          const codeId = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null;
          return codeId === null ? (
            <NotFoundPage />
          ) : (
            <Layout>
              <ProtectedRoute>
                <Pages.AnalyticsPage key={codeId} target={{ kind: 'code', codeId }} />
              </ProtectedRoute>
            </Layout>
          );
        }}
      </Route>
      <Route path="/bulk-generation">
        <Layout>
          <ProtectedRoute>
            <Pages.BulkGenerationPage />
          </ProtectedRoute>
        </Layout>
      </Route>

      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
