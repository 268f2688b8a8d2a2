import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import type {
  DestinationHealthItem,
  DestinationHealthView,
} from '../../../contracts/link-controls.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { CodeOwner } from '../dynamic-codes/index.js';
import type { AddressPolicy } from '../../lib/safe-fetch/index.js';
import type { LimitCounter } from '../../lib/shared-limits.js';
import type { HealthAlerts } from './alerts.js';
import { checkDestination, type HealthVerdict } from './check-destination.js';
import * as repo from './repository.js';

type Owner = CodeOwner;

export interface DestinationHealthDeps extends AddressPolicy {
  db: Database;
  /** Sent with every check, naming the product (e.g. "QR Shark link checker (+https://…)"). */
  userAgent: string;
  timeoutMs?: number;
  now?: () => Date;
  /** Host-name resolver for tests; default the system resolver. */
  resolve?: (host: string) => Promise<string[]>;
  /** Smallest time between two requests to one host (default 1 s). */
  perHostIntervalMs?: number;
  /**
   * Where the spacing per host is also counted, so that it holds across every process on one
   * database (the background checker in one, "Check now" in any); without it, per process only.
   */
  limits?: LimitCounter;
  /** A "Check now" within this time of the last check answers the stored verdict (60 s). */
  recheckAfterMs?: number;
  /** Mails the owner when a stored verdict crosses broken/working (alerts.ts). */
  alerts?: HealthAlerts;
}

const NOT_CHECKED: DestinationHealthView = {
  status: null,
  httpStatus: null,
  finalUrl: null,
  detail: null,
  checkedAt: null,
  brokenSince: null,
};

/**
 * At most one request per host per `intervalMs`: each request to a host waits for the slot
 * after the previous one from this process (slots are taken in call order), then, with
 * `shared`, for the host's window in the database to be free (one request per window from all
 * processes; a refused try waits for that window's end and tries again).
 */
export class HostPace {
  private readonly next = new Map<string, number>();
  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
    private readonly shared?: LimitCounter,
  ) {}

  async wait(host: string): Promise<void> {
    const at = this.now();
    const slot = Math.max(at, this.next.get(host) ?? 0);
    this.next.set(host, slot + this.intervalMs);
    if (slot > at) await sleep(slot - at);
    if (!this.shared || this.intervalMs <= 0) return;
    const rule = { max: 1, windowMs: this.intervalMs };
    for (;;) {
      let verdict;
      try {
        verdict = await this.shared.hit(`destination-check-host:${host}`, rule);
      } catch {
        // The database is unreachable: this process's own spacing above still holds, and
        // storing the check's verdict will report the database's failure.
        return;
      }
      if (verdict.allowed) return;
      await sleep(Math.max(1, verdict.retryAfterMs));
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Destination health of the owner's dynamic URL codes: checks a code's destination (SSRF-safe,
 * check-destination.ts) and keeps the last verdict in destination_health, with the moment it
 * broke (kept while it stays broken, cleared when it recovers). The safe preview and the
 * owner's dialog read it. Each stored verdict goes to the alerts (one mail per transition);
 * runner.ts runs the daily and after-edit checks through checkCode.
 */
export class DestinationHealthService {
  private readonly now: () => Date;
  private readonly pace: HostPace;

  constructor(private readonly deps: DestinationHealthDeps) {
    this.now = deps.now ?? (() => new Date());
    this.pace = new HostPace(deps.perHostIntervalMs ?? 1000, Date.now, deps.limits);
  }

  async get(owner: Owner, id: number): Promise<DestinationHealthView> {
    await this.requireCode(owner, id);
    return this.stored(id);
  }

  /**
   * The badge data of the owner's codes: the last verdict of each code checked at its current
   * destination (a verdict for an earlier destination says nothing of the new one), by code id.
   */
  async list(owner: Owner): Promise<DestinationHealthItem[]> {
    const rows = await repo.listCurrentVerdicts(this.deps.db, owner);
    return rows.map((row) => ({ codeId: row.codeId, ...viewOf(row) }));
  }

  /** Checks now, unless the last check is younger than recheckAfterMs (then answers it). */
  async checkNow(owner: Owner, id: number): Promise<DestinationHealthView> {
    const code = await this.requireCode(owner, id);
    const last = await this.stored(id);
    const fresh =
      last.checkedAt !== null &&
      this.now().getTime() - Date.parse(last.checkedAt) < (this.deps.recheckAfterMs ?? 60_000);
    if (fresh && last.finalUrl !== null && code.destination === (await this.checkedFor(id))) {
      return last;
    }
    return this.checkCode(code.id, code.destination, code.clientId);
  }

  /** Checks one code's destination and stores the verdict (no owner check: callers do it). */
  async checkCode(
    codeId: number,
    destination: string,
    clientId: number,
  ): Promise<DestinationHealthView> {
    const verdict = await checkDestination(destination, {
      userAgent: this.deps.userAgent,
      timeoutMs: this.deps.timeoutMs,
      allowLoopback: this.deps.allowLoopback,
      resolve: this.deps.resolve,
      beforeRequest: (host) => this.pace.wait(host),
    });
    await this.store(codeId, clientId, destination, verdict);
    return this.stored(codeId);
  }

  private async store(
    codeId: number,
    clientId: number,
    destination: string,
    verdict: HealthVerdict,
  ): Promise<void> {
    const at = this.now();
    const before = await repo.findVerdict(this.deps.db, codeId);
    // Broken since the first broken check of this run of broken checks.
    const brokenSince =
      verdict.status !== 'broken'
        ? null
        : before?.status === 'broken'
          ? (before.brokenSince ?? at)
          : at;
    const values = {
      destination,
      status: verdict.status,
      httpStatus: verdict.httpStatus,
      finalUrl: verdict.finalUrl,
      detail: verdict.detail,
      checkedAt: at,
      brokenSince,
    };
    await repo.upsertVerdict(this.deps.db, codeId, clientId, values);
    await this.deps.alerts?.afterCheck(codeId, clientId, verdict.status);
  }

  private async checkedFor(id: number): Promise<string | null> {
    return (await repo.findVerdict(this.deps.db, id))?.destination ?? null;
  }

  private async stored(id: number): Promise<DestinationHealthView> {
    const row = await repo.findVerdict(this.deps.db, id);
    return row ? viewOf(row) : NOT_CHECKED;
  }

  private async requireCode(owner: Owner, id: number) {
    const code = await repo.findOwnCode(this.deps.db, owner, id);
    if (!code) throw notFound(DYNAMIC_MESSAGES.notFound);
    return code;
  }
}

function viewOf(row: repo.HealthRow): DestinationHealthView {
  return {
    status: row.status as DestinationHealthView['status'],
    httpStatus: row.httpStatus,
    finalUrl: row.finalUrl,
    detail: row.detail,
    checkedAt: row.checkedAt.toISOString(),
    brokenSince: row.brokenSince?.toISOString() ?? null,
  };
}
