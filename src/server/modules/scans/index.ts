// Public face of the scans module: recording scans of short links (classification, buffered
// batch writes). Reading them back for analytics lives elsewhere.
import type { Logger } from 'pino';
import type { Database } from '../../db/client.js';
import type { App } from '../../lib/app-types.js';
import type { JobScheduler } from '../../lib/jobs/index.js';
import { defineModule, type ModuleDeps } from '../../lib/module.js';
import { cityLookupFor, type CityLookup } from './city-lookup.js';
import { loadCountryDatabase } from './country-lookup.js';
import { describeScan, type ScanFacts, type ScannedCode } from './scan-event.js';
import { ScanPartitions } from './partitions.js';
import { ROLLUP_CHUNK, ScanRollup } from './rollup.js';
import { ScanWriter, type ScanWriterOptions } from './scan-writer.js';
import { UserAgentParser } from './user-agent-details.js';
import { VisitorKeys } from './visitor-key.js';
import type { AppMetrics } from '../metrics/index.js';

export type { ScanEvent, ScanFacts, ScannedCode } from './scan-event.js';
export type { BotReason } from './bot-detection.js';
export { ROLLUP_CHUNK, rollUpScans, scanDimensionValues } from './rollup.js';
export { dropExpiredScanMonths, ensureScanMonths } from './partitions.js';
// For the smart rules of link controls: the same readings the scan records use.
export { countryOf } from './country-lookup.js';
// City analytics (issue 40 item 6): the lookup the capture uses, and its source for analytics.
export { cityLookupFor, type CityLookup, type CityPlace } from './city-lookup.js';
export { userAgentBotReason } from './bot-detection.js';
export { UserAgentParser } from './user-agent-details.js';

/** The counters scan capture reports to (app.metrics). */
export type ScanMetrics = Pick<AppMetrics, 'scansReceived' | 'scansWritten' | 'scansFolded'>;

export interface ScanCaptureOptions extends Omit<ScanWriterOptions, 'now'> {
  db: Database;
  /** The app's job runner: the rollup and partition upkeep are recurring jobs on it. */
  jobs: JobScheduler;
  /** Keys the daily visitor-key secret. */
  appSecret: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Clock for scan times and the daily key rotation (tests move it). */
  now?: () => Date;
  /** Time between rollup runs (folding stored events into the analytics rollups). Default 5 s. */
  rollupIntervalMs?: number;
  /** Events folded per rollup transaction (see ROLLUP_CHUNK). */
  rollupChunk?: number;
  /** Told when a rollup run has folded new scans (the scan webhooks send them at once). */
  onScansFolded?: () => void;
  /** Where received, written and folded scans are counted (modules/metrics). */
  metrics?: ScanMetrics;
  /** Whole months of scan details kept before the current one (partitions.ts); null: all. */
  scanDetailRetentionMonths?: number | null;
  /** Resolves scans to cities (city-lookup.ts); null or absent: city analytics off. */
  cities?: CityLookup | null;
}

/**
 * Records scans: `record` classifies the request at once (the IP address is used for the
 * country, the city when a city database is on, and the visitor key, then forgotten) and queues the event; the writer stores queued
 * events at least once a second and at close; the rollup folds stored events into the
 * analytics rollups every few seconds; partition upkeep creates months ahead and drops months
 * past the retention setting.
 */
export class ScanCapture {
  private readonly userAgents = new UserAgentParser();
  private readonly visitorKeys: VisitorKeys;
  private readonly writer: ScanWriter;
  private readonly rollup: ScanRollup;
  private readonly partitions: ScanPartitions;
  private readonly now: () => Date;
  private readonly logger: Pick<Logger, 'warn' | 'error'>;
  private readonly metrics: ScanMetrics | undefined;
  private readonly cities: CityLookup | null;

  constructor(options: ScanCaptureOptions) {
    this.logger = options.logger;
    this.cities = options.cities ?? null;
    this.metrics = options.metrics;
    loadCountryDatabase();
    this.now = options.now ?? (() => new Date());
    this.visitorKeys = new VisitorKeys(options.appSecret);
    this.writer = new ScanWriter({
      ...options,
      now: this.now,
      onWritten: options.metrics && ((count) => options.metrics?.scansWritten(count)),
    });
    this.rollup = new ScanRollup({
      db: options.db,
      logger: options.logger,
      intervalMs: options.rollupIntervalMs,
      chunk: options.rollupChunk,
      onFolded: options.onScansFolded,
      onFoldedEvents: options.metrics && ((count) => options.metrics?.scansFolded(count)),
    });
    this.rollup.register(options.jobs);
    this.partitions = new ScanPartitions({
      db: options.db,
      logger: options.logger,
      now: this.now,
      retentionMonths: options.scanDetailRetentionMonths ?? null,
    });
    this.partitions.register(options.jobs);
  }

  /** Queues the scan of `code` described by `facts`. Never throws, never waits. */
  record(code: ScannedCode, facts: ScanFacts): void {
    try {
      const event = describeScan(code, facts, this.now(), {
        userAgents: this.userAgents,
        visitorKeys: this.visitorKeys,
        cities: this.cities,
      });
      this.writer.add(event, code.workspaceId);
      this.metrics?.scansReceived(1);
    } catch (err) {
      // No known input makes classification fail; if one does, the redirect must not.
      this.logger.error({ err, codeId: code.id }, 'scan could not be recorded');
    }
  }

  /** Starts writing; resolves after this process's first partition upkeep. */
  start(): Promise<void> {
    this.writer.start();
    return this.partitions.run();
  }

  /** Writes everything queued so far (tests and shutdown). */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  /** Folds the stored events into the rollups now (tests; the recurring job does it otherwise). */
  rollUp(): Promise<void> {
    return this.rollup.run();
  }

  /** Writes what is left (the next rollup folds it in); the job runner stops the jobs. */
  async close(): Promise<void> {
    await this.writer.close();
  }

  get pending(): number {
    return this.writer.pending;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Scan recording; the redirect calls it after each redirect. */
    scanCapture: ScanCapture;
  }
}

/**
 * Creates the capture, decorates `app.scanCapture`, starts writing when the app is ready and
 * writes the rest at close: the hook lives in a child context so it runs after the server has
 * stopped and answered its in-flight requests, and before the root's hooks close the database.
 */
function registerScanCapture(app: App, options: ScanCaptureOptions): ScanCapture {
  const capture = new ScanCapture(options);
  app.decorate('scanCapture', capture);
  app.register(async (scope) => {
    scope.addHook('onReady', async () => capture.start());
    scope.addHook('onClose', () => capture.close());
  });
  return capture;
}

export interface ScansModuleOptions extends ModuleDeps {
  /** Time between scan rollup runs; default 5 s (tests that fold explicitly set it long). */
  scanRollupIntervalMs?: number;
}

/**
 * Scan capture (`app.scanCapture`): the writer, and the rollups and the partitions as recurring
 * jobs on `app.jobs` ("scans.rollup", "scans.partitions"). Newly folded scans nudge
 * `app.webhookWorker`, whose job "webhooks.deliver" then sends them without waiting.
 */
export const scansModule = defineModule<ScansModuleOptions>(
  'scans',
  (app, { config, database, logger, now, scanRollupIntervalMs }) => {
    registerScanCapture(app, {
      db: database.db,
      jobs: app.jobs,
      copyPool: database.kind === 'postgres' ? database.pool : null,
      appSecret: config.appSecret,
      logger,
      now,
      rollupIntervalMs: scanRollupIntervalMs,
      rollupChunk: ROLLUP_CHUNK[database.kind],
      scanDetailRetentionMonths: config.scanDetailRetentionMonths,
      cities: cityLookupFor(config.cityDatabaseFiles),
      onScansFolded: () => app.webhookWorker.nudge(),
      metrics: app.metrics,
    });
  },
  ['webhooks', 'metrics'],
);
