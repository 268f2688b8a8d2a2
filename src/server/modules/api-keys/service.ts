import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  MAX_API_KEYS,
  createApiKeySchema,
  type ApiKeyScope,
  type ApiKeyView,
  type CreatedApiKey,
} from '../../../contracts/api-keys.js';
import type { ApiRatePlan } from '../../../contracts/api-rate-limits.js';
import { roleAllows, type WorkspaceRole } from '../../../contracts/workspaces.js';
import type { Database } from '../../db/client.js';
import { AppError, firstFieldMessage, notFound } from '../../lib/errors.js';
import { planFor, type PlanName } from '../plans/index.js';
import * as repo from './repository.js';
import type { ApiKeyRow, KeyOwner } from './repository.js';

export type { KeyOwner };

/**
 * Who a valid key acts for, and what it may do: a user's personal key, or a white-label
 * client's key acting for one of that client's users (public-api/client-keys.ts).
 */
export interface KeyPrincipal extends KeyOwner {
  kind: 'personal' | 'client';
  scope: ApiKeyScope;
  /**
   * The role the key acts with in its workspace: its scope's (read = viewer, read-write =
   * editor), never more than its maker's role there now.
   */
  role: WorkspaceRole;
  /** The plan its request limits follow (the owner's plan at authentication; client keys: client). */
  ratePlan: ApiRatePlan;
  /**
   * Which key it is, "key:{api_keys.id}" or "client:{clients.id}": its request window
   * ("api:{keyRef}") and its Idempotency-Key records are per key.
   */
  keyRef: string;
}

const RATE_PLAN_OF: Record<PlanName, ApiRatePlan> = {
  free: 'free',
  trial: 'trial',
  subscribed: 'premium',
};

/** Characters of the key shown afterwards: "qrs_" and 8 of the secret (48 bits, not enough to guess with). */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

/** last_used_at is written at most this often per key, so reads do not each cost a write. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** A key's role: its scope's (read = viewer, read-write = editor), capped by its maker's role. */
export function keyRole(scope: ApiKeyScope, memberRole: WorkspaceRole): WorkspaceRole {
  const scoped: WorkspaceRole = scope === 'read' ? 'viewer' : 'editor';
  return roleAllows(memberRole, scoped) ? scoped : memberRole;
}

/** Hex SHA-256 of a whole key. A 256-bit random secret needs no slow hash: it cannot be guessed. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** "qrs_" + 43 base64url characters of 32 random bytes. */
function newKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** A key is exactly this shape; anything else is refused without a database query. */
const KEY_SHAPE = /^qrs_[A-Za-z0-9_-]{43}$/;

function toView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiKeyScope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

function validationError(fields: Record<string, string>, status = 400, code = 'VALIDATION_FAILED') {
  return new AppError(status, code, firstFieldMessage(fields), fields);
}

/**
 * Personal API keys (issue 19 item 1): created by a signed-in user, shown once, stored as a
 * SHA-256 hash, listed by prefix and last use, revoked by their owner. Every query is scoped to
 * the owner and client, so another user's key is "not found". authenticate() turns a Bearer
 * key into the user it acts for.
 */
export class ApiKeyService {
  private readonly now: () => Date;

  constructor(private readonly deps: { db: Database; now?: () => Date }) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Keys of the owner, newest first, revoked ones included (marked). */
  async list(owner: KeyOwner): Promise<ApiKeyView[]> {
    return (await repo.listKeys(this.deps.db, owner)).map(toView);
  }

  /**
   * Creates a key; the answer carries the whole key, which is never available again. Throws
   * AppError 400 (fields) and 409 API_KEY_LIMIT at MAX_API_KEYS live keys (two creates racing
   * at the limit may both pass, which only adds one key).
   */
  async create(owner: KeyOwner, body: unknown): Promise<CreatedApiKey> {
    const parsed = createApiKeySchema.safeParse(body ?? {});
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
      }
      throw validationError(fields);
    }
    const now = this.now();
    const expiresAt = parsed.data.expiresAt ? new Date(parsed.data.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime()) {
      throw validationError({ expiresAt: API_KEY_MESSAGES.expiry });
    }
    if ((await repo.countLiveKeys(this.deps.db, owner, now)) >= MAX_API_KEYS) {
      throw validationError({ name: API_KEY_MESSAGES.limit }, 409, 'API_KEY_LIMIT');
    }
    const key = newKey();
    const row = await repo.insertKey(this.deps.db, {
      clientId: owner.clientId,
      userId: owner.userId,
      workspaceId: owner.workspaceId,
      name: parsed.data.name,
      scope: parsed.data.scope,
      prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      secretHash: hashApiKey(key),
      expiresAt,
      createdAt: now,
    });
    return { ...toView(row), key };
  }

  /** Revokes at once (the next request with the key gets 401); revoking twice is harmless. */
  async revoke(owner: KeyOwner, id: number): Promise<ApiKeyView> {
    const revoked = await repo.revokeKey(this.deps.db, owner, id, this.now());
    if (revoked) return toView(revoked);
    const already = await repo.findOwnKey(this.deps.db, owner, id);
    if (!already) throw notFound(API_KEY_MESSAGES.notFound);
    return toView(already);
  }

  /**
   * The principal of a presented key, or null when it is malformed, unknown, revoked, expired,
   * its owner's account is deleted, or it belongs to another white-label client than
   * `clientId` (the request's host). Records the use (at most once a minute per key).
   */
  async authenticate(key: string, clientId: number): Promise<KeyPrincipal | null> {
    if (!KEY_SHAPE.test(key)) return null;
    const row = await repo.findKeyByHash(this.deps.db, hashApiKey(key));
    const now = this.now();
    if (
      !row ||
      row.revokedAt !== null ||
      (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()) ||
      row.userDeleted ||
      row.memberRole === null ||
      row.workspaceDeleted ||
      row.userClientId !== row.clientId ||
      row.clientId !== clientId
    ) {
      return null;
    }
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await repo.touchKey(this.deps.db, row.id, now);
    }
    return {
      kind: 'personal',
      keyRef: `key:${row.id}`,
      userId: row.userId,
      clientId: row.clientId,
      workspaceId: row.workspaceId,
      scope: row.scope as ApiKeyScope,
      role: keyRole(row.scope as ApiKeyScope, row.memberRole),
      ratePlan: RATE_PLAN_OF[planFor(row, now).name],
    };
  }
}
