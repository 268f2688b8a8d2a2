import {
  ANALYTICS_FILTER_DIMENSIONS,
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  filteredAnalyticsQuerySchema,
  scopeAnalyticsQuerySchema,
  userAnalyticsQuerySchema,
  type AnalyticsComparison,
  type AnalyticsFilter,
  type AnalyticsFilterDimension,
  type Breakdown,
  type CityBreakdown,
  type CitySource,
  type CodeAnalytics,
  type LiveAnalytics,
  type ScopeAnalytics,
  type UserAnalytics,
} from '../../../contracts/analytics.js';
import type { Database } from '../../db/client.js';
import { AppError, firstFieldMessage, notFound } from '../../lib/errors.js';
import { scanHistoryCsv } from './scan-history-csv.js';
import { splitVariantKey } from '../link-controls/index.js';
import * as repo from './repository.js';
import * as userRepo from './user-repository.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Rows per CSV page: the export holds one page in memory at a time. */

export interface ResolvedQuery {
  tz: string;
  range: repo.ResolvedRange;
  granularity: 'hour' | 'day';
  /** The dimension filters named (each with at least one value), in dimension order. */
  filters: AnalyticsFilter[];
  /** Whether the previous period's totals were asked for. */
  compare: boolean;
}

/** Throws 400 VALIDATION_FAILED with the first message per field. */
function parseOrThrow<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  throw new AppError(400, 'VALIDATION_FAILED', firstFieldMessage(fields), fields);
}

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

function breakdown(values: Map<string, number> | undefined): Breakdown {
  const all = [...(values ?? new Map<string, number>())]
    .map(([key, scans]) => ({ key: key === '' ? null : key, scans }))
    .sort((x, y) => y.scans - x.scans || (x.key ?? '\uffff').localeCompare(y.key ?? '\uffff'));
  const rows = all.slice(0, ANALYTICS_LIMITS.breakdownRows);
  const otherScans = all.slice(rows.length).reduce((sum, r) => sum + r.scans, 0);
  return { rows, otherScans };
}

/** The query's filters with values, in ANALYTICS_FILTER_DIMENSIONS order, duplicates dropped. */
function filtersOf(query: Partial<Record<AnalyticsFilterDimension, string[]>>): AnalyticsFilter[] {
  return ANALYTICS_FILTER_DIMENSIONS.flatMap((dimension) => {
    const values = [...new Set(query[dimension] ?? [])];
    return values.length > 0 ? [{ dimension, values }] : [];
  });
}

/** The answer's echo of the filters and the comparison, present only when asked for. */
function extras(
  resolved: ResolvedQuery,
  comparison: AnalyticsComparison | undefined,
): Pick<CodeAnalytics, 'filters' | 'comparison'> {
  return {
    ...(resolved.filters.length > 0 ? { filters: resolved.filters } : {}),
    ...(comparison ? { comparison } : {}),
  };
}

/**
 * The city breakdown from the rollup's 'city' values (`country|region|city`, '' = no city):
 * most scans first, ties by country, region and city.
 */
export function cityBreakdown(
  values: Map<string, number> | undefined,
  source: CitySource | null,
): CityBreakdown {
  let unknownScans = 0;
  const all: CityBreakdown['rows'] = [];
  for (const [value, scans] of values ?? []) {
    const [country = '', region = '', city = ''] = value.split('|');
    if (city === '') unknownScans += scans;
    else all.push({ city, region: region || null, country: country || null, scans });
  }
  const order = (r: CityBreakdown['rows'][number]) =>
    `${r.country ?? ''}|${r.region ?? ''}|${r.city}`;
  all.sort((x, y) => y.scans - x.scans || order(x).localeCompare(order(y)));
  const rows = all.slice(0, ANALYTICS_LIMITS.breakdownRows);
  const otherScans = all.slice(rows.length).reduce((sum, r) => sum + r.scans, 0);
  return { source, rows, otherScans, unknownScans };
}

/**
 * Scans per variant of the code's current split (in its order), and the rest of the recorded
 * variant scans (destinations since removed from the split) as one number.
 */
function splitScans(
  split: repo.CodeRow['split'],
  byKey: Map<string, number> | undefined,
): CodeAnalytics['split'] {
  const left = new Map(byKey ?? []);
  const variants = split.map(({ destination, weight }) => {
    const key = splitVariantKey(destination);
    const scans = left.get(key) ?? 0;
    left.delete(key);
    return { key, destination, weight, scans };
  });
  let earlierScans = 0;
  for (const scans of left.values()) earlierScans += scans;
  return { variants, earlierScans };
}

/**
 * Scan analytics for signed-in users: their overview and per-code numbers, exports and a cheap
 * live counter. Every per-code call checks ownership first (someone else's code is 404).
 *
 * Where reads go (docs/operating/replicas.md): scan and event aggregates and the CSV rows on
 * `readDb` (the replica, when there is one: they may lag it by a moment); the user's codes
 * themselves (ownership, names, counts of codes, scan totals kept on the code) on `db`, so a
 * code the user just made or renamed is found and shown at once.
 */
export class AnalyticsService {
  private readonly now: () => Date;

  constructor(
    private readonly deps: {
      db: Database;
      readDb?: Database;
      now?: () => Date;
      /** What resolves scans to cities on this server (null: no city database). */
      citySource?: CitySource | null;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Stale-tolerant reads: the replica when there is one. */
  private get readDb(): Database {
    return this.deps.readDb ?? this.deps.db;
  }

  /** 400 when PostgreSQL does not know a zone Intl accepted. */
  private async checkTimeZone(tz: string): Promise<void> {
    if (tz === 'UTC' || (await repo.knowsTimeZone(this.readDb, tz))) return;
    throw new AppError(400, 'VALIDATION_FAILED', ANALYTICS_MESSAGES.invalidTimeZone, {
      tz: ANALYTICS_MESSAGES.invalidTimeZone,
    });
  }

  /** GET /api/user-analytics (spec 000 §3). */
  async userAnalytics(
    scope: { userId: number; workspaceId: number },
    query: unknown,
  ): Promise<UserAnalytics> {
    const { userId, workspaceId } = scope;
    const { tz = 'UTC' } = parseOrThrow(userAnalyticsQuerySchema, query);
    await this.checkTimeZone(tz);
    const { db } = this.deps;
    const [totals, types, activity, top, dynamic] = await Promise.all([
      userRepo.userTotals(db, userId, workspaceId),
      userRepo.typeDistribution(db, workspaceId),
      userRepo.dailyActivity(this.readDb, userId, tz, ANALYTICS_LIMITS.recentDays, this.now()),
      userRepo.topSavedCodes(db, workspaceId, ANALYTICS_LIMITS.topCount),
      userRepo.topDynamicCodes(db, workspaceId, ANALYTICS_LIMITS.topCount),
    ]);
    return {
      overview: {
        totalQrCodes: totals.staticCodes + totals.dynamicCodes,
        totalScans: totals.scans,
        totalDownloads: totals.downloads,
        totalGenerations: totals.generations,
        staticQrCodes: totals.staticCodes,
        dynamicQrCodes: totals.dynamicCodes,
      },
      qrTypeDistribution: types,
      recentActivity: activity,
      topPerformingQrCodes: top,
      dynamicQrPerformance: dynamic,
      timeZone: tz,
    };
  }

  /**
   * Validates from/to/tz, the filters and the comparison, and resolves the range (400 for bad
   * values, order or length).
   */
  async resolveQuery(query: unknown): Promise<ResolvedQuery> {
    const parsed = parseOrThrow(filteredAnalyticsQuerySchema, query);
    const tz = parsed.tz ?? 'UTC';
    await this.checkTimeZone(tz);
    const bound = (v: string | undefined) =>
      v === undefined ? {} : isDate(v) ? { date: v } : { instant: v };
    const from = bound(parsed.from);
    const to = bound(parsed.to);
    const range = await repo.resolveRange(this.readDb, {
      tz,
      fromDate: from.date,
      fromInstant: from.instant,
      toDate: to.date,
      toInstant: to.instant,
      now: this.now(),
    });
    const span = range.to.getTime() - range.from.getTime();
    if (span <= 0) {
      throw new AppError(400, 'VALIDATION_FAILED', ANALYTICS_MESSAGES.rangeOrder, {
        from: ANALYTICS_MESSAGES.rangeOrder,
      });
    }
    // One hour of slack: 400 local days may include a 25-hour DST day.
    if (span > ANALYTICS_LIMITS.maxRangeDays * DAY_MS + HOUR_MS) {
      throw new AppError(400, 'VALIDATION_FAILED', ANALYTICS_MESSAGES.rangeTooLong, {
        from: ANALYTICS_MESSAGES.rangeTooLong,
      });
    }
    const granularity = span <= ANALYTICS_LIMITS.hourlyMaxDays * DAY_MS + HOUR_MS ? 'hour' : 'day';
    return {
      tz,
      range,
      granularity,
      filters: filtersOf(parsed),
      compare: parsed.compare === 'previous',
    };
  }

  /**
   * What every analytics answer shares for a source and a resolved query: totals, the series,
   * breakdowns, bots and, when asked, the previous period of the same length (same source).
   */
  private async scanNumbers(source: repo.ScanSource, resolved: ResolvedQuery, byCode: boolean) {
    const { tz, range, granularity } = resolved;
    const db = this.readDb;
    const span = range.to.getTime() - range.from.getTime();
    const previous = { from: new Date(range.from.getTime() - span), to: range.from };
    const [times, slots, dims, before] = await Promise.all([
      repo.timeCounts(db, source, range, tz, granularity),
      repo.bucketSlots(db, range, tz, granularity),
      repo.dimensionCounts(db, source, range, byCode),
      resolved.compare ? repo.timeCounts(db, source, previous, tz, 'day') : undefined,
    ]);
    const bots = [...(dims.get('bot') ?? new Map<string, number>())]
      .map(([reason, count]) => ({ reason: reason === '' ? null : reason, count }))
      .sort((x, y) => y.count - x.count || (x.reason ?? '').localeCompare(y.reason ?? ''));
    const comparison: AnalyticsComparison | undefined = before && {
      from: previous.from.toISOString(),
      to: previous.to.toISOString(),
      totals: { scans: before.scans, uniqueScanners: before.unique },
    };
    return {
      dims,
      comparison,
      numbers: {
        range: {
          from: range.from.toISOString(),
          to: range.to.toISOString(),
          timeZone: tz,
          granularity,
        },
        totals: { scans: times.scans, uniqueScanners: times.unique },
        series: slots.map((slot) => {
          const counts = times.buckets.get(slot.key);
          return {
            start: slot.start.toISOString(),
            label: slot.label,
            scans: counts?.scans ?? 0,
            uniqueScanners: counts?.unique ?? 0,
          };
        }),
        breakdowns: {
          country: breakdown(dims.get('country')),
          deviceType: breakdown(dims.get('device')),
          os: breakdown(dims.get('os')),
          browser: breakdown(dims.get('browser')),
          referrerHost: breakdown(dims.get('referrer')),
          hourOfDay: times.hourOfDay,
          dayOfWeek: times.dayOfWeek,
        },
        cities: cityBreakdown(dims.get('city'), this.deps.citySource ?? null),
        bots: { total: bots.reduce((sum, b) => sum + b.count, 0), reasons: bots },
      },
    };
  }

  /** The workspace's code or 404 (unknown, deleted or another workspace's: indistinguishable). */
  async ownedCode(workspaceId: number, codeId: number): Promise<repo.CodeRow> {
    const code =
      Number.isSafeInteger(codeId) && codeId > 0
        ? await repo.findOwnedCode(this.deps.db, workspaceId, codeId)
        : null;
    if (!code) throw notFound(ANALYTICS_MESSAGES.codeNotFound);
    return code;
  }

  /**
   * GET /api/dynamic-qrcodes/{id}/analytics (and the public API's): the code's scans in the
   * range, filtered when the query names filters, with the previous period when asked.
   */
  async codeAnalytics(workspaceId: number, codeId: number, query: unknown): Promise<CodeAnalytics> {
    const code = await this.ownedCode(workspaceId, codeId);
    const resolved = await this.resolveQuery(query);
    const source = { codes: { codeId: code.id }, filters: resolved.filters };
    const { numbers, dims, comparison } = await this.scanNumbers(source, resolved, false);
    return {
      code: {
        id: code.id,
        name: code.name,
        shortCode: code.shortCode,
        totalScans: code.scanCount,
        undetailedScans: code.undetailedScanCount,
        lastScanAt: code.lastScannedAt?.toISOString() ?? null,
      },
      ...numbers,
      split: splitScans(code.split, dims.get('variant')),
      ...extras(resolved, comparison),
    };
  }

  /**
   * GET /api/analytics: the scans of the workspace's live dynamic codes, or of those in one
   * folder and/or with one tag (an unknown folder or tag is a scope of no codes), with a
   * breakdown by code.
   */
  async scopeAnalytics(workspaceId: number, query: unknown): Promise<ScopeAnalytics> {
    const { folderId, tag } = parseOrThrow(scopeAnalyticsQuerySchema, query);
    const resolved = await this.resolveQuery(query);
    const codes = { workspaceId, folderId, tag };
    const [{ numbers, dims, comparison }, codeCount] = await Promise.all([
      this.scanNumbers({ codes, filters: resolved.filters }, resolved, true),
      repo.countScopeCodes(this.deps.db, codes),
    ]);
    const byCode = breakdown(dims.get('code'));
    const names = await repo.codeNames(
      this.deps.db,
      byCode.rows.map((row) => Number(row.key)),
    );
    return {
      scope: { folderId: folderId ?? null, tag: tag ?? null, codes: codeCount },
      ...numbers,
      breakdowns: {
        ...numbers.breakdowns,
        code: {
          rows: byCode.rows.map((row) => ({
            id: Number(row.key),
            name: names.get(Number(row.key)) ?? '',
            scans: row.scans,
          })),
          otherScans: byCode.otherScans,
        },
      },
      ...extras(resolved, comparison),
    };
  }

  /** GET /api/dynamic-qrcodes/{id}/analytics/live: two indexed lookups. */
  async live(workspaceId: number, codeId: number): Promise<LiveAnalytics> {
    const code = await this.ownedCode(workspaceId, codeId);
    const now = this.now();
    const midnight = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
    return {
      totalScans: code.scanCount,
      lastScanAt: code.lastScannedAt?.toISOString() ?? null,
      scansToday: await repo.scansBetween(
        this.readDb,
        code.id,
        midnight,
        new Date(midnight.getTime() + DAY_MS),
      ),
      serverTime: now.toISOString(),
    };
  }

  /**
   * The CSV export: validates and checks ownership before the first byte (errors stay JSON),
   * then yields the header and pages of rows; one page is in memory at a time.
   */
  async csvExport(
    workspaceId: number,
    codeId: number,
    query: unknown,
  ): Promise<{ code: repo.CodeRow; resolved: ResolvedQuery; lines: AsyncIterable<string> }> {
    const code = await this.ownedCode(workspaceId, codeId);
    const resolved = await this.resolveQuery(query);
    return {
      code,
      resolved,
      lines: scanHistoryCsv(this.readDb, code.id, resolved.range, resolved.filters),
    };
  }
}
