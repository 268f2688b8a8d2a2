import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { Locale } from '../../../contracts/i18n/locales.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { withWorkspace } from '../../lib/workspace.js';
import { formatPercent, type AnalyticsWords } from './analytics-words.js';
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
  bucketLabel,
  deviceLabel,
  hourLabel,
  rangeSummary,
  referrerLabel,
  weekdayShort,
} from './labels.js';
import { browserTimeZone } from './time-zone.js';
import { usePageVisible } from './use-page-visible.js';
import { useRefreshOnNewScan } from './use-refresh-on-new-scan.js';

/** When the code was last scanned, in the screen's language and the browser's time zone. */
function lastScanLabel(at: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(at),
  );
}

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
  const { t, rich, locale } = useAppT('analytics');
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
  const title = codeName.trim() || t('untitled');
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600">
          {rich('dialog.scansOf', {
            name: title,
            b: (chunks) => <span className="font-medium text-gray-900">{chunks}</span>,
          })}
          {data && (
            <>
              {' · '}
              {data.code.lastScanAt
                ? t('dialog.lastScan', { when: lastScanLabel(data.code.lastScanAt, locale) })
                : t('dialog.notScanned')}
            </>
          )}
        </p>
        {data && <LiveIndicator live={visible && !live.isError} />}
      </div>
      <Link
        href={withWorkspace(`${analyticsPagePath({ kind: 'code', codeId })}`)}
        className="w-fit text-sm font-medium text-primary underline"
      >
        {t('dialog.openPage')}
      </Link>

      <RangePicker
        selection={selection}
        onChange={setSelection}
        today={localDate(new Date(), tz)}
        tz={tz}
      />

      {data && (
        <p className="-mt-1 text-xs text-gray-500" aria-live="polite">
          {t('showing', { range: rangeSummary(data.range, locale) })}
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

function breakdownRows(
  breakdown: Breakdown,
  label: (key: string | null) => string,
  words: AnalyticsWords,
) {
  const rows: CategoryCount[] = breakdown.rows.map((row) => ({
    label: label(row.key),
    count: row.scans,
  }));
  if (breakdown.otherScans > 0) {
    rows.push({ label: words.t('other'), count: breakdown.otherScans });
  }
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
  const words = useAppT('analytics');
  const { t, locale } = words;
  const unknown = (k: string | null) => k ?? t('unknown');
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
        <StatCard label={t('stat.allTime')} value={data.code.totalScans} />
        {data.code.totalScans === 0 ? (
          <EmptyState title={t('empty.noScans.title')}>{t('empty.firstScan')}</EmptyState>
        ) : (
          <EmptyState title={t('empty.noScansInPeriod.title')}>{t('empty.longerRange')}</EmptyState>
        )}
        {exports}
      </div>
    );
  }

  const { breakdowns } = data;
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('scans')} value={data.totals.scans} hint={t('stat.inPeriod')} />
        <StatCard
          label={t('uniqueScanners')}
          value={data.totals.uniqueScanners}
          hint={t('stat.uniqueHint')}
        />
        <StatCard label={t('stat.allTime')} value={data.code.totalScans} />
        <StatCard
          label={t('stat.filtered')}
          value={data.bots.total}
          hint={t('stat.filteredHint')}
        />
      </div>

      <Panel title={hourly ? t('chart.perHour') : t('chart.perDay')}>
        <TimeSeriesChart
          rows={data.series.map((b) => ({
            label: bucketLabel(b.label, locale),
            scans: b.scans,
            uniqueScanners: b.uniqueScanners,
          }))}
          series={[
            { key: 'scans', label: t('scans') },
            { key: 'uniqueScanners', label: t('uniqueScanners') },
          ]}
          caption={t(hourly ? 'chart.perHourCaption' : 'chart.perDayCaption', {
            timeZone: data.range.timeZone,
          })}
          timeHeader={hourly ? t('header.hour') : t('header.day')}
          locale={locale}
        />
      </Panel>

      {data.split.variants.length > 0 || data.split.earlierScans > 0 ? (
        <SplitPanel split={data.split} />
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t('panel.countries')}>
          <CountryTable breakdown={breakdowns.country} total={data.totals.scans} />
        </Panel>
        <Panel title={t('panel.cities')}>
          <CityTable cities={data.cities} total={data.totals.scans} />
        </Panel>
        <Panel title={t('panel.devices')}>
          <CategoryBarChart
            data={breakdownRows(breakdowns.deviceType, (k) => deviceLabel(k, words), words)}
            caption={t('caption.deviceType')}
            categoryHeader={t('dimension.device')}
            valueHeader={t('scans')}
            locale={locale}
          />
        </Panel>
        <Panel title={t('panel.os')}>
          <CategoryBarChart
            data={breakdownRows(breakdowns.os, unknown, words)}
            caption={t('caption.os')}
            categoryHeader={t('dimension.os')}
            valueHeader={t('scans')}
            locale={locale}
          />
        </Panel>
        <Panel title={t('panel.browsers')}>
          <CategoryBarChart
            data={breakdownRows(breakdowns.browser, unknown, words)}
            caption={t('caption.browser')}
            categoryHeader={t('dimension.browser')}
            valueHeader={t('scans')}
            locale={locale}
          />
        </Panel>
        <Panel title={t('panel.referrers')}>
          <CategoryBarChart
            data={breakdownRows(breakdowns.referrerHost, (k) => referrerLabel(k, words), words)}
            caption={t('caption.referrer')}
            categoryHeader={t('dimension.referrer')}
            valueHeader={t('scans')}
            locale={locale}
          />
        </Panel>
        <Panel title={t('panel.dayOfWeek')}>
          <CategoryBarChart
            orientation="vertical"
            data={breakdowns.dayOfWeek.map((count, i) => ({
              label: weekdayShort(i, locale),
              count,
            }))}
            caption={t('caption.dayOfWeek')}
            categoryHeader={t('header.day')}
            valueHeader={t('scans')}
            locale={locale}
          />
        </Panel>
      </div>

      <Panel title={t('panel.hourOfDay')}>
        <CategoryBarChart
          orientation="vertical"
          data={breakdowns.hourOfDay.map((count, hour) => ({ label: hourLabel(hour), count }))}
          caption={t('caption.hourOfDay', { timeZone: data.range.timeZone })}
          categoryHeader={t('header.hour')}
          valueHeader={t('scans')}
          locale={locale}
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
  const { t, locale } = useAppT('analytics');
  const total = split.variants.reduce((sum, v) => sum + v.scans, 0) + split.earlierScans;
  const share = (scans: number) =>
    total === 0 ? '–' : formatPercent(Math.round((scans / total) * 1000) / 10, locale);
  const rows: SplitRow[] = split.variants.map((v, i) => ({
    name: String.fromCharCode(65 + i),
    destination: v.destination,
    weight: formatPercent(v.weight, locale),
    scans: v.scans,
    share: share(v.scans),
  }));
  if (split.earlierScans > 0) {
    rows.push({
      name: t('split.earlier'),
      destination: t('split.noLonger'),
      weight: '–',
      scans: split.earlierScans,
      share: share(split.earlierScans),
    });
  }
  return (
    <Panel title={t('panel.split')}>
      {/* Long addresses wrap inside their cell: the table never scrolls sideways at 390 px. */}
      <div className="[&_td:nth-child(2)]:break-all">
        <DataTable
          caption={t('caption.splitDestination')}
          locale={locale}
          rows={rows}
          rowKey={(row) => row.name}
          columns={[
            { header: t('header.variant'), cell: (row) => row.name },
            { header: t('header.destination'), cell: (row) => row.destination },
            { header: t('header.weight'), cell: (row) => row.weight },
            { header: t('scans'), cell: (row) => row.scans },
            { header: t('header.shareOfScans'), cell: (row) => row.share },
          ]}
        />
      </div>
    </Panel>
  );
}
