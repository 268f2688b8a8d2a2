// The dashboard's words that depend on data (issue 42): a code's type, what its hosted page
// shows, counts and dates, in the app's language (useAppT('dashboard')).
import type { Locale } from '../../../../contracts/i18n/locales.js';
import { isQrType } from '../../../../qr/payload/qr-types.js';
import { HOSTED_PAGE_NAMES, servedContentSummary } from '../../../../contracts/served-content.js';
import { useAppT } from '../../../lib/i18n/i18n.js';

export type DashboardT = ReturnType<typeof useAppT<'dashboard'>>['t'];

/** The dashboard's translator, its locale and rich text. */
export function useDashboardT() {
  return useAppT('dashboard');
}

/** A stored type's short name ("Website"); "QR Code" for anything unknown (spec 000 §3). */
export function typeLabel(t: DashboardT, qrType: string | null | undefined): string {
  return isQrType(qrType) ? t(`type.${qrType}`) : t('type.unknown');
}

/**
 * What a hosted code's page shows, in words ("Contact page: Ada Lovelace"), or null for a code
 * that redirects. The subject is the owner's content and stays as written.
 */
export function servedSummary(
  t: DashboardT,
  qrType: string,
  content: Record<string, unknown> | null | undefined,
): string | null {
  const english = servedContentSummary(qrType, content);
  if (english === null) return null;
  const type = qrType as keyof typeof HOSTED_PAGE_NAMES;
  const page = t(`served.${type}`);
  const prefix = `${HOSTED_PAGE_NAMES[type]}: `;
  return english.startsWith(prefix)
    ? t('served.withSubject', { page, subject: english.slice(prefix.length) })
    : page;
}

/** A count as the language writes it (1,500 / 1.500 / 1 500). */
export function formatNumber(locale: Locale, count: number): string {
  return new Intl.NumberFormat(locale).format(count);
}

/** A date as the language writes it ("Mar 1, 2026", "1 mar 2026"); '' for an invalid one. */
export function formatDate(iso: string, locale?: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}
