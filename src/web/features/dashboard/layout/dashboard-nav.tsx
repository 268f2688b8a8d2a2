import clsx from 'clsx';
import { ChartColumn, CirclePause, ListChecks, Palette, Plus, QrCode } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  ACTIVE_HREF,
  ANALYTICS_HREF,
  BRAND_KITS_HREF,
  CREATE_HREF,
  PAUSED_HREF,
  type DashboardView,
} from './dashboard-views.js';
import { useDashboardT } from './dashboard-words.js';

function NavItem({
  href,
  current,
  icon,
  children,
  onNavigate,
}: {
  href: string;
  current: boolean;
  icon: ReactNode;
  children: ReactNode;
  onNavigate?(): void;
}) {
  return (
    <li>
      <Link
        href={href}
        onClick={onNavigate}
        aria-current={current ? 'page' : undefined}
        className={clsx(
          'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
          current ? 'bg-primary/10 text-primary' : 'text-gray-700 hover:bg-gray-100',
        )}
      >
        {icon}
        {children}
      </Link>
    </li>
  );
}

/**
 * The dashboard navigation (spec 000 §2): My QR Codes with Create QR Code, Active Codes and
 * Paused Codes; then Analytics and Brand kits. Used by the desktop sidebar and the mobile menu.
 */
export function DashboardNav({
  view,
  onNavigate,
}: {
  view: DashboardView;
  /** Called after an item is chosen (the mobile menu closes). */
  onNavigate?(): void;
}) {
  const icon = 'h-4 w-4 shrink-0';
  const { t } = useDashboardT();
  return (
    <nav aria-label={t('nav.label')} className="grid gap-4">
      <div className="grid gap-1">
        <p className="flex items-center gap-2 px-3 text-xs font-semibold tracking-wide text-gray-500 uppercase">
          <QrCode className={icon} aria-hidden="true" />
          {t('page.title')}
        </p>
        <ul className="grid gap-1">
          <NavItem
            href={CREATE_HREF}
            current={view === 'create'}
            onNavigate={onNavigate}
            icon={<Plus className={icon} aria-hidden="true" />}
          >
            {t('nav.create')}
          </NavItem>
          <NavItem
            href={ACTIVE_HREF}
            current={view === 'active'}
            onNavigate={onNavigate}
            icon={<ListChecks className={icon} aria-hidden="true" />}
          >
            {t('nav.active')}
          </NavItem>
          <NavItem
            href={PAUSED_HREF}
            current={view === 'paused'}
            onNavigate={onNavigate}
            icon={<CirclePause className={icon} aria-hidden="true" />}
          >
            {t('nav.paused')}
          </NavItem>
        </ul>
      </div>
      <ul className="grid gap-1">
        <NavItem
          href={ANALYTICS_HREF}
          current={view === 'analytics'}
          onNavigate={onNavigate}
          icon={<ChartColumn className={icon} aria-hidden="true" />}
        >
          {t('nav.analytics')}
        </NavItem>
        <NavItem
          href={BRAND_KITS_HREF}
          current={view === 'brand-kits'}
          onNavigate={onNavigate}
          icon={<Palette className={icon} aria-hidden="true" />}
        >
          {t('nav.brandKits')}
        </NavItem>
      </ul>
    </nav>
  );
}
