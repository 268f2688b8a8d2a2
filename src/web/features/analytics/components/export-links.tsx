import { FileDown, FileText } from 'lucide-react';
import type { CodeAnalyticsQuery } from '../../../../contracts/analytics.js';
import { buttonClasses } from '../../../components/ui/button-styles.js';
import { withWorkspace } from '../../../lib/workspace.js';
import { codeAnalyticsUrl } from '../date-range.js';

/** "Export CSV" and "Export PDF" links for the range on screen (same from, to and tz). */
export function ExportLinks({
  codeId,
  query,
}: {
  codeId: number;
  query: Required<CodeAnalyticsQuery>;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={withWorkspace(codeAnalyticsUrl(codeId, 'analytics.csv', query))}
        download
        className={buttonClasses('outline', 'min-h-9 px-3 py-1.5')}
      >
        <FileDown className="h-4 w-4" aria-hidden="true" />
        Export CSV
      </a>
      <a
        href={withWorkspace(codeAnalyticsUrl(codeId, 'analytics.pdf', query))}
        download
        className={buttonClasses('outline', 'min-h-9 px-3 py-1.5')}
      >
        <FileText className="h-4 w-4" aria-hidden="true" />
        Export PDF
      </a>
    </div>
  );
}
