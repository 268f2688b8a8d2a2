import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import {
  cityFilterValue,
  cityLabel,
  type AnalyticsFilterDimension,
  type Breakdown,
  type CodeAnalytics,
  type ScopeAnalytics,
} from '../../../contracts/analytics.js';
import { ApiError } from '../../lib/api.js';
import { withWorkspace } from '../../lib/workspace.js';
import {
  useCodeAnalytics,
  useLiveAnalytics,
  useScopeAnalytics,
  useScopeChoices,
} from './analytics-queries.js';
import { AnalyticsError } from './components/analytics-error.js';
import { BotSummary } from './components/bot-summary.js';
import { CityAttribution, CityTable } from './components/city-table.js';
import { CategoryBarChart } from './components/category-bar-chart.js';
import { EmptyState } from './components/empty-state.js';
import { ExportLinks } from './components/export-links.js';
import { FilterChips } from './components/filter-chips.js';
import { FilterableBreakdown, type FilterableRow } from './components/filterable-breakdown.js';
import { LiveIndicator } from './components/live-indicator.js';
import { Panel } from './components/panel.js';
import { RangePicker } from './components/range-picker.js';
import { AnalyticsSkeleton } from './components/skeleton.js';
import { StatCard, formatCount } from './components/stat-card.js';
import { TimeSeriesChart } from './components/time-series-chart.js';
import { flagEmoji } from './country.js';
import { liveUrl, localDate, rangeQuery } from './date-range.js';
import {
  DIMENSION_LABELS,
  WEEKDAYS,
  bucketLabel,
  changeLabel,
  filterValueLabel,
  hourLabel,
  rangeSummary,
  variantName,
} from './labels.js';
import {
  analyticsApiUrl,
  analyticsPagePath,
  pageRange,
  pageSearch,
  parsePageSearch,
  rangeSelection,
  withFilter,
  type AnalyticsTarget,
  type PageState,
} from './page-url.js';
import { browserTimeZone } from './time-zone.js';
import { usePageVisible } from './use-page-visible.js';
import { useRefreshOnNewScan } from './use-refresh-on-new-scan.js';

type Answer = CodeAnalytics | ScopeAnalytics;
type Split = CodeAnalytics['split'] | undefined;

/**
 * Analytics as a page (issue 40 item 8): one code's (/analytics/codes/{id}) or the workspace's
 * (/analytics, optionally one folder or tag). The URL holds the range, the comparison and the
 * filters (page-url.ts): every change is a new history entry, so back and forward walk them
 * and a copied link opens the same view. A click on a row of any breakdown filters every
 * number on the page by it; the filters show as removable chips. A code's page follows new
 * scans live, as the dialog did.
 */
export function AnalyticsPage({ target }: { target: AnalyticsTarget }) {
  const tz = useMemo(browserTimeZone, []);
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(() => parsePageSearch(search), [search]);
  // The moment presets are resolved at: moved forward when a new scan arrives.
  const [anchor, setAnchor] = useState(() => Date.now());
  const selection = useMemo(
    () => rangeSelection(state.range, new Date(anchor), tz),
    [state.range, anchor, tz],
  );
  const url = analyticsApiUrl(target, state, selection, tz);
  const codeQuery = useCodeAnalytics(url, target.kind === 'code');
  const scopeQuery = useScopeAnalytics(url, target.kind === 'workspace');
  const summary = target.kind === 'code' ? codeQuery : scopeQuery;
  // Both hooks key their cache by the URL: only the enabled one's data is the page's.
  const codeData = target.kind === 'code' ? codeQuery.data : undefined;
  const codeId = target.kind === 'code' ? target.codeId : 0;
  const live = useLiveAnalytics(liveUrl(codeId), target.kind === 'code');
  const visible = usePageVisible();
  useRefreshOnNewScan(live.data, codeData, () => {
    const now = Date.now();
    const next = analyticsApiUrl(target, state, rangeSelection(state.range, new Date(now), tz), tz);
    if (next === url) void summary.refetch();
    else setAnchor(now);
  });

  const go = (next: PageState) =>
    navigate(`${analyticsPagePath(target)}${pageSearch(next, search)}`);
  const filterBy = (dimension: AnalyticsFilterDimension) => (value: string) =>
    go(withFilter(state, dimension, value));

  const data: Answer | undefined = summary.data;
  const split: Split = codeData?.split;
  const notFound = summary.error instanceof ApiError && summary.error.status === 404;
  const title =
    target.kind === 'code'
      ? `Analytics: ${codeData ? codeData.code.name.trim() || 'Untitled' : '…'}`
      : 'Analytics';

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-4 px-4 py-6 sm:px-6">
      <nav aria-label="Analytics" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <Link
          href={withWorkspace('/')}
          className="inline-flex items-center gap-1 text-primary hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          My QR Codes
        </Link>
        {target.kind === 'code' && (
          <Link
            href={`/analytics${pageSearch({ ...state, filters: [], folderId: null, tag: null }, search)}`}
            className="text-primary hover:underline"
          >
            All codes’ analytics
          </Link>
        )}
      </nav>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 text-2xl font-bold break-words text-gray-900">{title}</h1>
        {codeData && <LiveIndicator live={visible && !live.isError} />}
      </div>

      {target.kind === 'workspace' && (
        <ScopePicker state={state} onChange={(next) => go({ ...state, ...next })} />
      )}

      <RangePicker
        key={state.range.kind === 'custom' ? `${state.range.from}/${state.range.to}` : 'preset'}
        selection={selection}
        onChange={(next) => {
          setAnchor(Date.now());
          go({ ...state, range: pageRange(next) });
        }}
        today={localDate(new Date(), tz)}
        tz={tz}
      />

      <label className="flex w-fit items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          checked={state.compare}
          onChange={(event) => go({ ...state, compare: event.target.checked })}
          className="h-4 w-4 accent-primary"
        />
        Compare with the previous period
      </label>

      <FilterChips
        filters={state.filters}
        label={(dimension, value) =>
          `${DIMENSION_LABELS[dimension]}: ${filterValueLabel(dimension, value, split)}`
        }
        onRemove={(dimension, value) => go(withFilter(state, dimension, value, true))}
        onClear={() => go({ ...state, filters: [] })}
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
          <PageBody
            data={data}
            state={state}
            search={search}
            filterBy={filterBy}
            onClearFilters={() => go({ ...state, filters: [] })}
            exports={
              target.kind === 'code' ? (
                <ExportLinks
                  codeId={target.codeId}
                  query={rangeQuery(selection, tz)}
                  filters={state.filters}
                />
              ) : null
            }
          />
        </div>
      ) : notFound ? (
        <EmptyState title="This code is not in this workspace.">
          It may have been deleted, or it belongs to another workspace.{' '}
          <Link href={withWorkspace('/')} className="text-primary underline">
            Back to your codes
          </Link>
        </EmptyState>
      ) : summary.isError ? (
        <AnalyticsError onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : (
        <AnalyticsSkeleton cards={4} panels={2} />
      )}
    </div>
  );
}

/** The workspace page's scope: all codes, one folder or one tag. */
function ScopePicker({
  state,
  onChange,
}: {
  state: PageState;
  onChange: (next: Pick<PageState, 'folderId' | 'tag'>) => void;
}) {
  const { folders, tags } = useScopeChoices();
  const value =
    state.folderId !== null
      ? `folder:${state.folderId}`
      : state.tag !== null
        ? `tag:${state.tag}`
        : 'all';
  const knownFolder = (folders ?? []).some((f) => f.id === state.folderId);
  const knownTag = (tags ?? []).some((t) => t.name === state.tag);
  return (
    <label className="grid w-full max-w-sm gap-1 text-sm font-medium text-gray-800">
      Codes
      <select
        value={value}
        onChange={(event) => {
          const [kind, ...rest] = event.target.value.split(':');
          const id = rest.join(':');
          onChange(
            kind === 'folder'
              ? { folderId: Number(id), tag: null }
              : kind === 'tag'
                ? { folderId: null, tag: id }
                : { folderId: null, tag: null },
          );
        }}
        className="rounded-md border border-gray-300 bg-white px-3 py-2 font-normal text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
      >
        <option value="all">All codes of the workspace</option>
        {state.folderId !== null && !knownFolder && (
          <option value={value}>Folder #{state.folderId}</option>
        )}
        {state.tag !== null && !knownTag && <option value={value}>Tag: {state.tag}</option>}
        {folders && folders.length > 0 && (
          <optgroup label="Folders">
            {folders.map((f) => (
              <option key={f.id} value={`folder:${f.id}`}>
                Folder: {f.name}
              </option>
            ))}
          </optgroup>
        )}
        {tags && tags.length > 0 && (
          <optgroup label="Tags">
            {tags.map((t) => (
              <option key={t.id} value={`tag:${t.name}`}>
                Tag: {t.name}
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </label>
  );
}

function filterRows(
  breakdown: Breakdown,
  dimension: AnalyticsFilterDimension,
  icon?: (key: string | null) => ReactNode,
): FilterableRow[] {
  return breakdown.rows.map((row) => ({
    value: row.key ?? '',
    label: filterValueLabel(dimension, row.key ?? ''),
    icon: icon?.(row.key),
    scans: row.scans,
  }));
}

/**
 * Scans by city, each row a filter of the whole page; without a city database (or with no city
 * found yet) the city table's own message says so and how to turn one on.
 */
function CitiesBreakdown({
  cities,
  total,
  onFilter,
}: {
  cities: CodeAnalytics['cities'];
  total: number;
  onFilter: (value: string) => void;
}) {
  if (cities.rows.length === 0 && cities.otherScans === 0) {
    return <CityTable cities={cities} total={total} />;
  }
  return (
    <>
      <FilterableBreakdown
        caption="Scans by city"
        categoryHeader="City"
        dimensionLabel={DIMENSION_LABELS.city}
        rows={[
          ...cities.rows.map((row) => ({
            value: cityFilterValue(row),
            label: cityLabel(row),
            icon: flagEmoji(row.country) || '🌐',
            scans: row.scans,
          })),
          ...(cities.unknownScans > 0
            ? [{ value: '', label: 'City not known', scans: cities.unknownScans }]
            : []),
        ]}
        total={total}
        otherScans={cities.otherScans}
        onFilter={onFilter}
      />
      <CityAttribution source={cities.source} />
    </>
  );
}

function PageBody({
  data,
  state,
  search,
  filterBy,
  onClearFilters,
  exports,
}: {
  data: Answer;
  state: PageState;
  search: string;
  filterBy: (dimension: AnalyticsFilterDimension) => (value: string) => void;
  onClearFilters: () => void;
  exports: ReactNode;
}) {
  const hourly = data.range.granularity === 'hour';
  const isCode = 'code' in data;
  const before = data.comparison?.totals;
  const total = data.totals.scans;
  const breakdown = (
    title: string,
    dimension: AnalyticsFilterDimension,
    b: Breakdown,
    header: string,
    icon?: (key: string | null) => ReactNode,
  ) => (
    <Panel title={title}>
      <FilterableBreakdown
        caption={`Scans by ${DIMENSION_LABELS[dimension].toLowerCase()}`}
        categoryHeader={header}
        dimensionLabel={DIMENSION_LABELS[dimension]}
        rows={filterRows(b, dimension, icon)}
        total={total}
        otherScans={b.otherScans}
        onFilter={filterBy(dimension)}
      />
    </Panel>
  );

  const cards = (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Scans"
        value={total}
        hint={before ? changeLabel(total, before.scans) : 'In this period'}
      />
      <StatCard
        label="Unique scanners"
        value={data.totals.uniqueScanners}
        hint={
          before
            ? changeLabel(data.totals.uniqueScanners, before.uniqueScanners)
            : 'Different visitors per day'
        }
      />
      {isCode ? (
        <StatCard label="All-time scans" value={data.code.totalScans} />
      ) : (
        <StatCard label="Codes" value={data.scope.codes} hint="Dynamic codes counted" />
      )}
      <StatCard label="Filtered requests" value={data.bots.total} hint="Bots and previews" />
    </div>
  );
  const footer = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <BotSummary bots={data.bots} />
      {exports}
    </div>
  );

  if (total === 0) {
    return (
      <div className="grid gap-4">
        {cards}
        {state.filters.length > 0 ? (
          <EmptyState title="No scans match these filters in this period.">
            <button type="button" onClick={onClearFilters} className="text-primary underline">
              Clear filters
            </button>{' '}
            or choose a longer period.
          </EmptyState>
        ) : (
          <EmptyState title="No scans yet in this period.">
            {isCode && data.code.totalScans === 0
              ? 'Print your code or open its short link to record the first scan.'
              : 'Choose a longer period to see earlier scans.'}
          </EmptyState>
        )}
        {footer}
      </div>
    );
  }

  const { breakdowns } = data;
  return (
    <div className="grid gap-4">
      {cards}
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

      {isCode && (data.split.variants.length > 0 || data.split.earlierScans > 0) && (
        <Panel title="Split (A/B test)">
          <FilterableBreakdown
            caption="Scans per split variant"
            categoryHeader="Variant"
            dimensionLabel={DIMENSION_LABELS.variant}
            rows={[
              ...data.split.variants.map((v, i) => ({
                value: v.key,
                label: `${variantName(i)} · ${v.destination} (${v.weight}%)`,
                scans: v.scans,
              })),
              ...(data.split.earlierScans > 0
                ? [{ value: null, label: 'Earlier destinations', scans: data.split.earlierScans }]
                : []),
            ]}
            total={total}
            onFilter={filterBy('variant')}
          />
        </Panel>
      )}

      {!isCode && <CodesPanel data={data} state={state} search={search} />}

      <div className="grid gap-4 lg:grid-cols-2">
        {breakdown(
          'Countries',
          'country',
          breakdowns.country,
          'Country',
          (k) => flagEmoji(k) || '🌐',
        )}
        {breakdown('Devices', 'device', breakdowns.deviceType, 'Device')}
        {breakdown('Operating systems', 'os', breakdowns.os, 'Operating system')}
        {breakdown('Browsers', 'browser', breakdowns.browser, 'Browser')}
        {breakdown('Referrers', 'referrer', breakdowns.referrerHost, 'Referrer')}
        <Panel title="Cities">
          <CitiesBreakdown cities={data.cities} total={total} onFilter={filterBy('city')} />
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

      {footer}
    </div>
  );
}

/** The scope's codes by scans; each opens its own page with the same period and filters. */
function CodesPanel({
  data,
  state,
  search,
}: {
  data: ScopeAnalytics;
  state: PageState;
  search: string;
}) {
  const { rows, otherScans } = data.breakdowns.code;
  const query = pageSearch({ ...state, folderId: null, tag: null }, search);
  return (
    <Panel title="Codes">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">Scans by code</caption>
        <thead>
          <tr className="border-b border-gray-200 text-gray-500">
            <th scope="col" className="py-2 pr-3 font-medium">
              Code
            </th>
            <th scope="col" className="w-20 py-2 text-right font-medium">
              Scans
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-gray-100 last:border-0">
              <td className="truncate py-2 pr-3">
                <Link
                  href={`${analyticsPagePath({ kind: 'code', codeId: row.id })}${query}`}
                  className="text-primary hover:underline"
                  aria-label={`Analytics of ${row.name.trim() || 'Untitled'}`}
                >
                  {row.name.trim() || 'Untitled'}
                </Link>
              </td>
              <td className="py-2 text-right tabular-nums">{formatCount(row.scans)}</td>
            </tr>
          ))}
          {otherScans > 0 && (
            <tr>
              <td className="py-2 pr-3 text-gray-600">Other codes</td>
              <td className="py-2 text-right tabular-nums">{formatCount(otherScans)}</td>
            </tr>
          )}
        </tbody>
      </table>
    </Panel>
  );
}
