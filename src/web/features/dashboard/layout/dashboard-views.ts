// The dashboard's views live in the query string, so Back, reloads and links work:
// / (active, the default), /?create=true (spec 000 §2), /?view=paused, /?view=analytics,
// /?view=brand-kits.

export type DashboardView = 'create' | 'active' | 'paused' | 'analytics' | 'brand-kits';

export const ACTIVE_HREF = '/';
export const CREATE_HREF = '/?create=true';
export const PAUSED_HREF = '/?view=paused';
export const ANALYTICS_HREF = '/?view=analytics';
export const BRAND_KITS_HREF = '/?view=brand-kits';

/**
 * The view a query string asks for. A preselected type (?qr=..., spec 000 §2) means the user
 * came to make that code, so it opens the create view too.
 */
export function viewFromSearch(search: string): DashboardView {
  const params = new URLSearchParams(search);
  if (params.get('create') === 'true' || params.has('qr')) return 'create';
  const view = params.get('view');
  if (view === 'paused' || view === 'analytics' || view === 'brand-kits') return view;
  return 'active';
}
