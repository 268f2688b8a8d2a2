import { FileDown, FileText } from 'lucide-react';
import type { AnalyticsFilter, CodeAnalyticsQuery } from '../../../../contracts/analytics.js';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { withWorkspace } from '../../../lib/workspace.js';
import { codeAnalyticsUrl } from '../date-range.js';

/** `url` with the filters' parameters (country=DE&...) appended. */
function withFilters(url: string, filters: AnalyticsFilter[]): string {
  const params = new URLSearchParams();
  for (const f of filters) for (const value of f.values) params.append(f.dimension, value);
  const extra = params.toString();
  return extra ? `${url}&${extra}` : url;
}

/**
 * "Export CSV" and "Export PDF" links for the range on screen (same from, to and tz) and the
 * page's filters, if any.
 */
export function ExportLinks({
  codeId,
  query,
  filters = [],
}: {
  codeId: number;
  query: Required<CodeAnalyticsQuery>;
  filters?: AnalyticsFilter[];
}) {
  const { t } = useAppT('analytics');
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={withWorkspace(withFilters(codeAnalyticsUrl(codeId, 'analytics.csv', query), filters))}
        download
        className={buttonClasses('outline', 'min-h-9 px-3 py-1.5')}
      >
        <FileDown className="h-4 w-4" aria-hidden="true" />
        {t('export.csv')}
      </a>
      <a
        href={withWorkspace(withFilters(codeAnalyticsUrl(codeId, 'analytics.pdf', query), filters))}
        download
        className={buttonClasses('outline', 'min-h-9 px-3 py-1.5')}
      >
        <FileText className="h-4 w-4" aria-hidden="true" />
        {t('export.pdf')}
      </a>
    </div>
  );
}
