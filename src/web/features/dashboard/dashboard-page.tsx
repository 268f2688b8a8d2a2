import { useSearch } from 'wouter';
import { BrandKitsPage } from '../designs/index.js';
import { TrialBanners } from '../trial/banners/index.js';
import { useCanEdit } from '../workspaces/index.js';
import { useTrialStatus } from '../trial/index.js';
import { DashboardNav } from './layout/dashboard-nav.js';
import { CREATE_HREF, viewFromSearch, type DashboardView } from './layout/dashboard-views.js';
import { MobileHeader } from './layout/mobile-header.js';
import { useDashboardT } from './layout/dashboard-words.js';
import { ActiveView } from './views/active-view.js';
import { AnalyticsView } from './views/analytics-view.js';
import { CreateView } from './views/create-view.js';
import { PausedView } from './views/paused-view.js';

function CurrentView({ view }: { view: DashboardView }) {
  switch (view) {
    case 'create':
      return <CreateView />;
    case 'paused':
      return <PausedView />;
    case 'analytics':
      return <AnalyticsView />;
    case 'brand-kits':
      return <BrandKitsView />;
    default:
      return <ActiveView />;
  }
}

function BrandKitsView() {
  return <BrandKitsPage canEdit={useCanEdit()} createHref={CREATE_HREF} />;
}

/**
 * / when signed in: "My QR Codes" (spec 000 §2). A sidebar on desktop and a menu sheet on
 * phones switch between the create view (?create=true, the generator card), active codes (the
 * default), paused codes and analytics; the trial banners sit above every view.
 */
export function DashboardPage() {
  const view = viewFromSearch(useSearch());
  const { status } = useTrialStatus();
  const { t } = useDashboardT();
  return (
    <div className="mx-auto flex w-full max-w-7xl">
      <aside className="hidden w-60 shrink-0 border-r border-gray-200 px-3 py-8 md:block">
        <div className="sticky top-20">
          <DashboardNav view={view} />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <MobileHeader view={view} />
        <div className="grid gap-6 px-4 py-6 sm:px-6 sm:py-8">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('page.title')}</h1>
          <TrialBanners status={status} />
          <CurrentView view={view} />
        </div>
      </div>
    </div>
  );
}
