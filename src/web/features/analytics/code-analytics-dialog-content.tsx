import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { withWorkspace } from '../../lib/workspace.js';
import { analyticsPagePath } from './page-url.js';
import type { Breakdown, CodeAnalytics } from '../../../contracts/analytics.js';
import { useCodeAnalytics, useLiveAnalytics } from './analytics-queries.js';
import { AnalyticsError } from './components/analytics-error.js';
import { BotSummary } from './components/bot-summary.js';
import { CategoryBarChart, type CategoryCount } from './components/category-bar-chart.js';
import { CityTable } from './components/city-table.js';
import { CountryTable } from './components/country-table.js';
import { DataTable } from './components/data-table.js';
import { EmptyState } from './components/empty-state.js';
import { ExportLinks } from './components/export-links.js';
import { LiveIndicator } from './components/live-indicator.js';
import { Panel } from './components/panel.js';
import { RangePicker } from './components/range-picker.js';
import { AnalyticsSkeleton } from './components/skeleton.js';
import { StatCard } from './components/stat-card.js';
import { TimeSeriesChart } from './components/time-series-chart.js';
import {
  codeAnalyticsUrl,
  liveUrl,
  localDate,
  presetSelection,
  rangeQuery,
  type RangeSelection,
} from './date-range.js';
import {
  WEEKDAYS,
  bucketLabel,
  hourLabel,
  rangeSummary,
  referrerLabel,
  titleCase,
} from './labels.js';
import { browserTimeZone } from './time-zone.js';
import { usePageVisible } from './use-page-visible.js';
import { useRefreshOnNewScan } from './use-refresh-on-new-scan.js';

const lastScanFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * The analytics of one dynamic code, for the dashboard's analytics dialog: range picker,
 * scans over time, countries, devices, OS, browsers, referrers, hour of day and day of week,
 * the filtered bot requests and CSV/PDF exports of the range on screen.
 *
 * Real time: while mounted and the tab is visible it polls the cheap live endpoint every
 * ANALYTICS_LIMITS.livePollMs; when the all-time count or the last scan changes, the summary is
 * reloaded (a "24 h" window is moved to end now), so a new scan shows within about 3 s.
 */
export function CodeAnalyticsDialogContent({
  codeId,
  codeName,
}: {
  codeId: number;
  codeName: string;
}) {
  const tz = useMemo(browserTimeZone, []);
  const [selection, setSelection] = useState<RangeSelection>(() =>
    presetSelection('30d', new Date(), tz),
  );
  const query = rangeQuery(selection, tz);
  const summaryUrl = codeAnalyticsUrl(codeId, 'analytics', query);
  const summary = useCodeAnalytics(summaryUrl);
  const live = useLiveAnalytics(liveUrl(codeId));
  const visible = usePageVisible();
  useRefreshOnNewScan(live.data, summary.data, () => {
    // Presets follow the clock: a new scan after midnight or after the 24 h anchor must land
    // inside the window. A custom range stays as chosen.
    const next =
      selection.kind === 'custom' ? selection : presetSelection(selection.kind, new Date(), tz);
    if (codeAnalyticsUrl(codeId, 'analytics', rangeQuery(next, tz)) === summaryUrl) {
      void summary.refetch();
    } else {
      setSelection(next);
    }
  });

  const data = summary.data;
  const title = codeName.trim() || 'Untitled';
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600">
          Scans of <span className="font-medium text-gray-900">{title}</span>
          {data && (
            <>
              {' · '}
              {data.code.lastScanAt
                ? `last scan ${lastScanFormat.format(new Date(data.code.lastScanAt))}`
                : 'not scanned yet'}
            </>
          )}
        </p>
        {data && <LiveIndicator live={visible && !live.isError} />}
      </div>
      <Link
        href={withWorkspace(`${analyticsPagePath({ kind: 'code', codeId })}`)}
        className="w-fit text-sm font-medium text-primary underline"
      >
        Open the analytics page (filters, comparison, a link to share)
      </Link>

      <RangePicker
        selection={selection}
        onChange={setSelection}
        today={localDate(new Date(), tz)}
        tz={tz}
      />

      {data && (
        <p className="-mt-1 text-xs text-gray-500" aria-live="polite">
          Showing {rangeSummary(data.range)}
        </p>
      )}

      {data ? (
        <div
          className={summary.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={summary.isPlaceholderData}
        >
          <CodeAnalyticsBody data={data} codeId={codeId} query={query} />
        </div>
      ) : summary.isError ? (
        <AnalyticsError onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : (
        <AnalyticsSkeleton cards={4} panels={2} />
      )}
    </div>
  );
}

function breakdownRows(breakdown: Breakdown, label: (key: string | null) => string) {
  const rows: CategoryCount[] = breakdown.rows.map((row) => ({
    label: label(row.key),
    count: row.scans,
  }));
  if (breakdown.otherScans > 0) rows.push({ label: 'Other', count: breakdown.otherScans });
  return rows;
}

function CodeAnalyticsBody({
  data,
  codeId,
  query,
}: {
  data: CodeAnalytics;
  codeId: number;
  query: ReturnType<typeof rangeQuery>;
}) {
  const hourly = data.range.granularity === 'hour';
  const exports = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <BotSummary bots={data.bots} />
      <ExportLinks codeId={codeId} query={query} />
    </div>
  );

  if (data.totals.scans === 0) {
    return (
      <div className="grid gap-4">
        <StatCard label="All-time scans" value={data.code.totalScans} />
        {data.code.totalScans === 0 ? (
          <EmptyState title="No scans yet.">
            Print your code or open its short link to record the first scan.
          </EmptyState>
        ) : (
          <EmptyState title="No scans in this period.">
            Choose a longer range to see earlier scans.
          </EmptyState>
        )}
        {exports}
      </div>
    );
  }

  const { breakdowns } = data;
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Scans" value={data.totals.scans} hint="In this period" />
        <StatCard
          label="Unique scanners"
          value={data.totals.uniqueScanners}
          hint="Different visitors per day"
        />
        <StatCard label="All-time scans" value={data.code.totalScans} />
        <StatCard label="Filtered requests" value={data.bots.total} hint="Bots and previews" />
      </div>

      <Panel title={hourly ? 'Scans per hour' : 'Scans per day'}>
        <TimeSeriesChart
          rows={data.series.map((b) => ({
            label: bucketLabel(b.label),
            scans: b.scans,
            uniqueScanners: b.uniqueScanners,
          }))}
          series={[
            { key: 'scans', label: 'Scans' },
            { key: 'uniqueScanners', label: 'Unique scanners' },
          ]}
          caption={`Scans and unique scanners per ${hourly ? 'hour' : 'day'} (${data.range.timeZone})`}
          timeHeader={hourly ? 'Hour' : 'Day'}
        />
      </Panel>

      {data.split.variants.length > 0 || data.split.earlierScans > 0 ? (
        <SplitPanel split={data.split} />
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Countries">
          <CountryTable breakdown={breakdowns.country} total={data.totals.scans} />
        </Panel>
        <Panel title="Cities">
          <CityTable cities={data.cities} total={data.totals.scans} />
        </Panel>
        <Panel title="Devices">
          <CategoryBarChart
            data={breakdownRows(breakdowns.deviceType, titleCase)}
            caption="Scans by device type"
            categoryHeader="Device"
          />
        </Panel>
        <Panel title="Operating systems">
          <CategoryBarChart
            data={breakdownRows(breakdowns.os, (k) => k ?? 'Unknown')}
            caption="Scans by operating system"
            categoryHeader="Operating system"
          />
        </Panel>
        <Panel title="Browsers">
          <CategoryBarChart
            data={breakdownRows(breakdowns.browser, (k) => k ?? 'Unknown')}
            caption="Scans by browser"
            categoryHeader="Browser"
          />
        </Panel>
        <Panel title="Referrers">
          <CategoryBarChart
            data={breakdownRows(breakdowns.referrerHost, referrerLabel)}
            caption="Scans by referrer"
            categoryHeader="Referrer"
          />
        </Panel>
        <Panel title="Day of week">
          <CategoryBarChart
            orientation="vertical"
            data={breakdowns.dayOfWeek.map((count, i) => ({
              label: WEEKDAYS[i]?.slice(0, 3) ?? '',
              count,
            }))}
            caption="Scans by day of the week"
            categoryHeader="Day"
          />
        </Panel>
      </div>

      <Panel title="Hour of day">
        <CategoryBarChart
          orientation="vertical"
          data={breakdowns.hourOfDay.map((count, hour) => ({ label: hourLabel(hour), count }))}
          caption={`Scans by hour of the day (${data.range.timeZone})`}
          categoryHeader="Hour"
        />
      </Panel>

      {exports}
    </div>
  );
}

interface SplitRow {
  name: string;
  destination: string;
  weight: string;
  scans: number;
  share: string;
}

/**
 * Scans per destination of the weighted split in the range (A, B, ... in the split's order),
 * with each one's share of the split's scans; scans of destinations since removed from the
 * split are one row of their own.
 */
function SplitPanel({ split }: { split: CodeAnalytics['split'] }) {
  const total = split.variants.reduce((sum, v) => sum + v.scans, 0) + split.earlierScans;
  const share = (scans: number) =>
    total === 0 ? '–' : `${Math.round((scans / total) * 1000) / 10}%`;
  const rows: SplitRow[] = split.variants.map((v, i) => ({
    name: String.fromCharCode(65 + i),
    destination: v.destination,
    weight: `${v.weight}%`,
    scans: v.scans,
    share: share(v.scans),
  }));
  if (split.earlierScans > 0) {
    rows.push({
      name: 'Earlier',
      destination: 'Destinations no longer in the split',
      weight: '–',
      scans: split.earlierScans,
      share: share(split.earlierScans),
    });
  }
  return (
    <Panel title="Split (A/B test)">
      {/* Long addresses wrap inside their cell: the table never scrolls sideways at 390 px. */}
      <div className="[&_td:nth-child(2)]:break-all">
        <DataTable
          caption="Scans per split destination in this period"
          rows={rows}
          rowKey={(row) => row.name}
          columns={[
            { header: 'Variant', cell: (row) => row.name },
            { header: 'Destination', cell: (row) => row.destination },
            { header: 'Weight', cell: (row) => row.weight },
            { header: 'Scans', cell: (row) => row.scans },
            { header: 'Share of scans', cell: (row) => row.share },
          ]}
        />
      </div>
    </Panel>
  );
}
