import { lazy } from 'react';

// Pages owned by later issues load on demand so the landing page's first download stays small.
// Each `import()` becomes its own chunk.

export const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page.js').then((m) => ({ default: m.DashboardPage })),
);
export const AuthPage = lazy(() =>
  import('../features/auth/auth-page.js').then((m) => ({ default: m.AuthPage })),
);
export const AccountSettingsPage = lazy(() =>
  import('../features/account/account-settings-page.js').then((m) => ({
    default: m.AccountSettingsPage,
  })),
);
export const SetPasswordPage = lazy(() =>
  import('../features/account/set-password-page.js').then((m) => ({ default: m.SetPasswordPage })),
);
export const ConfirmEmailChangePage = lazy(() =>
  import('../features/account/confirm-email-change-page.js').then((m) => ({
    default: m.ConfirmEmailChangePage,
  })),
);
export const RestoreAccountPage = lazy(() =>
  import('../features/account/restore-account-page.js').then((m) => ({
    default: m.RestoreAccountPage,
  })),
);
export const ForgotPasswordPage = lazy(() =>
  import('../features/account/forgot-password-page.js').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const SetupPage = lazy(() =>
  import('../features/first-admin/setup-page.js').then((m) => ({ default: m.SetupPage })),
);
export const VerifyEmailPage = lazy(() =>
  import('../features/auth/verify-email-page.js').then((m) => ({ default: m.VerifyEmailPage })),
);
export const SubscribePage = lazy(() =>
  import('../features/pricing/subscribe-page.js').then((m) => ({ default: m.SubscribePage })),
);
export const PaymentPage = lazy(() =>
  import('../features/payments/payment-page.js').then((m) => ({ default: m.PaymentPage })),
);
export const PaymentSuccessPage = lazy(() =>
  import('../features/payments/payment-success-page.js').then((m) => ({
    default: m.PaymentSuccessPage,
  })),
);
export const FaqPage = lazy(() =>
  import('../features/marketing/faq-page.js').then((m) => ({ default: m.FaqPage })),
);
export const TemplatesPage = lazy(() =>
  import('../features/marketing/templates-page.js').then((m) => ({ default: m.TemplatesPage })),
);
export const FeaturesPage = lazy(() =>
  import('../features/marketing/features-page.js').then((m) => ({ default: m.FeaturesPage })),
);
export const AnalyticsPage = lazy(() =>
  import('../features/analytics/index.js').then((m) => ({ default: m.AnalyticsPage })),
);
export const AnalyticsFeaturePage = lazy(() =>
  import('../features/marketing/analytics-feature-page.js').then((m) => ({
    default: m.AnalyticsFeaturePage,
  })),
);
export const UseCasesPage = lazy(() =>
  import('../features/marketing/use-cases-page.js').then((m) => ({ default: m.UseCasesPage })),
);
export const DevelopersPage = lazy(() =>
  import('../features/developers/developers-page.js').then((m) => ({ default: m.DevelopersPage })),
);
export const AboutPage = lazy(() =>
  import('../features/marketing/about-page.js').then((m) => ({ default: m.AboutPage })),
);
export const PrivacyPage = lazy(() =>
  import('../features/marketing/privacy-page.js').then((m) => ({ default: m.PrivacyPage })),
);
export const TermsPage = lazy(() =>
  import('../features/marketing/terms-page.js').then((m) => ({ default: m.TermsPage })),
);
export const ContactPage = lazy(() =>
  import('../features/contact/contact-page.js').then((m) => ({ default: m.ContactPage })),
);
export const BlogListPage = lazy(() =>
  import('../features/blog/blog-list-page.js').then((m) => ({ default: m.BlogListPage })),
);
export const BlogPostPage = lazy(() =>
  import('../features/blog/blog-post-page.js').then((m) => ({ default: m.BlogPostPage })),
);
export const NewsletterPage = lazy(() =>
  import('../features/newsletter/newsletter-page.js').then((m) => ({ default: m.NewsletterPage })),
);
export const AdminPage = lazy(() =>
  import('../features/admin/admin-page.js').then((m) => ({ default: m.AdminPage })),
);
export const WhiteLabelAdminPage = lazy(() =>
  import('../features/white-label/white-label-admin-page.js').then((m) => ({
    default: m.WhiteLabelAdminPage,
  })),
);
export const BulkGenerationPage = lazy(() =>
  import('../features/bulk/bulk-generation-page.js').then((m) => ({
    default: m.BulkGenerationPage,
  })),
);
export const NewsletterConfirmPage = lazy(() =>
  import('../features/newsletter/newsletter-confirm-page.js').then((m) => ({
    default: m.NewsletterConfirmPage,
  })),
);
export const UnsubscribePage = lazy(() =>
  import('../features/newsletter/unsubscribe-page.js').then((m) => ({
    default: m.UnsubscribePage,
  })),
);
export const WorkspacePage = lazy(() =>
  import('../features/workspaces/workspace-page.js').then((m) => ({ default: m.WorkspacePage })),
);
export const AcceptInvitationPage = lazy(() =>
  import('../features/workspaces/accept-invitation-page.js').then((m) => ({
    default: m.AcceptInvitationPage,
  })),
);
