import { type ReactNode } from 'react';
import { GatedSuspense, HydrationGate } from '../components/hydration-gate.js';
import { LoadingScreen } from '../components/ui/loading-screen.js';
import { SiteHeader } from './site-header.js';
import { SiteFooter } from './site-footer.js';
import { VerificationBanner } from '../features/account/verification-banner.js';
import { PasswordChangeBanner } from '../features/account/password-change-banner.js';
import { AdminMailBanner } from '../features/mail-status/index.js';
import { useT } from '../lib/i18n/i18n.js';

/**
 * Header, page and footer (spec 001 §2). The header is fixed, so the page starts below it. Each
 * part's controls wait for hydration (HydrationGate): the page is lazily loaded and hydrates later
 * than the header and footer around it.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useT('chrome');
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skip')}
      </a>
      <HydrationGate>
        <SiteHeader />
      </HydrationGate>
      {/* At least a screen tall: the footer starts below the fold and never jumps down the
          visible page while a lazily loaded page arrives (layout shift). */}
      <main id="main" className="min-h-dvh flex-1 pt-16">
        <PasswordChangeBanner />
        <AdminMailBanner />
        <VerificationBanner />
        <GatedSuspense fallback={<LoadingScreen />}>{children}</GatedSuspense>
      </main>
      <HydrationGate>
        <SiteFooter />
      </HydrationGate>
    </div>
  );
}
