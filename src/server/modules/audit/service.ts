// The audit trail of a workspace (issue 39 item 6): who did what, when and from where. "Where"
// is kept coarse on purpose: the client's network (IPv4 /24, IPv6 /48), never its full address,
// and a short browser and system summary.
import { isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';
import {
  AUDIT_MESSAGES,
  AUDIT_VIA,
  AUDIT_RETENTION_DAYS,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  type AuditVia,
} from '../../../contracts/audit.js';
import { toCsv } from '../../../contracts/csv.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './repository.js';

/** What changed, as a route describes it. */
export interface AuditChange {
  action: AuditAction;
  target?: { kind: string; id: string | number; label?: string | null };
  /** For changes of a value (a destination, a role): the values before and after. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Who made the change, in which workspace. */
export interface AuditActor {
  userId: number | null;
  workspaceId: number;
}

/** Where from: the request's client address and User-Agent, and whether it came by API key. */
export interface AuditOrigin {
  ip: string | undefined;
  userAgent: string | undefined;
  via: AuditVia;
}

/** "203.0.113.0/24" or "2001:db8:1::/48": the network of an address, never the address. */
export function networkOf(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  if (isIPv4(address)) {
    const [a, b, c] = address.split('.');
    return `${a}.${b}.${c}.0/24`;
  }
  if (isIPv6(address)) {
    const groups = expandIPv6(address.split('%')[0] ?? address);
    const prefix = groups
      .slice(0, 3)
      .map((g) => Number.parseInt(g, 16).toString(16))
      .join(':');
    return `${prefix}::/48`;
  }
  return null;
}

/** The eight groups of an IPv6 address ("::" filled in; an embedded IPv4 tail as two groups). */
function expandIPv6(address: string): string[] {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [, a = '0', b = '0', c = '0', d = '0'] = v4;
    const hex = (x: string, y: string) => ((Number(x) << 8) | Number(y)).toString(16);
    text = `${text.slice(0, v4.index)}${hex(a, b)}:${hex(c, d)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right];
}

/** "Chrome 120 on macOS"; the raw User-Agent cut to 200 characters when it names no browser. */
export function agentOf(userAgent: string | undefined): string | null {
  const raw = userAgent?.trim();
  if (!raw) return null;
  const parsed = Bowser.parse(raw);
  const browser = parsed.browser.name?.trim();
  if (!browser) return raw.slice(0, 200);
  const major = parsed.browser.version?.split('.')[0];
  const os = parsed.os.name?.trim();
  return [browser, major, os ? `on ${os}` : ''].filter(Boolean).join(' ').slice(0, 200);
}

const DAY_MS = 24 * 60 * 60_000;

function dateOf(value: string | undefined, endOfDay: boolean): Date | undefined {
  if (value === undefined || value === '') return undefined;
  // A bare date is the whole day: from its start, to its end.
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(bare ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime())) {
    throw new AppError(400, 'VALIDATION_ERROR', AUDIT_MESSAGES.badFilter);
  }
  return bare && endOfDay ? new Date(date.getTime() + DAY_MS - 1) : date;
}

type Row = Awaited<ReturnType<typeof repo.listAuditEntries>>[number];

const view = (row: Row): AuditEntry => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  actorUserId: row.actorUserId,
  actorEmail: row.actorEmail,
  via: (AUDIT_VIA as readonly string[]).includes(row.via) ? (row.via as AuditVia) : 'web',
  action: row.action,
  targetKind: row.targetKind,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  before: row.before ?? null,
  after: row.after ?? null,
  fromNetwork: row.fromNetwork,
  fromAgent: row.fromAgent,
});

export const AUDIT_CSV_HEADER = [
  'id',
  'at',
  'actor',
  'via',
  'action',
  'target_kind',
  'target_id',
  'target',
  'before',
  'after',
  'from_network',
  'from_agent',
] as const;

/** Entries per CSV export (newest first). */
export const AUDIT_CSV_MAX_ROWS = 50_000;

export class AuditTrail {
  constructor(private readonly deps: { db: Database; now?: () => Date }) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async record(actor: AuditActor, change: AuditChange, origin: AuditOrigin): Promise<void> {
    await repo.insertAuditEntry(this.deps.db, {
      workspaceId: actor.workspaceId,
      actorUserId: actor.userId,
      via: origin.via,
      action: change.action,
      targetKind: change.target?.kind.slice(0, 30) ?? null,
      targetId: change.target === undefined ? null : String(change.target.id).slice(0, 64),
      targetLabel: change.target?.label?.slice(0, 255) ?? null,
      before: change.before ?? null,
      after: change.after ?? null,
      fromNetwork: networkOf(origin.ip),
      fromAgent: agentOf(origin.userAgent),
      createdAt: this.now(),
    });
  }

  async list(workspaceId: number, query: AuditQuery): Promise<AuditPage> {
    const rows = await repo.listAuditEntries(this.deps.db, {
      workspaceId,
      action: query.action || undefined,
      actor: query.actor || undefined,
      from: dateOf(query.from, false),
      to: dateOf(query.to, true),
      before: query.before,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      entries: page.map(view),
      nextBefore: rows.length > query.limit && last ? last.id : null,
    };
  }

  /** The filtered entries (every page, newest first, at most AUDIT_CSV_MAX_ROWS) as CSV. */
  async csv(workspaceId: number, query: Omit<AuditQuery, 'limit' | 'before'>): Promise<string> {
    const rows = await repo.listAuditEntries(this.deps.db, {
      workspaceId,
      action: query.action || undefined,
      actor: query.actor || undefined,
      from: dateOf(query.from, false),
      to: dateOf(query.to, true),
      limit: AUDIT_CSV_MAX_ROWS,
    });
    const json = (v: Record<string, unknown> | null) => (v ? JSON.stringify(v) : '');
    return toCsv(
      AUDIT_CSV_HEADER,
      rows.map((r) => [
        r.id,
        r.createdAt.toISOString(),
        r.actorEmail,
        r.via,
        r.action,
        r.targetKind,
        r.targetId,
        r.targetLabel,
        json(r.before ?? null),
        json(r.after ?? null),
        r.fromNetwork,
        r.fromAgent,
      ]),
    );
  }

  /** Deletes entries older than AUDIT_RETENTION_DAYS; answers how many. */
  prune(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
    return repo.deleteAuditBefore(this.deps.db, cutoff);
  }
}
