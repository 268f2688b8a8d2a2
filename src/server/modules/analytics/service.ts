import {
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  codeAnalyticsQuerySchema,
  userAnalyticsQuerySchema,
  type Breakdown,
  type CodeAnalytics,
  type LiveAnalytics,
  type UserAnalytics,
} from '../../../contracts/analytics.js';
import type { Database } from '../../db/client.js';
import { AppError, firstFieldMessage, notFound } from '../../lib/errors.js';
import { scanHistoryCsv } from './scan-history-csv.js';
import * as repo from './repository.js';
import * as userRepo from './user-repository.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Rows per CSV page: the export holds one page in memory at a time. */

export interface ResolvedQuery {
  tz: string;
  range: repo.ResolvedRange;
  granularity: 'hour' | 'day';
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

  constructor(private readonly deps: { db: Database; readDb?: Database; now?: () => Date }) {
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

  /** Validates from/to/tz and resolves them (400 for bad values, order or length). */
  async resolveQuery(query: unknown): Promise<ResolvedQuery> {
    const parsed = parseOrThrow(codeAnalyticsQuerySchema, query);
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
    return { tz, range, granularity };
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

  /** GET /api/dynamic-qrcodes/{id}/analytics. */
  async codeAnalytics(workspaceId: number, codeId: number, query: unknown): Promise<CodeAnalytics> {
    const code = await this.ownedCode(workspaceId, codeId);
    const { tz, range, granularity } = await this.resolveQuery(query);
    const db = this.readDb;
    const [times, slots, dims] = await Promise.all([
      repo.timeCounts(db, code.id, range, tz, granularity),
      repo.bucketSlots(db, range, tz, granularity),
      repo.dimensionCounts(db, code.id, range),
    ]);
    const bots = [...(dims.get('bot') ?? new Map<string, number>())]
      .map(([reason, count]) => ({ reason: reason === '' ? null : reason, count }))
      .sort((x, y) => y.count - x.count || (x.reason ?? '').localeCompare(y.reason ?? ''));
    return {
      code: {
        id: code.id,
        name: code.name,
        shortCode: code.shortCode,
        totalScans: code.scanCount,
        undetailedScans: code.undetailedScanCount,
        lastScanAt: code.lastScannedAt?.toISOString() ?? null,
      },
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
      bots: { total: bots.reduce((sum, b) => sum + b.count, 0), reasons: bots },
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
    return { code, resolved, lines: scanHistoryCsv(this.readDb, code.id, resolved.range) };
  }
}
