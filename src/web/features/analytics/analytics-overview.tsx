import { useMemo } from 'react';
import { Link } from 'wouter';
import { useAppT } from '../../lib/i18n/i18n.js';
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
  const { t } = useAppT('analytics');

  return (
    <section aria-labelledby="analytics-overview-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="analytics-overview-title" className="text-2xl font-bold text-gray-900">
          {t('title')}
        </h2>
        <Link
          href={withWorkspace('/analytics')}
          className="text-sm font-medium text-primary underline"
        >
          {t('overview.link')}
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
  const words = useAppT('analytics');
  const { t, locale } = words;
  const { overview } = data;
  const nothingYet =
    overview.totalQrCodes === 0 && overview.totalGenerations === 0 && overview.totalDownloads === 0;
  const typeRows = Object.entries(data.qrTypeDistribution)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([type, count]) => ({ label: titleCase(type, words), count }));
  const activityRows = data.recentActivity.map((day) => ({
    label: bucketLabel(day.date, locale),
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
          label={t('overview.totalCodes')}
          value={overview.totalQrCodes}
          icon={<QrCode className="h-4 w-4" />}
        />
        <StatCard
          label={t('overview.totalScans')}
          value={overview.totalScans}
          hint={t('overview.totalScansHint')}
          icon={<ScanLine className="h-4 w-4" />}
        />
        <StatCard
          label={t('overview.downloads')}
          value={overview.totalDownloads}
          icon={<Download className="h-4 w-4" />}
        />
        <StatCard
          label={t('overview.generations')}
          value={overview.totalGenerations}
          icon={<Sparkles className="h-4 w-4" />}
        />
        <StatCard label={t('overview.static')} value={overview.staticQrCodes} />
        <StatCard label={t('overview.dynamic')} value={overview.dynamicQrCodes} />
      </div>

      {nothingYet ? (
        <EmptyState title={t('overview.empty.title')}>{t('overview.empty.text')}</EmptyState>
      ) : (
        <>
          <Panel title={t('overview.activity')}>
            {activityTotal === 0 ? (
              <EmptyState title={t('overview.noActivity.title')}>
                {t('overview.noActivity.text')}
              </EmptyState>
            ) : (
              <TimeSeriesChart
                rows={activityRows}
                series={[
                  { key: 'generations', label: t('overview.generations') },
                  { key: 'downloads', label: t('overview.downloads') },
                ]}
                caption={t('overview.activityCaption')}
                timeHeader={t('header.day')}
                locale={locale}
              />
            )}
          </Panel>

          <div className="grid gap-4 lg:grid-cols-2">
            <Panel title={t('overview.topStatic')}>
              {data.topPerformingQrCodes.length === 0 ? (
                <p className="text-sm text-gray-600">{t('overview.topStaticEmpty')}</p>
              ) : (
                <DataTable
                  caption={t('overview.topStaticCaption')}
                  locale={locale}
                  rows={data.topPerformingQrCodes}
                  rowKey={(row) => String(row.id)}
                  columns={[
                    { header: t('header.name'), cell: (row) => row.name || t('untitled') },
                    { header: t('header.type'), cell: (row) => titleCase(row.type, words) },
                    { header: t('overview.downloads'), cell: (row) => row.downloads },
                    { header: t('overview.generations'), cell: (row) => row.generations },
                  ]}
                />
              )}
            </Panel>
            <Panel title={t('overview.topDynamic')}>
              {data.dynamicQrPerformance.length === 0 ? (
                <p className="text-sm text-gray-600">{t('overview.topDynamicEmpty')}</p>
              ) : (
                <DataTable
                  caption={t('overview.topDynamicCaption')}
                  locale={locale}
                  rows={data.dynamicQrPerformance}
                  rowKey={(row) => String(row.id)}
                  columns={[
                    { header: t('header.name'), cell: (row) => row.name || t('untitled') },
                    { header: t('scans'), cell: (row) => row.scans },
                  ]}
                />
              )}
            </Panel>
          </div>

          {typeRows.length > 0 && (
            <Panel title={t('overview.types')}>
              <CategoryBarChart
                data={typeRows}
                caption={t('overview.typesCaption', {
                  count: formatCount(overview.totalQrCodes, locale),
                })}
                categoryHeader={t('header.type')}
                valueHeader={t('header.codes')}
                locale={locale}
              />
            </Panel>
          )}
        </>
      )}
    </div>
  );
}
