import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_API_MESSAGES } from '../../../contracts/public-api.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './idempotency-repository.js';
import { principalOf } from './key-auth.js';

/** How long a key's first answer is replayed (issue 19: keys kept 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * A first request still "in flight" after this long is taken to have died with its process
 * (its answer was never recorded); a retry then runs afresh instead of getting 409 for a day.
 */
export const IN_FLIGHT_TIMEOUT_MS = 10 * 60_000;
/** Expired rows are swept at most this often per process. */
const SWEEP_EVERY_MS = 10 * 60_000;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

/** 1 to 255 printable ASCII characters (space included). */
const KEY_SHAPE = /^[\x20-\x7e]{1,255}$/;

/** Whose keys: an API key (KeyPrincipal.keyRef) and the user it acted for (a client key acts for several). */
export type IdempotencyScope = repo.KeyScope;

export type Begin =
  | { kind: 'new' }
  | { kind: 'replay'; statusCode: number; contentType: string | null; body: string }
  | { kind: 'reused' }
  | { kind: 'in-progress' };

/** JSON with object keys sorted, so the same body sent with its keys reordered matches. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The request's fingerprint: method, path with query, and body (hex SHA-256). */
export function fingerprintOf(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${canonicalJson(body)}`)
    .digest('hex');
}

/**
 * Idempotency-Key records in the database (api_idempotency_keys), so every app process on one
 * PostgreSQL sees the same keys. `begin` claims a key atomically: one insert that also takes over
 * an expired row or one whose first request died in flight; whoever does not get the row reads
 * it and learns whether to replay, refuse (another body) or wait.
 */
export class IdempotencyStore {
  private lastSweep = 0;

  constructor(
    private readonly deps: {
      db: Database;
      now?: () => Date;
      onSweepError?: (err: Error) => void;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async begin(scope: IdempotencyScope, key: string, fingerprint: string): Promise<Begin> {
    const { db } = this.deps;
    const now = this.now();
    await this.sweep(now);
    const stale = new Date(now.getTime() - IN_FLIGHT_TIMEOUT_MS);
    const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS);
    if (await repo.claimKey(db, scope, key, fingerprint, { now, stale, expiresAt })) {
      return { kind: 'new' };
    }
    const row = await repo.findKey(db, scope, key);
    // Gone between the two statements (swept or abandoned): the caller may retry.
    if (!row) return { kind: 'in-progress' };
    if (row.fingerprint !== fingerprint) return { kind: 'reused' };
    if (row.statusCode === null || row.body === null) return { kind: 'in-progress' };
    return {
      kind: 'replay',
      statusCode: row.statusCode,
      contentType: row.contentType,
      body: row.body,
    };
  }

  /** Records the first request's answer for replays. */
  async finish(
    scope: IdempotencyScope,
    key: string,
    answer: { statusCode: number; contentType: string | null; body: string },
  ): Promise<void> {
    await repo.recordAnswer(this.deps.db, scope, key, answer);
  }

  /** Lets the key go (the first request failed on our side): a retry runs afresh. */
  async abandon(scope: IdempotencyScope, key: string): Promise<void> {
    await repo.releaseKey(this.deps.db, scope, key);
  }

  /** Deletes expired rows, at most every SWEEP_EVERY_MS per process; failures are only told. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    try {
      await repo.deleteExpiredKeys(this.deps.db, now);
    } catch (err) {
      this.deps.onSweepError?.(err as Error);
    }
  }
}

const claims = new WeakMap<FastifyRequest, { scope: IdempotencyScope; key: string }>();

/**
 * The /api/v1 scope's hooks for `Idempotency-Key` on POST (draft-ietf-httpapi-idempotency-key-
 * header): preValidation (after the key check, before the body is validated, so a 400 is replayed
 * too) claims the key or answers from it; onSend records the first answer. A 5xx answer is not
 * kept (the retry runs afresh). Same key, other request: 422 IDEMPOTENCY_KEY_REUSED; same key
 * while the first is in flight: 409 IDEMPOTENCY_IN_PROGRESS with Retry-After.
 */
export function idempotencyHooks(store: IdempotencyStore) {
  async function preValidation(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'POST') return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_SHAPE.test(header)) {
      throw new AppError(400, 'IDEMPOTENCY_KEY_INVALID', PUBLIC_API_MESSAGES.idempotencyKey, {
        'Idempotency-Key': PUBLIC_API_MESSAGES.idempotencyKey,
      });
    }
    const principal = principalOf(request);
    const scope = {
      keyRef: principal.keyRef,
      userId: principal.userId,
      clientId: principal.clientId,
    };
    // A body read by its route (multipart uploads) is not parsed yet: its length stands in.
    const body =
      request.body === undefined && request.headers['content-length'] !== undefined
        ? { unparsedBodyLength: request.headers['content-length'] }
        : request.body;
    const fingerprint = fingerprintOf(request.method, request.url, body);
    const begun = await store.begin(scope, header, fingerprint);
    if (begun.kind === 'new') {
      claims.set(request, { scope, key: header });
      return;
    }
    if (begun.kind === 'reused') {
      throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', PUBLIC_API_MESSAGES.idempotencyReused);
    }
    if (begun.kind === 'in-progress') {
      throw new AppError(
        409,
        'IDEMPOTENCY_IN_PROGRESS',
        PUBLIC_API_MESSAGES.idempotencyInProgress,
        undefined,
        { 'retry-after': '1' },
      );
    }
    reply.status(begun.statusCode).header(REPLAYED_HEADER, 'true');
    if (begun.contentType) reply.header('content-type', begun.contentType);
    return reply.send(begun.body);
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const body = typeof payload === 'string' ? payload : payload == null ? '' : null;
    if (reply.statusCode >= 500 || body === null) {
      await store.abandon(claim.scope, claim.key);
    } else {
      const type = reply.getHeader('content-type');
      await store.finish(claim.scope, claim.key, {
        statusCode: reply.statusCode,
        contentType: typeof type === 'string' ? type : null,
        body,
      });
    }
    return payload;
  }

  return { preValidation, onSend };
}
