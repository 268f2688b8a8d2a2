import { useMemo } from 'react';
import { Link } from 'wouter';
import { withWorkspace } from '../../lib/workspace.js';
import { Download, QrCode, ScanLine, Sparkles } from 'lucide-react';
import type { UserAnalytics } from '../../../contracts/analytics.js';
import { useUserAnalytics } from './analytics-queries.js';
import { AnalyticsError } from './components/analytics-error.js';
import { CategoryBarChart } from './components/category-bar-chart.js';
import { DataTable } from './components/data-table.js';
import { EmptyState } from './components/empty-state.js';
import { Panel } from './components/panel.js';
import { AnalyticsSkeleton } from './components/skeleton.js';
import { StatCard, formatCount } from './components/stat-card.js';
import { TimeSeriesChart } from './components/time-series-chart.js';
import { bucketLabel, titleCase } from './labels.js';
import { browserTimeZone } from './time-zone.js';

/**
 * The whole-account analytics view (spec 000 §3 "Analytics", §8, §9): totals, the last 30
 * days of generations and downloads, the type mix, the top 3 static and top 3 dynamic codes.
 * Loads GET /api/user-analytics in the browser's time zone each time the view opens and when the
 * tab comes back into focus; it does not poll (these are daily figures, not live ones: the live
 * counters are in each code's analytics).
 */
export function AnalyticsOverview() {
  const tz = useMemo(browserTimeZone, []);
  const query = useUserAnalytics(tz);

  return (
    <section aria-labelledby="analytics-overview-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="analytics-overview-title" className="text-2xl font-bold text-gray-900">
          Analytics
        </h2>
        <Link
          href={withWorkspace('/analytics')}
          className="text-sm font-medium text-primary underline"
        >
          Scans of all codes, by folder or tag
        </Link>
      </div>
      {query.data ? (
        <OverviewBody data={query.data} />
      ) : query.isError ? (
        <AnalyticsError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <AnalyticsSkeleton cards={6} panels={2} />
      )}
    </section>
  );
}

function OverviewBody({ data }: { data: UserAnalytics }) {
  const { overview } = data;
  const nothingYet =
    overview.totalQrCodes === 0 && overview.totalGenerations === 0 && overview.totalDownloads === 0;
  const typeRows = Object.entries(data.qrTypeDistribution)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([type, count]) => ({ label: titleCase(type), count }));
  const activityRows = data.recentActivity.map((day) => ({
    label: bucketLabel(day.date),
    generations: day.generations,
    downloads: day.downloads,
  }));
  const activityTotal = data.recentActivity.reduce(
    (sum, day) => sum + day.generations + day.downloads,
    0,
  );

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <StatCard
          label="Total QR Codes"
          value={overview.totalQrCodes}
          icon={<QrCode className="h-4 w-4" />}
        />
        <StatCard
          label="Total Scans"
          value={overview.totalScans}
          hint="Human scans of your dynamic codes"
          icon={<ScanLine className="h-4 w-4" />}
        />
        <StatCard
          label="Downloads"
          value={overview.totalDownloads}
          icon={<Download className="h-4 w-4" />}
        />
        <StatCard
          label="Generations"
          value={overview.totalGenerations}
          icon={<Sparkles className="h-4 w-4" />}
        />
        <StatCard label="Static Codes" value={overview.staticQrCodes} />
        <StatCard label="Dynamic Codes" value={overview.dynamicQrCodes} />
      </div>

      {nothingYet ? (
        <EmptyState title="No analytics yet">
          Create your first QR code and download it: generations, downloads and scans will show up
          here.
        </EmptyState>
      ) : (
        <>
          <Panel title="Activity (last 30 days)">
            {activityTotal === 0 ? (
              <EmptyState title="No activity in the last 30 days">
                Generate or download a code to see it here.
              </EmptyState>
            ) : (
              <TimeSeriesChart
                rows={activityRows}
                series={[
                  { key: 'generations', label: 'Generations' },
                  { key: 'downloads', label: 'Downloads' },
                ]}
                caption="Generations and downloads per day, last 30 days"
                timeHeader="Day"
              />
            )}
          </Panel>

          <div className="grid gap-4 lg:grid-cols-2">
            <Panel title="Top Static Codes">
              {data.topPerformingQrCodes.length === 0 ? (
                <p className="text-sm text-gray-600">
                  Save a code to see its downloads and generations here.
                </p>
              ) : (
                <DataTable
                  caption="Top static codes by downloads and generations"
                  rows={data.topPerformingQrCodes}
                  rowKey={(row) => String(row.id)}
                  columns={[
                    { header: 'Name', cell: (row) => row.name || 'Untitled' },
                    { header: 'Type', cell: (row) => titleCase(row.type) },
                    { header: 'Downloads', cell: (row) => row.downloads },
                    { header: 'Generations', cell: (row) => row.generations },
                  ]}
                />
              )}
            </Panel>
            <Panel title="Top Dynamic Codes">
              {data.dynamicQrPerformance.length === 0 ? (
                <p className="text-sm text-gray-600">
                  Create a dynamic code to track its scans here.
                </p>
              ) : (
                <DataTable
                  caption="Top dynamic codes by scans"
                  rows={data.dynamicQrPerformance}
                  rowKey={(row) => String(row.id)}
                  columns={[
                    { header: 'Name', cell: (row) => row.name || 'Untitled' },
                    { header: 'Scans', cell: (row) => row.scans },
                  ]}
                />
              )}
            </Panel>
          </div>

          {typeRows.length > 0 && (
            <Panel title="QR Code Types">
              <CategoryBarChart
                data={typeRows}
                caption={`Codes by type (${formatCount(overview.totalQrCodes)} in all)`}
                categoryHeader="Type"
                valueHeader="Codes"
              />
            </Panel>
          )}
        </>
      )}
    </div>
  );
}
