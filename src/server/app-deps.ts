// What buildApp is given besides the configuration: the open database, and the knobs tests
// turn (clocks, paces, limits, loopback permissions). Production passes the database only.
import type { Logger } from 'pino';
import type { ApiRatePlan } from '../contracts/api-rate-limits.js';
import type { DatabaseHandle } from './db/client.js';
import type { JobRunnerSettings } from './lib/jobs/index.js';
import type { MailSenderOptions } from './lib/mail-worker.js';
import type { WorkerPoolOptions } from './lib/worker-pool/pool.js';
import type { AccountLimitRules } from './modules/auth/index.js';
import type { DestinationHealthTestOptions } from './modules/destination-health/index.js';
import type { PasswordLimits } from './modules/link-controls/index.js';
import type { UploadGuardOptions } from './modules/uploads/index.js';
import type { WebhookTestOptions } from './modules/webhooks/index.js';
import type { TxtResolver } from './modules/white-label/index.js';

export interface AppDeps {
  /** An open, migrated database (main.ts opens it; tests use src/server/test/databases.ts). */
  database: DatabaseHandle;
  /** Defaults to a pino logger on stdout at config.logLevel. */
  logger?: Logger;
  /** Clock for sessions; tests move it. */
  now?: () => Date;
  /** Account limits (register, sign-in, mail); defaults from DEFAULT_ACCOUNT_LIMITS and config. */
  accountLimits?: Partial<AccountLimitRules>;
  /** The job runner's pace (poll, lease, stop timeout) for tests; `start: false` to tick by hand. */
  jobs?: JobRunnerSettings;
  /** Time between runs of the deleted-account purge; default hourly. */
  accountPurgeIntervalMs?: number;
  /** Time between scan rollup runs; default 5 s (tests that fold explicitly set it long). */
  scanRollupIntervalMs?: number;
  /** The CPU-work pool's settings (size defaults to config.workerThreads); tests shrink it. */
  workerPool?: Omit<WorkerPoolOptions, 'module' | 'onWorkerLost'>;
  /** Upload body deadline (default 30 s) and uploads in progress per address (default 3). */
  uploadGuards?: UploadGuardOptions;
  /** Mail delivery tuning (poll, backoff) for tests; the job is defined only with SMTP_URL. */
  mailDelivery?: Partial<MailSenderOptions>;
  /** DNS lookups of domain verification (custom domains, company sign-in); default: config.dnsServers. */
  dnsResolver?: TxtResolver;
  /** false: no automatic weekly scan summary (tests that run it themselves). */
  weeklyScanSummary?: boolean;
  /** Wrong scanner-password throttles (link controls); tests shrink them. */
  linkPasswordLimits?: Partial<PasswordLimits>;
  /**
   * Scan webhooks for tests: `fetchPolicy` lets deliveries and registration reach a local
   * receiver (allowLoopback, resolve, ca; never set outside tests; in production only
   * config.webhookAllowLoopback sets allowLoopback), `pollMs` and `maxIdleMs` the delivery
   * job's pace, `start: false` to run its rounds by hand only (app.webhookWorker.tick()).
   */
  webhooks?: WebhookTestOptions;
  /**
   * This start's id: one first-admin setup link per start (the cluster's primary hands its
   * processes one through QRS_START_ID); default: that variable, or a new id.
   */
  startId?: string;
  /** Per-key request limits of /api/v1 by plan (tests shrink them); default API_RATE_LIMITS. */
  apiRateLimits?: Readonly<Record<ApiRatePlan, number>>;
  /**
   * Destination checker settings for tests: `allowLoopback` lets it reach a local test server
   * (never set outside tests; no configuration variable sets it), `resolve` stands in for DNS,
   * `runner` the background checker's interval and poll.
   */
  destinationHealth?: DestinationHealthTestOptions;
}
