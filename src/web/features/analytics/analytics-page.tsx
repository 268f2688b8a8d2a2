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
import { useAppT } from '../../lib/i18n/i18n.js';
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
import { formatPercent, type AnalyticsWords } from './analytics-words.js';
import {
  bucketLabel,
  changeLabel,
  dimensionLabel,
  filterValueLabel,
  hourLabel,
  rangeSummary,
  variantName,
  weekdayShort,
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
  const words = useAppT('analytics');
  const { t, rich, locale } = words;
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
      ? t('codeTitle', { name: codeData ? codeData.code.name.trim() || t('untitled') : '…' })
      : t('title');

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-4 px-4 py-6 sm:px-6">
      <nav
        aria-label={t('nav.label')}
        className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm"
      >
        <Link
          href={withWorkspace('/')}
          className="inline-flex items-center gap-1 text-primary hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('nav.myCodes')}
        </Link>
        {target.kind === 'code' && (
          <Link
            href={`/analytics${pageSearch({ ...state, filters: [], folderId: null, tag: null }, search)}`}
            className="text-primary hover:underline"
          >
            {t('nav.allCodes')}
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
        {t('compare')}
      </label>

      <FilterChips
        filters={state.filters}
        label={(dimension, value) =>
          t('filters.chip', {
            dimension: dimensionLabel(dimension, words),
            value: filterValueLabel(dimension, value, split, words),
          })
        }
        onRemove={(dimension, value) => go(withFilter(state, dimension, value, true))}
        onClear={() => go({ ...state, filters: [] })}
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
        <EmptyState title={t('notFound.title')}>
          {rich('notFound.text', {
            link: (chunks) => (
              <Link href={withWorkspace('/')} className="text-primary underline">
                {chunks}
              </Link>
            ),
          })}
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
  const { t } = useAppT('analytics');
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
      {t('scope.label')}
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
        <option value="all">{t('scope.all')}</option>
        {state.folderId !== null && !knownFolder && (
          <option value={value}>{t('scope.folderNumber', { id: String(state.folderId) })}</option>
        )}
        {state.tag !== null && !knownTag && (
          <option value={value}>{t('scope.tag', { name: state.tag })}</option>
        )}
        {folders && folders.length > 0 && (
          <optgroup label={t('scope.folders')}>
            {folders.map((f) => (
              <option key={f.id} value={`folder:${f.id}`}>
                {t('scope.folder', { name: f.name })}
              </option>
            ))}
          </optgroup>
        )}
        {tags && tags.length > 0 && (
          <optgroup label={t('scope.tags')}>
            {tags.map((tag) => (
              <option key={tag.id} value={`tag:${tag.name}`}>
                {t('scope.tag', { name: tag.name })}
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
  words: AnalyticsWords,
  icon?: (key: string | null) => ReactNode,
): FilterableRow[] {
  return breakdown.rows.map((row) => ({
    value: row.key ?? '',
    label: filterValueLabel(dimension, row.key ?? '', undefined, words),
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
  const { t } = useAppT('analytics');
  if (cities.rows.length === 0 && cities.otherScans === 0) {
    return <CityTable cities={cities} total={total} />;
  }
  return (
    <>
      <FilterableBreakdown
        caption={t('caption.city')}
        categoryHeader={t('dimension.city')}
        dimension="city"
        rows={[
          ...cities.rows.map((row) => ({
            value: cityFilterValue(row),
            label: cityLabel(row),
            icon: flagEmoji(row.country) || '🌐',
            scans: row.scans,
          })),
          ...(cities.unknownScans > 0
            ? [{ value: '', label: t('city.unknown'), scans: cities.unknownScans }]
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
  const words = useAppT('analytics');
  const { t, rich, locale } = words;
  const hourly = data.range.granularity === 'hour';
  const isCode = 'code' in data;
  const before = data.comparison?.totals;
  const total = data.totals.scans;
  const breakdown = (
    title: string,
    dimension: 'country' | 'device' | 'os' | 'browser' | 'referrer',
    b: Breakdown,
    icon?: (key: string | null) => ReactNode,
  ) => (
    <Panel title={title}>
      <FilterableBreakdown
        caption={t(`caption.${dimension}`)}
        categoryHeader={dimensionLabel(dimension, words)}
        dimension={dimension}
        rows={filterRows(b, dimension, words, icon)}
        total={total}
        otherScans={b.otherScans}
        onFilter={filterBy(dimension)}
      />
    </Panel>
  );

  const cards = (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label={t('scans')}
        value={total}
        hint={before ? changeLabel(total, before.scans, words) : t('stat.inPeriod')}
      />
      <StatCard
        label={t('uniqueScanners')}
        value={data.totals.uniqueScanners}
        hint={
          before
            ? changeLabel(data.totals.uniqueScanners, before.uniqueScanners, words)
            : t('stat.uniqueHint')
        }
      />
      {isCode ? (
        <StatCard label={t('stat.allTime')} value={data.code.totalScans} />
      ) : (
        <StatCard label={t('stat.codes')} value={data.scope.codes} hint={t('stat.codesHint')} />
      )}
      <StatCard label={t('stat.filtered')} value={data.bots.total} hint={t('stat.filteredHint')} />
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
          <EmptyState title={t('empty.filtered.title')}>
            {rich('empty.filtered.text', {
              clear: (chunks) => (
                <button type="button" onClick={onClearFilters} className="text-primary underline">
                  {chunks}
                </button>
              ),
            })}
          </EmptyState>
        ) : (
          <EmptyState title={t('empty.period.title')}>
            {isCode && data.code.totalScans === 0 ? t('empty.firstScan') : t('empty.longerPeriod')}
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

      {isCode && (data.split.variants.length > 0 || data.split.earlierScans > 0) && (
        <Panel title={t('panel.split')}>
          <FilterableBreakdown
            caption={t('caption.splitVariant')}
            categoryHeader={t('header.variant')}
            dimension="variant"
            rows={[
              ...data.split.variants.map((v, i) => ({
                value: v.key,
                label: `${variantName(i)} · ${v.destination} (${formatPercent(v.weight, locale)})`,
                scans: v.scans,
              })),
              ...(data.split.earlierScans > 0
                ? [
                    {
                      value: null,
                      label: t('split.earlierDestinations'),
                      scans: data.split.earlierScans,
                    },
                  ]
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
          t('panel.countries'),
          'country',
          breakdowns.country,
          (k) => flagEmoji(k) || '🌐',
        )}
        {breakdown(t('panel.devices'), 'device', breakdowns.deviceType)}
        {breakdown(t('panel.os'), 'os', breakdowns.os)}
        {breakdown(t('panel.browsers'), 'browser', breakdowns.browser)}
        {breakdown(t('panel.referrers'), 'referrer', breakdowns.referrerHost)}
        <Panel title={t('panel.cities')}>
          <CitiesBreakdown cities={data.cities} total={total} onFilter={filterBy('city')} />
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
  const { t, locale } = useAppT('analytics');
  const { rows, otherScans } = data.breakdowns.code;
  const query = pageSearch({ ...state, folderId: null, tag: null }, search);
  return (
    <Panel title={t('panel.codes')}>
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{t('caption.code')}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-gray-500">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('header.code')}
            </th>
            <th scope="col" className="w-20 py-2 text-right font-medium">
              {t('scans')}
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
                  aria-label={t('codes.open', { name: row.name.trim() || t('untitled') })}
                >
                  {row.name.trim() || t('untitled')}
                </Link>
              </td>
              <td className="py-2 text-right tabular-nums">{formatCount(row.scans, locale)}</td>
            </tr>
          ))}
          {otherScans > 0 && (
            <tr>
              <td className="py-2 pr-3 text-gray-600">{t('codes.other')}</td>
              <td className="py-2 text-right tabular-nums">{formatCount(otherScans, locale)}</td>
            </tr>
          )}
        </tbody>
      </table>
    </Panel>
  );
}
