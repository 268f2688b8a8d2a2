import { useEffect, useId, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { useT } from '../lib/i18n/i18n.js';
import { SiteLink } from '../lib/i18n/site-link.js';
import { buttonClasses } from '../components/ui/button-styles.js';
import { MAIN_NAV_LINKS } from './nav-links.js';

const itemClass =
  'block rounded-md px-3 py-2 text-base font-medium text-gray-800 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

/**
 * Signed-out navigation below the md breakpoint (spec 001 §2): a hamburger toggles a dropdown
 * with the main links plus Log in and Sign up. It closes on choosing an item, on tapping the
 * backdrop and on Escape (which returns focus to the hamburger).
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { t } = useT('chrome');

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
      >
        {open ? (
          <X className="h-6 w-6" aria-hidden="true" />
        ) : (
          <Menu className="h-6 w-6" aria-hidden="true" />
        )}
      </button>
      {open && (
        <>
          <div
            data-testid="mobile-menu-backdrop"
            aria-hidden="true"
            className="fixed inset-0 top-16 z-30 bg-black/20"
            onClick={close}
          />
          <nav
            id={menuId}
            aria-label={t('nav.mobile')}
            className="absolute inset-x-0 top-16 z-40 border-b border-gray-200 bg-white px-4 py-3 shadow-lg"
          >
            <ul className="grid gap-1">
              {MAIN_NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <SiteLink to={link.href} className={itemClass} onClick={close}>
                    {t(link.id)}
                  </SiteLink>
                </li>
              ))}
            </ul>
            <div className="mt-3 grid gap-2 border-t border-gray-200 pt-3">
              <SiteLink to="/login" className={buttonClasses('outline', 'w-full')} onClick={close}>
                {t('nav.login')}
              </SiteLink>
              <SiteLink
                to="/register"
                className={buttonClasses('primary', 'w-full')}
                onClick={close}
              >
                {t('nav.signup')}
              </SiteLink>
            </div>
          </nav>
        </>
      )}
    </div>
  );
}
