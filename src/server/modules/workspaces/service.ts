import {
  MAX_WORKSPACES_PER_USER,
  WORKSPACE_MESSAGES,
  roleAllows,
  type Member,
  type Workspace,
  type WorkspaceRole,
} from '../../../contracts/workspaces.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { retireWorkspaceCodes } from '../dynamic-codes/index.js';
import * as repo from './repository.js';
import type { Membership } from './repository.js';

export type { Membership };

/** The signed-in user, as far as workspaces need them. */
export interface WorkspaceUser {
  id: number;
  clientId: number;
}

const invalid = (message: string, field: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, { [field]: message });

/** A workspace id from a header or path: a positive whole number, or null. */
export function parseWorkspaceId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

const view = (m: Membership): Workspace => ({
  id: m.workspaceId,
  name: m.name,
  role: m.role,
  personal: m.personal,
});

/** Creates the personal workspace of a new account (auth calls it in the account's transaction). */
export async function createPersonalWorkspace(
  db: DbExecutor,
  user: WorkspaceUser,
): Promise<Membership> {
  return repo.insertWorkspace(db, {
    clientId: user.clientId,
    name: 'Personal',
    personal: true,
    createdBy: user.id,
  });
}

/**
 * Workspaces, members and roles (issue 39). Who may call what is the route's declared role
 * (lib/guards.ts); the rules here are those a role alone does not settle (owners are managed by
 * owners, a workspace keeps an owner, the personal workspace stays).
 */
export class WorkspaceService {
  constructor(
    private readonly deps: {
      db: Database;
      now?: () => Date;
      /** The short-link cache, which must forget a deleted workspace's codes. */
      redirectCache?: { invalidate(shortCode: string): Promise<unknown> };
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * The membership a request acts with: of workspace `header` (X-Workspace-Id) or, absent, of
   * the user's personal workspace. A malformed id is 400; a workspace the user is not a member of
   * (or that does not exist, was deleted, or is another client's) is 404.
   */
  async resolve(user: WorkspaceUser, header: string | undefined): Promise<Membership> {
    let id: number | null = null;
    if (header !== undefined && header !== '') {
      id = parseWorkspaceId(header.trim());
      if (id === null) throw invalid(WORKSPACE_MESSAGES.badHeader, 'X-Workspace-Id');
    }
    const membership = await repo.findMembership(this.deps.db, user.id, user.clientId, id);
    if (membership) return membership;
    // Every account has its personal workspace from the moment it is made (auth's insertUser,
    // migration 0039 for older ones); a request without one finds nothing rather than writing.
    throw notFound(WORKSPACE_MESSAGES.notFound);
  }

  async list(user: WorkspaceUser): Promise<Workspace[]> {
    const rows = await repo.listMemberships(this.deps.db, user.id, user.clientId);
    return rows.map(view);
  }

  async create(user: WorkspaceUser, name: string): Promise<Workspace> {
    if ((await repo.countCreatedWorkspaces(this.deps.db, user.id)) >= MAX_WORKSPACES_PER_USER) {
      throw new AppError(409, 'LIMIT_REACHED', WORKSPACE_MESSAGES.limit);
    }
    const made = await repo.insertWorkspace(this.deps.db, {
      clientId: user.clientId,
      name,
      personal: false,
      createdBy: user.id,
    });
    return view(made);
  }

  async rename(member: Membership, name: string): Promise<Workspace> {
    await repo.renameWorkspace(this.deps.db, member.workspaceId, name);
    return view({ ...member, name });
  }

  /**
   * Deletes the workspace (owners, after typing its name): its short links then answer 410.
   * 409 SUBSCRIPTION_LIVE while it has a live Premium subscription (cancel it first).
   */
  async delete(member: Membership, confirmName: string): Promise<void> {
    if (member.personal) throw new AppError(409, 'PERSONAL_WORKSPACE', WORKSPACE_MESSAGES.personal);
    if (confirmName.trim() !== member.name) {
      throw invalid(WORKSPACE_MESSAGES.confirmName, 'confirmName');
    }
    const now = this.now();
    const retired = await this.deps.db.transaction(async (tx) => {
      if (!(await repo.markWorkspaceDeleted(tx, member.workspaceId, now))) {
        throw new AppError(409, 'SUBSCRIPTION_LIVE', WORKSPACE_MESSAGES.subscribed);
      }
      return retireWorkspaceCodes(tx, member.workspaceId, now);
    });
    for (const shortCode of retired) await this.deps.redirectCache?.invalidate(shortCode);
  }

  async members(member: Membership): Promise<Member[]> {
    const rows = await repo.listMembers(this.deps.db, member.workspaceId);
    return rows.map((r) => ({
      userId: r.userId,
      email: r.email,
      name: [r.firstName, r.lastName].filter(Boolean).join(' ') || null,
      role: r.role,
      joinedAt: r.joinedAt.toISOString(),
    }));
  }

  /**
   * Changes a member's role. Admins manage admins, editors and viewers; only an owner makes,
   * changes or unmakes an owner; the workspace keeps at least one owner. Effective on the
   * member's next request (every request reads its membership).
   */
  async setRole(
    actor: Membership,
    userId: number,
    role: WorkspaceRole,
  ): Promise<{ before: WorkspaceRole }> {
    return this.deps.db.transaction(async (tx) => {
      const current = await repo.findMemberRole(tx, actor.workspaceId, userId);
      if (!current) throw notFound(WORKSPACE_MESSAGES.memberNotFound);
      if ((current === 'owner' || role === 'owner') && !roleAllows(actor.role, 'owner')) {
        throw forbidden(WORKSPACE_MESSAGES.ownersOnly);
      }
      if (
        current === 'owner' &&
        role !== 'owner' &&
        (await repo.countOwners(tx, actor.workspaceId)) <= 1
      ) {
        throw new AppError(409, 'LAST_OWNER', WORKSPACE_MESSAGES.lastOwner);
      }
      await repo.setMemberRole(tx, actor.workspaceId, userId, role);
      return { before: current };
    });
  }

  /**
   * Removes a member (or, `userId` being the actor's own, leaves). Same rules as setRole; the
   * removed member's next request in this workspace answers 404.
   */
  async removeMember(
    actor: Membership,
    actorUserId: number,
    userId: number,
  ): Promise<{ before: WorkspaceRole }> {
    return this.deps.db.transaction(async (tx) => {
      const current = await repo.findMemberRole(tx, actor.workspaceId, userId);
      if (!current) throw notFound(WORKSPACE_MESSAGES.memberNotFound);
      const leaving = userId === actorUserId;
      if (!leaving && !roleAllows(actor.role, 'admin')) {
        throw forbidden(WORKSPACE_MESSAGES.needsRole('admin'));
      }
      if (!leaving && current === 'owner' && !roleAllows(actor.role, 'owner')) {
        throw forbidden(WORKSPACE_MESSAGES.ownersOnly);
      }
      if (current === 'owner' && (await repo.countOwners(tx, actor.workspaceId)) <= 1) {
        throw new AppError(409, 'LAST_OWNER', WORKSPACE_MESSAGES.lastOwner);
      }
      if (actor.personal && current === 'owner') {
        throw new AppError(409, 'PERSONAL_WORKSPACE', WORKSPACE_MESSAGES.personal);
      }
      await repo.deleteMember(tx, actor.workspaceId, userId);
      return { before: current };
    });
  }

  /** Adds a member (an accepted invitation); an existing member keeps their row. */
  async addMember(db: DbExecutor, workspaceId: number, userId: number, role: WorkspaceRole) {
    await repo.addMember(db, workspaceId, userId, role);
  }
}
