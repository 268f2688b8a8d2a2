import { lazy, Suspense } from 'react';
import { BRAND_NAME } from '../lib/brand.js';
import { useT } from '../lib/i18n/i18n.js';
import { SiteLink } from '../lib/i18n/site-link.js';
import { BrandLogo } from './brand-logo.js';
import { buttonClasses } from '../components/ui/button-styles.js';
import { useAuth, useSignedOutView } from '../features/auth/use-auth.js';
import { MAIN_NAV_LINKS } from './nav-links.js';
import { MobileNav } from './mobile-nav.js';

// Only signed-in visitors need the menu (and its popper code): load it on demand.
const UserMenu = lazy(() => import('./user-menu.js').then((m) => ({ default: m.UserMenu })));
const WorkspaceSwitcher = lazy(() =>
  import('../features/workspaces/index.js').then((m) => ({ default: m.WorkspaceSwitcher })),
);

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:text-primary focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

/**
 * Fixed header (spec 001 §2). Signed out: main navigation, 'Log in' and 'Sign up' (a free account)
 * (a hamburger menu below md). Signed in: the workspace switcher and the avatar menu. While the session loads, a
 * browser without the session hint (a visitor, and every prerendered page) shows the signed-out
 * header at once; one with it shows nothing on the right, so the header never flashes the wrong
 * state.
 */
export function SiteHeader() {
  const { user } = useAuth();
  const signedOut = useSignedOutView();
  const { t } = useT('chrome');
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4">
        <SiteLink
          to="/"
          className="flex items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          <BrandLogo className="h-8 w-8" />
          <span className="text-lg font-bold text-gray-900">{BRAND_NAME}</span>
        </SiteLink>
        {signedOut && (
          <>
            <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
              {MAIN_NAV_LINKS.map((link) => (
                <SiteLink key={link.href} to={link.href} className={navLinkClass}>
                  {t(link.id)}
                </SiteLink>
              ))}
            </nav>
            <div className="hidden items-center gap-2 md:flex">
              <SiteLink to="/login" className={buttonClasses('ghost')}>
                {t('nav.login')}
              </SiteLink>
              <SiteLink to="/register" className={buttonClasses('primary')}>
                {t('nav.signup')}
              </SiteLink>
            </div>
            <MobileNav />
          </>
        )}
        {user && (
          <div className="flex min-w-0 items-center gap-2">
            <Suspense fallback={null}>
              <WorkspaceSwitcher />
            </Suspense>
            <Suspense fallback={<span className="h-10 w-10 rounded-full bg-gray-100" />}>
              <UserMenu user={user} />
            </Suspense>
          </div>
        )}
      </div>
    </header>
  );
}
